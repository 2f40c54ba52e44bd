import { berlinInstant, fromMinutes, toMinutes } from '../calendar';
import { type BookingRules, openingWindow } from './rules';

/** Start times guests may choose: every `slotMinutes` from opening until one slot before closing. */
export function startSlots(rules: BookingRules): string[] {
  const { open, close } = openingWindow(rules);
  const slots: string[] = [];
  for (let s = open; s + rules.slotMinutes <= close; s += rules.slotMinutes) slots.push(fromMinutes(s));
  return slots;
}

/** End times offered after `start`: every `slotMinutes` up to closing and the longest duration. */
export function endSlots(start: string, rules: BookingRules): string[] {
  const s = startMinutes(start, rules);
  if (s === undefined) return [];
  const { close } = openingWindow(rules);
  const last = Math.min(close, s + rules.maxReservationDuration);
  const ends: string[] = [];
  for (let e = s + rules.slotMinutes; e <= last; e += rules.slotMinutes) ends.push(fromMinutes(e));
  return ends;
}

/** Minutes of a start time on the booking day (before opening stays before opening). */
function startMinutes(start: string, rules: BookingRules): number | undefined {
  const s = toMinutes(start);
  if (s === undefined) return undefined;
  const { open } = openingWindow(rules);
  // A start after midnight (e.g. 00:30 with closing at 02:00) belongs to the evening before.
  return s < open && s + 1440 < openingWindow(rules).close ? s + 1440 : s;
}

/** Minutes of an end time on the booking day: times before opening are after midnight (00:00 = 1440). */
function endMinutes(end: string, rules: BookingRules): number | undefined {
  const e = toMinutes(end);
  if (e === undefined) return undefined;
  return e < openingWindow(rules).open ? e + 1440 : e;
}

/** The end when the guest names none: `defaultEndTime` (23:00), or closing for later starts; never past closing or the longest duration. */
export function defaultEndTime(start: string, rules: BookingRules): string | undefined {
  const s = startMinutes(start, rules);
  if (s === undefined) return undefined;
  const { close } = openingWindow(rules);
  const target = endMinutes(rules.defaultEndTime, rules) ?? close;
  const end = Math.min(target > s ? target : close, close, s + rules.maxReservationDuration);
  return fromMinutes(end);
}

export type TimesResult =
  | { ok: true; startTime: string; endTime: string; startsAt: Date; endsAt: Date; minutes: number }
  | { ok: false; field: 'startTime' | 'endTime'; reason: 'start-outside' | 'invalid-time' | 'too-long' };

/**
 * The reservation's instants from the Berlin day and wall-clock times. The start must be one of
 * `startSlots`; the end (default `defaultEndTime`) after the start, at the latest at closing, and
 * at most `maxReservationDuration` later. 00:00 as end is midnight of the next day.
 */
export function reservationTimes(
  day: string,
  startTime: string,
  endTime: string | undefined,
  rules: BookingRules,
): TimesResult {
  if (!startSlots(rules).includes(startTime)) return { ok: false, field: 'startTime', reason: 'start-outside' };
  const s = startMinutes(startTime, rules) as number;
  const end = endTime || defaultEndTime(startTime, rules);
  const e = end === undefined ? undefined : endMinutes(end, rules);
  const { close } = openingWindow(rules);
  if (e === undefined || end === undefined || e <= s || e > close) {
    return { ok: false, field: 'endTime', reason: 'invalid-time' };
  }
  if (e - s > rules.maxReservationDuration) return { ok: false, field: 'endTime', reason: 'too-long' };
  return {
    ok: true,
    startTime,
    endTime: end,
    startsAt: berlinInstant(day, '00:00', s),
    endsAt: berlinInstant(day, '00:00', e),
    minutes: e - s,
  };
}
