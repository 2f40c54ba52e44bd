/** A reservation as the admin day view shows it (docs/routes.md#staff-pages "Reservation", §2 "Admin reservations"). */
export interface AdminReservation {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  /** ISO instant of the start, for sorting across midnight. */
  startsAt: string;
  tableId: number;
  tableCapacity: number;
  guestCount: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  specialRequests: string | null;
  createdAt: string;
}

/** Rows sorted by time slot, then table number. */
export function bySlot<T extends Pick<AdminReservation, 'startsAt' | 'tableId'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.tableId - b.tableId);
}

/** The peak hour when a day has no reservations (docs/routes.md#staff-pages). */
export const defaultPeakHour = 18;

export interface DayStats {
  count: number;
  guests: number;
  /** `HH:00` of the hour in which most reservations start; the earlier hour wins a tie. */
  peakHour: string;
}

/** The three statistic cards: 'Reservierungen heute', 'Erwartete Gäste', 'Stoßzeit'. */
export function dayStats(list: readonly Pick<AdminReservation, 'startTime' | 'guestCount'>[]): DayStats {
  const perHour = new Map<number, number>();
  for (const r of list) {
    const hour = Number(r.startTime.slice(0, 2));
    perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
  }
  let peak = defaultPeakHour;
  let most = 0;
  for (const [hour, n] of [...perHour].sort((a, b) => a[0] - b[0])) {
    if (n > most) {
      most = n;
      peak = hour;
    }
  }
  return {
    count: list.length,
    guests: list.reduce((sum, r) => sum + r.guestCount, 0),
    peakHour: `${String(peak).padStart(2, '0')}:00`,
  };
}

/** The texts of the admin reservations screen (docs/messages.md#staff-reservations, §8). */
export const reservationText = {
  cancelled: 'Reservierung storniert und Kunde per E-Mail benachrichtigt',
  cancelFailed: 'Fehler bei der Stornierung aufgetreten',
  deleted: 'Reservierung gelöscht',
  deleteFailed: 'Fehler beim Löschen aufgetreten',
  notFound: 'Reservierung nicht gefunden.',
  empty: 'Keine Reservierungen für diesen Tag',
} as const;
