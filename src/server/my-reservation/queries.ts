import { type RawBuilder, sql } from 'kysely';
import type { MyReservation, MyReservationChange } from '../../domain/booking/manage';
import { namedArgs } from '../db/named-args';
import type { Tx } from '../request-db';

/** A guest function's answer: the booking as the guest's page shows it (supabase/schemas/34_guest_own_booking.sql). */
type Row = MyReservation & { tableId: number };

async function call(tx: Tx, query: RawBuilder<{ r: Row | null }>): Promise<MyReservation | undefined> {
  const { rows } = await query.execute(tx);
  const found = rows[0]?.r;
  if (!found) return undefined;
  const { tableId: _, ...reservation } = found;
  return reservation;
}

/** The booking a link's secret opens; undefined when it opens none. */
export function guestReservation(tx: Tx, token: string) {
  return call(tx, sql`select private.guest_reservation(${token}) as r`);
}

/** 'Ich komme'; the first confirmation's time is kept. Throws 22023 'started' from the start on. */
export function confirmByGuest(tx: Tx, token: string) {
  return call(tx, sql`select private.confirm_reservation_by_guest(${token}) as r`);
}

/** Deletes the booking and queues the venue's notice. Throws 22023 'started' from the start on. */
export function cancelByGuest(tx: Tx, token: string) {
  return call(tx, sql`select private.cancel_reservation_by_guest(${token}) as r`);
}

/**
 * The guest's change in one step (`private.change_reservation_by_guest()`): the booking as it is now
 * and whether anything changed (then the two mails are queued); undefined when the secret opens none.
 * Throws the booking's SQL errors (src/server/booking/refusals.ts) and 22023 'started'.
 */
export async function changeByGuest(
  tx: Tx,
  input: MyReservationChange,
): Promise<{ reservation: MyReservation; changed: boolean } | undefined> {
  const { rows } = await sql<{ r: (Row & { changed: boolean }) | null }>`
    select private.change_reservation_by_guest(${namedArgs({
      p_token: sql`${input.token}::text`,
      p_date: sql`${input.date}::date`,
      p_start_time: sql`${input.startTime}::time`,
      p_end_time: sql`${input.endTime ?? null}::time`,
      p_table_ids: sql`${input.tableIds}::integer[]`,
      p_guest_count: sql`${input.guestCount}::integer`,
    })}) as r`.execute(tx);
  const found = rows[0]?.r;
  if (!found) return undefined;
  const { tableId: _, changed, ...reservation } = found;
  return { reservation, changed };
}
