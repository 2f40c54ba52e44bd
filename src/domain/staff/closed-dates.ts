import { isCalendarDay } from '../calendar';
import { isSingleLineText, textMessages } from '../text';
import { z } from '../zod';

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
