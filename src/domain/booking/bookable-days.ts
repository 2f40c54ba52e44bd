import { addDays } from '../calendar';
import type { DaySchedule } from '../schedule/week';
import { settingsBounds } from './rules';

/**
 * Whether guests can book a table on a Berlin calendar day, and if not, why: `past` before today;
 * `beyond` after the booking horizon (today + horizon days); `closed` a day the week or a dated
 * exception keeps closed (its `reason` says why, docs/booking.md#bookable-days).
 */
export type DayStatus = 'open' | 'past' | 'beyond' | 'closed';

/** `today` is the Berlin day now; `horizonDays` how many days ahead guests may book (unlimited when absent). */
export function dayStatus(day: DaySchedule, today: string, horizonDays?: number): DayStatus {
  if (day.date < today) return 'past';
  if (horizonDays !== undefined && day.date > lastBookableDay(today, horizonDays)) return 'beyond';
  return day.bookable ? 'open' : 'closed';
}

/** The last day guests may book: today plus the booking horizon. */
export function lastBookableDay(today: string, horizonDays: number): string {
  return addDays(today, horizonDays);
}

/**
 * `past` or `beyond` for a day whose availability needs no database: after today plus the longest
 * horizon staff can set, or more than two days before today. No setting opens such a day, and the
 * older ones hold no reservations any more: a night ends at the latest the next morning and its
 * reservations are deleted within 24 hours of their end (docs/data.md#retention), so only today,
 * yesterday and the day before may still have some (the staff's plan of the night reads them).
 * Undefined for every other day.
 */
export function outOfReach(date: string, today: string): 'past' | 'beyond' | undefined {
  if (date < addDays(today, -2)) return 'past';
  if (date > lastBookableDay(today, settingsBounds.bookingHorizonDays.max)) return 'beyond';
  return undefined;
}
