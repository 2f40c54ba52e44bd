import { addDays, daysInMonth, toDay } from '../calendar';
import { type EventCalendar, eventOn } from '../events/calendar';
import type { Closure } from '../events/closures';
import type { EventType } from '../events/schema';
import { type IsoWeekday, isoWeekdayOf } from '../schedule/week';
import { type DayState, type HireStatus, holdingStatuses, pendingStatuses } from './values';

/** The rules of a space that decide which of its days can be hired (the owner edits them). */
export interface HireSpaceRules {
  active: boolean;
  /** The weekdays it can be hired, ISO (Monday 1). */
  weekdays: readonly IsoWeekday[];
  /** It can be hired on a quiz or karaoke night too. */
  onEventNights: boolean;
}

/** What a space's calendar is computed from; all of it the venue's own. */
export interface HireCalendarInput {
  space: HireSpaceRules;
  /** The Berlin day today. */
  today: string;
  /** The days the owner closed (dated exceptions, as `GET /api/closures` answers them). */
  closures: readonly Closure[];
  /** The venue's events; empty for a venue without a calendar (the Rappen). */
  events: EventCalendar;
  /** The inquiries of this space and of every space sharing its plan areas, by evening. */
  inquiries: readonly { date: string; status: HireStatus }[];
}

/** The nights a space is not hired on unless its `onEventNights` says so. */
export const eventNightTypes: readonly EventType[] = ['quiz', 'karaoke'];

/**
 * The state of one evening of a space (docs/hire.md#the-calendar), in this order:
 * - 'nicht-buchbar': the space is inactive, or the day is today or past (an evening needs a day's
 *   preparation), and nothing holds it;
 * - 'belegt': an accepted or confirmed hire holds it (even on a day closed since: the hire's own
 *   'Geschlossene Gesellschaft' is such a closure);
 * - 'nicht-buchbar': not one of the space's weekdays, a closed day (a closure or a 'closed' event),
 *   or a quiz or karaoke night unless the space is hired on those;
 * - 'angefragt': a new or offered inquiry is open for it; the evening can still be asked for;
 * - 'frei' otherwise.
 */
export function hireDayState(date: string, input: HireCalendarInput): DayState {
  const { space, today, closures, events, inquiries } = input;
  if (!space.active || date <= today) return 'nicht-buchbar';
  const statuses = inquiries.filter((i) => i.date === date).map((i) => i.status);
  if (statuses.some((s) => holdingStatuses.includes(s))) return 'belegt';
  const event = eventOn(date, events);
  if (
    !space.weekdays.includes(isoWeekdayOf(date)) ||
    closures.some((c) => c.date === date) ||
    event?.type === 'closed' ||
    (!space.onEventNights && event !== undefined && eventNightTypes.includes(event.type))
  ) {
    return 'nicht-buchbar';
  }
  return statuses.some((s) => pendingStatuses.includes(s)) ? 'angefragt' : 'frei';
}

/** Every day of a month with its state, as `GET /api/hire/calendar` answers (`month` 1–12). */
export function hireMonth(year: number, month: number, input: HireCalendarInput): { date: string; state: DayState }[] {
  const first = toDay(year, month, 1);
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => {
    const date = addDays(first, i);
    return { date, state: hireDayState(date, input) };
  });
}
