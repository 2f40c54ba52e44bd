/**
 * Calendar days and wall-clock times in Europe/Berlin, with the real daylight-saving rules
 * (CET +01:00 in winter, CEST +02:00 in summer), via the platform's time-zone data (`Intl`).
 * A day is `YYYY-MM-DD`, a time `HH:MM`.
 */
export const timeZone = 'Europe/Berlin';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function berlinFields(instant: Date) {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.formatToParts(instant).find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') };
}

/** Minutes Berlin is ahead of UTC at `instant` (60 or 120). */
export function berlinOffsetMinutes(instant: Date): number {
  const f = berlinFields(instant);
  const asUtc = Date.UTC(f.y, f.m - 1, f.d, f.h, f.mi, f.s);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant of wall-clock `time` on `day` in Berlin; `minutesAfter` moves past midnight (00:00 + 1440). */
export function berlinInstant(day: string, time: string, minutesAfter = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, mi + minutesAfter);
  // The offset at the guessed instant is right except within an hour of a switch; check once more.
  let instant = wall - berlinOffsetMinutes(new Date(wall)) * 60_000;
  instant = wall - berlinOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}

/** The Berlin calendar day of `instant`. */
export function berlinDay(instant: Date): string {
  const f = berlinFields(instant);
  return `${f.y}-${pad(f.m)}-${pad(f.d)}`;
}

/** The Berlin wall-clock time (`HH:MM`) of `instant`. */
export function berlinClock(instant: Date): string {
  const f = berlinFields(instant);
  return `${pad(f.h)}:${pad(f.mi)}`;
}

/** ISO 8601 with the Berlin offset, e.g. `2026-11-27T20:00:00+01:00`. */
export function toBerlinIso(instant: Date): string {
  const f = berlinFields(instant);
  const offset = berlinOffsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${f.y}-${pad(f.m)}-${pad(f.d)}T${pad(f.h)}:${pad(f.mi)}:${pad(f.s)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Day of the week of a calendar day: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A real calendar day in `YYYY-MM-DD` form (no 31 February). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  return addDays(day, 0) === day;
}
