/**
 * Instants in Europe/Berlin, with the real daylight-saving rules (CET +01:00 in winter, CEST +02:00
 * in summer), via the platform's time-zone data (`Intl`). The only place that names the zone.
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
  const fields = parts.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(fields.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes Berlin is ahead of UTC at `instant` (60 or 120). */
export function berlinOffsetMinutes(instant: Date): number {
  const f = berlinFields(instant);
  const asUtc = Date.UTC(f.y, f.m - 1, f.d, f.h, f.mi, f.s);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

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

/** Berlin's UTC offset at wall-clock `time` on `day`: `+01:00` or `+02:00`. */
export function berlinOffset(day: string, time = '12:00'): string {
  return offsetText(berlinOffsetMinutes(berlinInstant(day, time)));
}

/** The Berlin calendar day of `instant` (today in Berlin for `new Date()`, whatever the machine's zone). */
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
  return `${f.y}-${pad(f.m)}-${pad(f.d)}T${pad(f.h)}:${pad(f.mi)}:${pad(f.s)}${offsetText(berlinOffsetMinutes(instant))}`;
}
