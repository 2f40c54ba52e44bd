import { isMultiLineText, isSingleLineText, textMessages } from '../text';
import { z } from '../zod';

/** The German texts of the order list (docs/messages.md#order-list "Admin orders"). */
export const orderMessages = {
  textRequired: 'Bitte geben Sie einen Artikel ein.',
  textTooLong: 'Der Artikel darf höchstens 200 Zeichen lang sein.',
  notesTooLong: 'Die Notizen dürfen höchstens 1000 Zeichen lang sein.',
  addFailed: 'Fehler beim Hinzufügen des Artikels',
  deleteFailed: 'Fehler beim Löschen des Artikels',
  notesFailed: 'Fehler beim Speichern der Notizen',
  notFound: 'Artikel nicht gefunden.',
  empty: 'Noch keine Artikel auf der Bestellliste',
} as const;

/** Every item is recorded as created by this fixed name (docs/data.md#tables "createdBy"). */
export const orderCreatedBy = 'Mitarbeiter';

const notes = z.string().max(1000, orderMessages.notesTooLong).refine(isMultiLineText, textMessages.controlCharacters);

/** Body of `POST /api/orders`: the text is required after trimming. */
export const newOrderItem = z.object({
  text: z
    .string({ error: orderMessages.textRequired })
    .trim()
    .min(1, orderMessages.textRequired)
    .max(200, orderMessages.textTooLong)
    .refine(isSingleLineText, textMessages.controlCharacters),
  notes: notes.trim().default(''),
});

/** Body of `PATCH /api/orders/:id`. */
export const orderNotes = z.object({ notes: notes.trim() });

/** An order item as the API returns it. */
export const orderItem = z.object({
  id: z.string(),
  text: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string().nullable(),
});

export type OrderItem = z.infer<typeof orderItem>;
