/** German display formats of the staff screens, always in Berlin time. */
const zone = 'Europe/Berlin';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: zone,
});

/** `21.11.2026, 19:05` — "Erstellt am" and the order list. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const longDate = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `Samstag, 21. November 2026` for a calendar day `YYYY-MM-DD`. */
export function formatLongDate(day: string): string {
  return longDate.format(new Date(`${day}T12:00:00Z`));
}

/** `1 Person`, `4 Personen` (spec §2). */
export function formatGuests(count: number): string {
  return `${count} ${count === 1 ? 'Person' : 'Personen'}`;
}

/** The calendar day in Berlin of an instant: `YYYY-MM-DD`. */
export function berlinDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The day before or after a calendar day. */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
