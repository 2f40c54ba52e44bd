import { clockPattern, isCalendarDay } from '../calendar';
import type { TeamLimits } from '../quiz/team-limits';
import { isSingleLineText, textMessages } from '../text';
import { z } from '../zod';
import { type IsoWeekday, isoWeekdays } from './week';

/** German texts of the week's API and the staff's week table. */
export const scheduleText = {
  clock: 'Bitte eine Uhrzeit im Format HH:MM angeben.',
  bothTimes: 'Bitte Beginn und Ende angeben oder beide leer lassen.',
  sameTimes: 'Beginn und Ende dürfen nicht gleich sein.',
  slotMinutes: 'Der Takt muss 15, 30 oder 60 Minuten betragen.',
  week: 'Die Woche braucht genau einen Eintrag je Wochentag.',
  reasonLength: 'Der Text darf höchstens 200 Zeichen lang sein.',
  date: 'Bitte ein gültiges Datum wählen.',
  affected:
    'Diese Änderung betrifft bestehende Reservierungen. Bitte wählen Sie, ob sie bestehen bleiben oder storniert werden.',
  exceptionPast: 'Vergangene Tage können nicht geschlossen werden.',
  exceptionNotFound: 'Dieser Tag ist nicht als geschlossen eingetragen.',
  teams: 'Teams höchstens 1 bis 100, Spieler pro Team 1 bis 20 (von nicht größer als bis).',
} as const;

/** A calendar day in a path or query (`YYYY-MM-DD`). */
export const calendarDay = z.string().refine(isCalendarDay, 'Ungültiges Datum.');

const clock = z.string().regex(clockPattern, scheduleText.clock);
const optionalClock = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(clock.nullable());

const teamNumber = (min: number, max: number) =>
  z
    .number({ error: scheduleText.teams })
    .int(scheduleText.teams)
    .min(min, scheduleText.teams)
    .max(max, scheduleText.teams);

/** A team night's limits (docs/quiz.md#team-nights); absent or null: no team night. */
const teamLimitsInput = z
  .object({ maxTeams: teamNumber(1, 100), minPlayers: teamNumber(1, 20), maxPlayers: teamNumber(1, 20) })
  .refine((t) => t.minPlayers <= t.maxPlayers, { message: scheduleText.teams, path: ['maxPlayers'] })
  .nullish()
  .transform((t): TeamLimits | null => t ?? null);

/** The fields of a day's rule; `from`/`until` both or neither, and never equal. */
const dayPlanFields = {
  bookable: z.boolean(),
  reason: z
    .string()
    .trim()
    .max(200, scheduleText.reasonLength)
    .refine(isSingleLineText, textMessages.controlCharacters)
    .nullish()
    .transform((v) => v || null),
  whatsapp: z.boolean().default(false),
  from: optionalClock,
  until: optionalClock,
  teams: teamLimitsInput,
};

/** A team night takes team sign-ups instead of table bookings and WhatsApp: those two go off with it. */
const teamNightRule = <T extends { bookable: boolean; whatsapp: boolean; teams: TeamLimits | null }>(d: T): T =>
  d.teams ? { ...d, bookable: false, whatsapp: false } : d;

const timesPaired = <T extends { from: string | null; until: string | null }>(d: T, ctx: z.RefinementCtx) => {
  if ((d.from === null) !== (d.until === null)) {
    ctx.addIssue({ code: 'custom', path: [d.from === null ? 'from' : 'until'], message: scheduleText.bothTimes });
  } else if (d.from !== null && d.from === d.until) {
    ctx.addIssue({ code: 'custom', path: ['until'], message: scheduleText.sameTimes });
  }
};

/** What staff answer when a change would strand future reservations (HTTP 409 before). */
export const confirmChoice = z.enum(['keep', 'cancel']);
export type ConfirmChoice = z.infer<typeof confirmChoice>;

export const weekDayInput = z
  .object({
    weekday: z
      .number()
      .int()
      .min(1, scheduleText.week)
      .max(7, scheduleText.week)
      .transform((w) => w as IsoWeekday),
    ...dayPlanFields,
  })
  .superRefine(timesPaired)
  .transform(teamNightRule);

/** Body of `PUT /api/admin/schedule` (the shape `GET` answers; other fields are ignored). */
export const scheduleUpdate = z.object({
  days: z
    .array(weekDayInput)
    .length(7, scheduleText.week)
    .refine((days) => isoWeekdays.every((w) => days.some((d) => d.weekday === w)), scheduleText.week)
    .transform((days) => [...days].sort((a, b) => a.weekday - b.weekday)),
  slotMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)], { error: scheduleText.slotMinutes }),
  defaultEndTime: clock,
  confirm: confirmChoice.optional(),
});
export type ScheduleUpdate = z.infer<typeof scheduleUpdate>;

/**
 * Body of `POST /api/admin/closed-dates`: a dated exception. Without `bookable` (or false) the day
 * is closed; `bookable: true` opens a day its weekday keeps closed.
 */
export const exceptionUpdate = z
  .object({
    date: z.string({ error: scheduleText.date }).refine(isCalendarDay, scheduleText.date),
    ...dayPlanFields,
    bookable: z.boolean().default(false),
    confirm: confirmChoice.optional(),
  })
  .superRefine(timesPaired)
  .transform(teamNightRule);
export type ExceptionUpdate = z.infer<typeof exceptionUpdate>;
