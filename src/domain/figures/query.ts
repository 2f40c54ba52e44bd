import { isCalendarDay } from '../calendar';
import { z } from '../zod';
import { figuresText } from './text';

/** The longest period in days, both ends counted: three years (one a leap year) and a day. */
export const maxFigureDays = 3 * 365 + 2;

/** Days from `from` to `to`, both counted (1 when equal). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const day = z.string({ error: figuresText.badDate }).refine(isCalendarDay, figuresText.badDate);

/** Query of `GET /api/admin/figures` and `/figures.csv`: a period of Berlin days, `from` ≤ `to`. */
export const figuresQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { error: figuresText.fromAfterTo, path: ['to'] })
  .refine((q) => daysInRange(q.from, q.to) <= maxFigureDays, { error: figuresText.tooLong, path: ['to'] });
export type FiguresQuery = z.infer<typeof figuresQuery>;
