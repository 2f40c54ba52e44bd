/** The periods of the owner's figures page: calendar days `YYYY-MM-DD`, both ends included. */
import { addDays, dayParts, daysInMonth, toDay, weekdayOf } from '../calendar/days';

export const periodKinds = ['week', 'month', 'year', 'custom'] as const;
export type PeriodKind = (typeof periodKinds)[number];

export const comparisonKinds = ['previous', 'year-ago'] as const;
export type ComparisonKind = (typeof comparisonKinds)[number];

export interface Period {
  from: string;
  to: string;
}

/** Days of a period, both ends counted. */
export function periodDays({ from, to }: Period): number {
  const a = dayParts(from);
  const b = dayParts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000) + 1;
}

/** The week (Monday to Sunday), the month or the year around `today`; a custom period as given. */
export function periodOf(kind: PeriodKind, today: string, custom?: Period): Period {
  const { year, month } = dayParts(today);
  if (kind === 'week') {
    const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
    return { from: monday, to: addDays(monday, 6) };
  }
  if (kind === 'month') return { from: toDay(year, month, 1), to: toDay(year, month, daysInMonth(year, month)) };
  if (kind === 'year') return { from: toDay(year, 1, 1), to: toDay(year, 12, 31) };
  return custom ?? { from: today, to: today };
}

/** `day` a year earlier; 29 February becomes 28 February. */
function yearBefore(day: string): string {
  const { year, month, day: d } = dayParts(day);
  return toDay(year - 1, month, Math.min(d, daysInMonth(year - 1, month)));
}

/**
 * What a period is compared with: the same period a year ago, or the one just before it, a whole
 * month or year before a whole month or year, else as many days ending the day before `from`.
 */
export function comparisonOf(period: Period, kind: ComparisonKind): Period {
  if (kind === 'year-ago') return { from: yearBefore(period.from), to: yearBefore(period.to) };
  const from = dayParts(period.from);
  const to = dayParts(period.to);
  const wholeMonth = from.day === 1 && to.day === daysInMonth(to.year, to.month);
  if (wholeMonth && from.year === to.year && from.month === to.month) {
    const before = dayParts(addDays(period.from, -1));
    return { from: toDay(before.year, before.month, 1), to: addDays(period.from, -1) };
  }
  if (wholeMonth && from.month === 1 && to.month === 12 && from.year === to.year) {
    return { from: toDay(from.year - 1, 1, 1), to: toDay(from.year - 1, 12, 31) };
  }
  const days = periodDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}
