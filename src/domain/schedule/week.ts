import { addDays, endAfter, toMinutes, weekdayOf } from '../calendar';
import type { TeamLimits } from '../quiz/team-limits';

/** ISO weekday: 1 Monday … 7 Sunday (as Postgres' `isodow`). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const isoWeekdays: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/** German short names by ISO weekday, as the week table and the hours line write them. */
export const weekdayShort: Record<IsoWeekday, string> = {
  1: 'Mo',
  2: 'Di',
  3: 'Mi',
  4: 'Do',
  5: 'Fr',
  6: 'Sa',
  7: 'So',
};

/** German names by ISO weekday. */
export const weekdayLong: Record<IsoWeekday, string> = {
  1: 'Montag',
  2: 'Dienstag',
  3: 'Mittwoch',
  4: 'Donnerstag',
  5: 'Freitag',
  6: 'Samstag',
  7: 'Sonntag',
};

/**
 * How one day is run for online bookings (docs/booking.md#bookable-days). `reason` is the text guests
 * see that day; `whatsapp` sends guests to the WhatsApp sign-up instead (the quiz night);
 * `from`/`until` (`HH:MM`, both or neither) replace the settings' opening window that day;
 * `teams` makes the day a team night (docs/quiz.md#team-nights), never bookable online nor WhatsApp.
 */
export interface DayPlan {
  bookable: boolean;
  reason: string | null;
  whatsapp: boolean;
  from: string | null;
  until: string | null;
  /** Absent or null: no team night. */
  teams?: TeamLimits | null;
}

/** The rule of one weekday (`public.booking_week`). */
export interface WeekDay extends DayPlan {
  weekday: IsoWeekday;
}

/** A dated exception that replaces its weekday's rule (`public.schedule_exceptions`). */
export interface DayException extends DayPlan {
  date: string;
}

/** The week and the exceptions of a span of days, as `public.booking_schedule()` answers them. */
export interface Schedule {
  /** Seven entries, one per ISO weekday, in weekday order. */
  days: readonly WeekDay[];
  exceptions: readonly DayException[];
}

/** The opening window of the business settings, used where a day names no times of its own. */
export interface OpeningHours {
  openTime: string;
  closeTime: string;
}

/** One calendar day as the booking rules see it. */
export interface DaySchedule {
  date: string;
  bookable: boolean;
  reason: string | null;
  whatsapp: boolean;
  /** The team night's limits, null on other days. */
  teams: TeamLimits | null;
  openTime: string;
  closeTime: string;
  /** The day follows a dated exception, not its weekday. */
  exception: boolean;
}

/**
 * The week of a new database: Friday to Monday bookable; Tuesday quiz (WhatsApp sign-up),
 * Wednesday rest day, Thursday karaoke. The seed of `public.booking_week` holds the same rows;
 * tests/integration/defaults.test.ts fails when the two differ.
 */
export const defaultWeek: readonly WeekDay[] = isoWeekdays.map((weekday) => ({
  weekday,
  bookable: weekday === 1 || weekday >= 5,
  reason:
    weekday === 2
      ? 'Quiz-Abend – Anmeldung nur über WhatsApp'
      : weekday === 3
        ? 'Ruhetag'
        : weekday === 4
          ? 'Karaoke-Abend – keine Reservierung nötig'
          : null,
  whatsapp: weekday === 2,
  from: null,
  until: null,
  teams: null,
}));

/** ISO weekday of a calendar day. */
export function isoWeekdayOf(day: string): IsoWeekday {
  return (weekdayOf(day) || 7) as IsoWeekday;
}

/**
 * The rule of `day`: its dated exception if there is one, else its weekday's; times fall back
 * from the exception to the weekday to the settings. `private.day_plan()` resolves the same way;
 * tests/integration/schedule-agreement.test.ts runs both over two years.
 */
export function resolveDay(day: string, schedule: Schedule, hours: OpeningHours): DaySchedule {
  const weekday = isoWeekdayOf(day);
  const week = schedule.days.find((d) => d.weekday === weekday);
  if (!week) throw new Error(`schedule has no weekday ${weekday}`);
  const exception = schedule.exceptions.find((e) => e.date === day);
  const rule = exception ?? week;
  return {
    date: day,
    bookable: rule.bookable,
    reason: rule.reason,
    whatsapp: rule.whatsapp,
    teams: rule.teams ?? null,
    openTime: exception?.from ?? week.from ?? hours.openTime,
    closeTime: exception?.until ?? week.until ?? hours.closeTime,
    exception: exception !== undefined,
  };
}

/** The first bookable day after `day` up to `last` (inclusive), or null when there is none. */
export function nextBookableDay(day: string, last: string, schedule: Schedule, hours: OpeningHours): string | null {
  for (let d = addDays(day, 1); d <= last; d = addDays(d, 1)) {
    if (resolveDay(d, schedule, hours).bookable) return d;
  }
  return null;
}

/** Opening window of a day in minutes after its midnight; closing at or before opening is after midnight. */
export function dayWindow(times: OpeningHours): { open: number; close: number } {
  const open = toMinutes(times.openTime) ?? 0;
  return { open, close: endAfter(open, toMinutes(times.closeTime) ?? 0) };
}

/**
 * Every day open with the rules' own times: for checks of a day already known to be open, whose
 * rules already carry that day's window (the booking form, which opens only on open days).
 */
export const everyDayOpen: Schedule = {
  days: isoWeekdays.map((weekday) => ({
    weekday,
    bookable: true,
    reason: null,
    whatsapp: false,
    from: null,
    until: null,
    teams: null,
  })),
  exceptions: [],
};
