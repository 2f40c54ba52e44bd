import { clockPattern, isCalendarDay } from '../calendar';
import { weekdays } from '../venue/schema';
import { blankIsAbsent, z } from '../zod';

export const eventTypes = ['live-music', 'halloween', 'special', 'closed', 'quiz', 'karaoke'] as const;
export type EventType = (typeof eventTypes)[number];

/**
 * The types an editor may give an event. A closed day is not an event of the content: the owner
 * closes it in the staff area, where it closes online booking too and shows in the calendar at once
 * (src/domain/events/closures.ts).
 */
export const contentEventTypes = eventTypes.filter((t): t is Exclude<EventType, 'closed'> => t !== 'closed');

/** Why the build refuses an event file of type `closed`. */
export const closedEventMessage =
  'Geschlossene Tage trägt die Inhaberin oder der Inhaber im Mitarbeiterbereich ein (Tischreservierungen → Einstellungen → Besondere Tage); sie schließen dort auch die Online-Reservierung und stehen sofort im Kalender.';

export const dateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** German name of each type, as guests read it in the calendar and on an event's page. */
export const typeLabels: Record<EventType, string> = {
  quiz: 'Pub Quiz',
  karaoke: 'Karaoke',
  'live-music': 'Live-Musik',
  special: 'Special',
  halloween: 'Halloween',
  closed: 'Geschlossen',
};

/** The icon an event shows when its file names none. */
export const defaultIcons: Record<EventType, string> = {
  'live-music': '🎸',
  halloween: '🎃',
  special: '⭐',
  closed: '🔒',
  quiz: '🧠',
  karaoke: '🎤',
};

/** One event of the Irish pub's calendar (docs/data.md#not-in-the-database "Calendar event"). */
export const calendarEvent = z.object({
  date: dateKey,
  name: z.string().min(1),
  type: z.enum(eventTypes),
  icon: z.string().min(1),
  /** Start time "HH:MM" (local Berlin time); absent for all-day entries such as closed days. */
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
  details: z.string().optional(),
  note: z.string().optional(),
  /** Path of the event's own page, e.g. `/veranstaltungen/2026-12-05-the-black-velvet-band`; fixed events only. */
  page: z.string().startsWith('/veranstaltungen/').optional(),
});

export type CalendarEvent = z.infer<typeof calendarEvent>;

/**
 * A calendar day in a content file, `YYYY-MM-DD`. Keystatic writes dates unquoted, which YAML
 * reads as a JavaScript date; that is turned back into the day. Event files are read with dates as
 * written (see `eventFile`), so there a day that does not exist is caught too.
 */
export const contentDay = z.preprocess(
  (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
  z.string({ error: 'Datum fehlt (JJJJ-MM-TT)' }).refine(isCalendarDay, 'Dieses Datum gibt es nicht (JJJJ-MM-TT)'),
);

/** An event's start, `HH:MM`. */
const eventTime = z.string().regex(clockPattern, 'Uhrzeit als HH:MM');

/**
 * The frontmatter of an event file (src/content/events/*.md); the Markdown body is the details.
 * The date is read as written, quoted or not (src/site/event-files.mjs), so a day that does not
 * exist is refused here instead of rolling over into the next month.
 */
export const eventFile = z.object({
  name: z.string().trim().min(1, 'Name fehlt'),
  date: contentDay,
  time: blankIsAbsent(eventTime),
  type: z
    .enum(eventTypes, { error: `Typ muss einer von ${contentEventTypes.join(', ')} sein` })
    .refine((t) => t !== 'closed', closedEventMessage),
  icon: blankIsAbsent(z.string()),
  note: blankIsAbsent(z.string()),
});
export type EventFile = z.infer<typeof eventFile>;

/**
 * A weekly event of the Irish pub (quiz on Tuesdays, karaoke on Thursdays; src/content/irish.yaml
 * `weekly`): on its weekday from `from` on, without end. A fixed event on the same day replaces it.
 */
export const weeklyEvent = z.object({
  weekday: z.enum(weekdays),
  from: contentDay,
  name: z.string().trim().min(1),
  type: z.enum(eventTypes).refine((t) => t !== 'closed', closedEventMessage),
  icon: z.string().min(1),
  time: eventTime,
  details: blankIsAbsent(z.string()),
  note: blankIsAbsent(z.string()),
});
export type WeeklyEvent = z.infer<typeof weeklyEvent>;
