import { addDays, berlinClock, berlinDay, fromMinutes, toMinutes } from '../calendar';
import { dayWindow, type OpeningHours, resolveDay, type Schedule } from '../schedule/week';

/**
 * Where a walk-in lands (docs/booking.md#walk-ins): from now, rounded down to 5 minutes, for
 * `minutes`, but never past closing. After midnight it belongs to the evening before while that
 * evening is still open. The database checks the window again.
 */
export function walkInTimes(
  now: Date,
  minutes: number,
  schedule: Schedule,
  hours: OpeningHours,
): { date: string; startTime: string; endTime: string } {
  const today = berlinDay(now);
  const clock = Math.floor((toMinutes(berlinClock(now)) ?? 0) / 5) * 5;
  const yesterday = addDays(today, -1);
  const before = dayWindow(resolveDay(yesterday, schedule, hours));
  const [date, start, close] =
    clock + 1440 < before.close
      ? [yesterday, clock + 1440, before.close]
      : [today, clock, dayWindow(resolveDay(today, schedule, hours)).close];
  return {
    date,
    startTime: fromMinutes(start),
    endTime: fromMinutes(Math.min(start + minutes, Math.max(close, start + 5))),
  };
}
