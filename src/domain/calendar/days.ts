/** Calendar days `YYYY-MM-DD`: no clock, no time zone (a day is a day). Months count from 1. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day `YYYY-MM-DD` of a year, month and day of the month. */
export function toDay(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function dayParts(day: string): { year: number; month: number; day: number } {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth };
}

/** `day` moved by `n` calendar days (either direction, across months and years). */
export function addDays(day: string, n: number): string {
  const p = dayParts(day);
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day + n));
  return toDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Day of the week of a calendar day: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  const p = dayParts(day);
  return new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
}

/** A real calendar day in `YYYY-MM-DD` form (no 31 February). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  return addDays(day, 0) === day;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Moves a month by `delta` (any size, either direction). */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}
