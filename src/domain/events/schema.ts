import { z } from '../zod';

export const eventTypes = ['live-music', 'halloween', 'special', 'closed', 'quiz', 'karaoke'] as const;
export type EventType = (typeof eventTypes)[number];

export const dateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

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
});

export type CalendarEvent = z.infer<typeof calendarEvent>;
