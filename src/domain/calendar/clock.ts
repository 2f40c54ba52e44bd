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

/** Minutes after midnight (also past 24 h) as the wall clock `HH:MM`: 1440 → `00:00`. */
export function fromMinutes(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** `HH:MM:SS` from the database → `HH:MM`. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}
