import { type GuestDetailName, guestDetailNames } from '../../domain/booking/schemas';
import { z } from '../../domain/zod';

/**
 * A reservation as `public.reservation_mail_data()` writes it (supabase/schemas/30_reservations.sql):
 * the one shape of a reservation in outbox payloads and in the answers of the booking functions.
 * `tests/integration/mail-payload.test.ts` holds the SQL writer and this schema to the same keys.
 */
export const reservationData = z.object({
  id: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  bufferStart: z.string(),
  bufferEnd: z.string(),
  /** The first table; `tableIds` names all. */
  tableId: z.number(),
  // Mails queued before combined tables name `tableId` alone.
  tableIds: z.array(z.number()).optional(),
  tableCapacity: z.number(),
  guestCount: z.number(),
  // Walk-ins have no name; staff bookings may have no address.
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  ...(Object.fromEntries(guestDetailNames.map((name) => [name, z.string().nullable()])) as Record<
    GuestDetailName,
    z.ZodNullable<z.ZodString>
  >),
  sequence: z.number().default(0),
  createdAt: z.string(),
});
export type ReservationData = z.infer<typeof reservationData>;

/**
 * What an outbox row's `payload` holds: the reservation, plus the link's secret (`cancelToken` in
 * the confirmation, `manageToken` in a reminder and in the guest's own change) or the booking as it
 * was (the change mails; `byGuest` when the guest changed it online).
 */
export const outboxPayload = reservationData.extend({
  cancelToken: z.string().optional(),
  manageToken: z.string().optional(),
  /** The waitlist offer's secret and the end of its hold. */
  offerToken: z.string().optional(),
  expiresAt: z.string().optional(),
  byGuest: z.boolean().optional(),
  previous: z
    .object({
      date: z.string(),
      startTime: z.string(),
      tableIds: z.array(z.number()),
      guestCount: z.number().optional(),
    })
    .optional(),
});
export type OutboxPayload = z.infer<typeof outboxPayload>;

/** What `private.book_table()` answers: a guest's booking always has a name and an address. */
export const guestBooking = reservationData.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  cancelToken: z.string(),
});
export type GuestBooking = z.infer<typeof guestBooking>;
