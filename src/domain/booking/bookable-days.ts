import { addDays, weekdayOf } from '../calendar';

/**
 * Whether guests can book a table on a Berlin calendar day, and if not, why:
 * `past` before today; `beyond` after the booking horizon (today + horizon days); `quiz` Tuesday (quiz night, sign-up via WhatsApp); `rest` Wednesday (rest
 * day); `karaoke` Thursday (no reservation needed); `closed` a special closed day set by staff.
 */
export type DayStatus = 'open' | 'past' | 'beyond' | 'quiz' | 'rest' | 'karaoke' | 'closed';

const blockedWeekdays: Record<number, DayStatus> = { 2: 'quiz', 3: 'rest', 4: 'karaoke' };

/**
 * `today` is the Berlin day now; `closedDates` the staff's special closed days; `horizonDays` how
 * many days ahead guests may book (unlimited when absent).
 */
export function dayStatus(
  day: string,
  today: string,
  closedDates: ReadonlySet<string> | readonly string[],
  horizonDays?: number,
): DayStatus {
  if (day < today) return 'past';
  if (horizonDays !== undefined && day > lastBookableDay(today, horizonDays)) return 'beyond';
  const weekly = blockedWeekdays[weekdayOf(day)];
  if (weekly) return weekly;
  const closed = Array.isArray(closedDates) ? closedDates.includes(day) : (closedDates as Set<string>).has(day);
  return closed ? 'closed' : 'open';
}

/** The last day guests may book: today plus the booking horizon. */
export function lastBookableDay(today: string, horizonDays: number): string {
  return addDays(today, horizonDays);
}

/** ISO weekdays (1 Monday … 7 Sunday) tables can be booked on; the database checks the same list. */
export const bookableIsoWeekdays = [5, 6, 7, 1] as const;

/** The first day after `day` whose weekday is bookable (special closed days are not known here). */
export function nextBookableWeekday(day: string): string {
  let next = addDays(day, 1);
  while (blockedWeekdays[weekdayOf(next)]) next = addDays(next, 1);
  return next;
}
