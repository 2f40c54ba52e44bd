/** German date and time texts (docs/messages.md); instants are shown in Berlin time. */
import { berlinClock, berlinDay } from './berlin';
import { addDays, dayParts, weekdayOf } from './days';

const monthNames = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

const weekdayNames = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/** `März 2026`. */
export function germanMonth(year: number, month: number): string {
  return `${monthNames[month - 1]} ${year}`;
}

/** `Freitag, 27. November 2026` for the day `2026-11-27`. */
export function longGermanDate(day: string): string {
  const { year, month, day: dayOfMonth } = dayParts(day);
  return `${weekdayNames[weekdayOf(day)]}, ${dayOfMonth}. ${monthNames[month - 1]} ${year}`;
}

/** `23. bis 29. November 2026`, `30. November bis 6. Dezember 2026`: the week starting on `monday`. */
export function germanWeek(monday: string): string {
  const from = dayParts(monday);
  const to = dayParts(addDays(monday, 6));
  const start = from.month === to.month ? `${from.day}.` : `${from.day}. ${monthNames[from.month - 1]}`;
  const year = from.year === to.year ? '' : ` ${from.year}`;
  return `${start}${year} bis ${to.day}. ${monthNames[to.month - 1]} ${to.year}`;
}

/** `27.11.2026`: a day in staff lists (the log). */
export function shortGermanDate(day: string): string {
  const { year, month, day: dayOfMonth } = dayParts(day);
  return `${String(dayOfMonth).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/** `21.11.2026, 13:05`: booking and order timestamps ("Erstellt am", staff lists, venue mails). */
export function shortGermanDateTime(instant: Date | string): string {
  const at = new Date(instant);
  return `${shortGermanDate(berlinDay(at))}, ${berlinClock(at)}`;
}

/** `Samstag, 21. November 2026 um 13:00 Uhr`: when a contact request was sent. */
export function longGermanDateTime(instant: Date): string {
  return `${longGermanDate(berlinDay(instant))} um ${berlinClock(instant)} Uhr`;
}

/** `20:00 - 23:00 Uhr`. */
export function timeSpan(start: string, end: string): string {
  return `${start} - ${end} Uhr`;
}
