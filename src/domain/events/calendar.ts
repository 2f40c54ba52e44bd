import { addDays, daysInMonth, toDay, weekdayOf } from '../calendar';
import { weeklyEventOn } from './recurring';
import type { CalendarEvent, WeeklyEvent } from './schema';

/** The Irish pub's calendar: the fixed events (one per day) and the weekly ones. */
export interface EventCalendar {
  fixed: readonly CalendarEvent[];
  weekly: readonly WeeklyEvent[];
}

/** The event on a date: a fixed event wins over the weekly rule on the same date. */
export function eventOn(date: string, calendar: EventCalendar): CalendarEvent | undefined {
  return calendar.fixed.find((e) => e.date === date) ?? weeklyEventOn(date, calendar.weekly);
}

/** Every event of one month, by date. */
export function eventsInMonth(year: number, month: number, calendar: EventCalendar): Map<string, CalendarEvent> {
  const result = new Map<string, CalendarEvent>();
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    const key = toDay(year, month, day);
    const event = eventOn(key, calendar);
    if (event) result.set(key, event);
  }
  return result;
}

/** Weeks of a month, Monday first; `null` pads the days outside the month. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = toDay(year, month, 1);
  const lead = (weekdayOf(first) + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(toDay(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The next `count` events from `from` on (inclusive), looking at most `horizonDays` ahead. */
export function upcomingEvents(
  from: string,
  calendar: EventCalendar,
  count: number,
  horizonDays = 120,
): CalendarEvent[] {
  const found: CalendarEvent[] = [];
  for (let i = 0; i < horizonDays && found.length < count; i++) {
    const event = eventOn(addDays(from, i), calendar);
    if (event) found.push(event);
  }
  return found;
}
