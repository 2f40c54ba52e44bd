import { timeZone } from './berlin-time';

const longDate = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Freitag, 27. November 2026' for `2026-11-27` (a calendar day has no time zone). */
export function longGermanDate(day: string): string {
  return longDate.format(new Date(`${day}T12:00:00Z`));
}

const dateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone,
});

/** '21.11.2026, 13:00' in Berlin time, for booking timestamps. */
export function germanDateTime(instant: Date): string {
  return dateTime.format(instant);
}

/** '20:00 - 23:00 Uhr'. */
export function timeSpan(start: string, end: string): string {
  return `${start} - ${end} Uhr`;
}
