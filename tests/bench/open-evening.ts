import { addDays, berlinDay, weekdayOf } from '../../src/domain/calendar';

/**
 * A Saturday a week or more ahead: an evening the default week opens for bookings, so the figures
 * of the booking page and its API include the plan and the tables whatever day they run on.
 */
export function saturdayAhead(): string {
  let day = addDays(berlinDay(new Date()), 7);
  while (weekdayOf(day) !== 6) day = addDays(day, 1);
  return day;
}
