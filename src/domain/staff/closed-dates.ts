import { isSingleLineText, textMessages } from '../text';
import { z } from '../zod';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!day.test(value)) return false;
  const d = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const calendarDay = z.string().refine(isCalendarDay, 'Ungültiges Datum.');

/** Body of `POST /api/admin/closed-dates`: a day (today or later, checked by the API) and an optional reason. */
export const newClosedDate = z.object({
  date: z.string({ error: 'Bitte ein Datum wählen.' }).refine(isCalendarDay, 'Bitte ein gültiges Datum wählen.'),
  reason: z
    .string()
    .trim()
    .max(200, 'Der Grund darf höchstens 200 Zeichen lang sein.')
    .refine(isSingleLineText, textMessages.controlCharacters)
    .optional()
    .transform((v) => v || null),
});

export const closedDateText = {
  past: 'Vergangene Tage können nicht geschlossen werden.',
  notFound: 'Dieser Tag ist nicht als geschlossen eingetragen.',
} as const;
