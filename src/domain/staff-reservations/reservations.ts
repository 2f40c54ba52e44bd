import type { GuestDetails } from '../booking/schemas';
import type { MailProblem } from '../mail-problem';
import type { Attendance, Source } from './staff-booking';

/** A reservation as the admin day view shows it (docs/routes.md#staff-pages "Reservation"). */
export interface AdminReservation extends GuestDetails {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  /** ISO instants of the start and the end, for sorting across midnight and the plan of the night. */
  startsAt: string;
  endsAt: string;
  /** The party's tables, sorted; one for guests' own bookings. */
  tableIds: number[];
  /** The seats of all its tables. */
  tableCapacity: number;
  guestCount: number;
  /** Null for a walk-in ('Laufkundschaft'). */
  customerName: string | null;
  /** Null when staff booked without one. */
  customerEmail: string | null;
  /** What became of the last mail to the guest; null: nothing wrong reported. */
  mailProblem: MailProblem | null;
  source: Source;
  attendance: Attendance | null;
  /** When the guest ('Ich komme') or staff confirmed it; null until then. */
  confirmedAt: string | null;
  /** When the reminder mail was delivered; null before (or without one). */
  reminderSentAt: string | null;
  createdAt: string;
  /** The staff account's e-mail that entered it; null for the guest's own booking. */
  createdBy: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Rows sorted by time slot, then first table number. */
export function bySlot<T extends Pick<AdminReservation, 'startsAt' | 'tableIds'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || (a.tableIds[0] ?? 0) - (b.tableIds[0] ?? 0));
}

/** The peak hour when a day has no reservations (docs/routes.md#staff-pages). */
export const defaultPeakHour = 18;

export interface DayStats {
  count: number;
  guests: number;
  arrived: number;
  noShows: number;
  /** `HH:00` of the hour in which most reservations start; the earlier hour wins a tie. */
  peakHour: string;
}

/** The statistic cards: 'Reservierungen heute', 'Erwartete Gäste', 'Stoßzeit', 'Angekommen', 'No-Show'. */
export function dayStats(
  list: readonly (Pick<AdminReservation, 'startTime' | 'guestCount'> & Partial<Pick<AdminReservation, 'attendance'>>)[],
): DayStats {
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
    // A no-show's guests are no longer expected.
    guests: list.reduce((sum, r) => sum + (r.attendance === 'no-show' ? 0 : r.guestCount), 0),
    arrived: list.filter((r) => r.attendance === 'arrived').length,
    noShows: list.filter((r) => r.attendance === 'no-show').length,
    peakHour: `${String(peak).padStart(2, '0')}:00`,
  };
}

/** The texts of the admin reservations screen (docs/messages.md#staff-reservations). */
export const reservationText = {
  cancelled: 'Reservierung storniert und Kunde per E-Mail benachrichtigt',
  cancelFailed: 'Fehler bei der Stornierung aufgetreten',
  deleted: 'Reservierung gelöscht',
  deleteFailed: 'Fehler beim Löschen aufgetreten',
  notFound: 'Reservierung nicht gefunden.',
  empty: 'Keine Reservierungen für diesen Tag',
  confirmed: 'Reservierung als bestätigt markiert',
  unconfirmed: 'Bestätigung zurückgenommen',
  /** 'Bestätigt 18:05' (Berlin time). */
  confirmedAt: (time: string) => `Bestätigt ${time}`,
  remindedOnly: 'Erinnert, noch nicht bestätigt',
  onlyUnconfirmed: 'Nur unbestätigte',
  noneUnconfirmed: 'Alle Reservierungen dieses Tages sind bestätigt.',
  /** The card 'Bestätigt: {x} von {y}' as label, figure and the rest. */
  confirmedCard: (confirmed: number, of: number) => ['Bestätigt:', String(confirmed), `von ${of}`] as const,
  markFailed: 'Fehler beim Speichern aufgetreten',
  markConfirmed: 'Als bestätigt markieren',
  unmarkConfirmed: 'Bestätigung zurücknehmen',
} as const;

type Confirmable = Pick<AdminReservation, 'source' | 'confirmedAt' | 'reminderSentAt' | 'attendance'>;

/**
 * Where a booking stands before the evening (docs/booking.md#the-reminder): confirmed by the guest
 * or staff, reminded without an answer, or neither. A walk-in has nothing to confirm (null).
 */
export function confirmationState(r: Confirmable): 'confirmed' | 'reminded' | 'open' | null {
  if (r.source === 'vor-ort') return null;
  return r.confirmedAt ? 'confirmed' : r.reminderSentAt ? 'reminded' : 'open';
}

/** Whom staff may want to call: a booking not confirmed whose guests have not come yet. */
export function isUnconfirmed(r: Confirmable): boolean {
  const state = confirmationState(r);
  return (state === 'reminded' || state === 'open') && r.attendance === null;
}

/** The card 'Bestätigt: {x} von {y}': confirmed bookings of those that can be confirmed (not walk-ins). */
export function confirmationStats(list: readonly Confirmable[]): { confirmed: number; of: number } {
  const confirmable = list.filter((r) => confirmationState(r) !== null);
  return { confirmed: confirmable.filter((r) => r.confirmedAt).length, of: confirmable.length };
}
