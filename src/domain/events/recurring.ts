import { weekdayOf } from '../calendar';
import type { Weekday } from '../venue/schema';
import type { CalendarEvent, WeeklyEvent } from './schema';

const dayNumbers: Record<Weekday, number> = { So: 0, Mo: 1, Di: 2, Mi: 3, Do: 4, Fr: 5, Sa: 6 };
const icalDays: Record<Weekday, string> = { Mo: 'MO', Di: 'TU', Mi: 'WE', Do: 'TH', Fr: 'FR', Sa: 'SA', So: 'SU' };

/** The weekday of a weekly event as `weekdayOf` counts (Sunday 0). */
export const dayNumber = (w: Weekday): number => dayNumbers[w];

/** The weekday of a weekly event as iCalendar's BYDAY writes it. */
export const icalDay = (w: Weekday): string => icalDays[w];

/** The calendar event a weekly rule puts on `date`, if any (src/content/irish.yaml `weekly`). */
export function weeklyEventOn(date: string, weekly: readonly WeeklyEvent[]): CalendarEvent | undefined {
  const rule = weekly.find((r) => date >= r.from && weekdayOf(date) === dayNumbers[r.weekday]);
  if (!rule) return undefined;
  const { weekday: _, from: __, ...event } = rule;
  return { date, ...event };
}
