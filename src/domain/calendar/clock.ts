/** Wall-clock times as minutes after midnight of a day; `HH:MM` at the edges. */

/** A wall-clock time as people write it, `HH:MM` (00:00–23:59). */
export const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const pattern = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** `HH:MM` (or the database's `HH:MM:SS`) as minutes after midnight; `undefined` when malformed. */
export function toMinutes(time: string): number | undefined {
  const match = pattern.exec(time);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The end of a span that starts at `start`, both in minutes after the day's midnight: an end at or
 * before the start lies after midnight (22:00–02:00 ends at 1560). The database keeps the same rule
 * in `private.sync_hire_tables()` and in the bookings' own instants.
 */
export function endAfter(start: number, end: number): number {
  return end <= start ? end + 1440 : end;
}

/** Minutes after midnight (also past 24 h) as the wall clock `HH:MM`: 1440 → `00:00`. */
export function fromMinutes(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** `HH:MM:SS` from the database → `HH:MM`. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}
