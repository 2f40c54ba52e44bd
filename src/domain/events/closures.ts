import { addDays, isCalendarDay } from '../calendar';
import { z } from '../zod';
import { type CalendarEvent, defaultIcons, typeLabels } from './schema';

/**
 * A day the owner closed in the staff area (a dated exception, docs/booking.md), as the public
 * calendar shows it: the date and the text guests read.
 */
export interface Closure {
  date: string;
  reason: string | null;
}

/** The longest span one request may ask for: a month view and its neighbours' days. */
export const maxClosureSpanDays = 62;

/** Query of `GET /api/closures`: `from` to `to`, both days included, at most {@link maxClosureSpanDays}. */
export const closuresQuery = z
  .object({
    from: z.string().refine(isCalendarDay, 'Ungültiges Datum.'),
    to: z.string().refine(isCalendarDay, 'Ungültiges Datum.'),
  })
  .refine((q) => q.from <= q.to && q.to <= addDays(q.from, maxClosureSpanDays), {
    message: `Höchstens ${maxClosureSpanDays} Tage auf einmal.`,
    path: ['to'],
  });

/** A closure as a calendar entry: type `closed`, named by the owner's text ('Geschlossen' without one). */
export function closureEvent(closure: Closure): CalendarEvent {
  return {
    date: closure.date,
    name: closure.reason ?? typeLabels.closed,
    type: 'closed',
    icon: defaultIcons.closed,
  };
}

/** The month's events with the owner's closures: a closed day shows as closed, whatever was planned. */
export function withClosures(
  events: ReadonlyMap<string, CalendarEvent>,
  closures: readonly Closure[],
): Map<string, CalendarEvent> {
  const merged = new Map(events);
  for (const closure of closures) merged.set(closure.date, closureEvent(closure));
  return merged;
}
