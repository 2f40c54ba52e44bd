import { sql } from 'kysely';
import { type BookingRules, rulesFromRow } from '../../domain/booking/rules';
import { type BookingRequest, type GuestDetailName, guestDetailNames } from '../../domain/booking/schemas';
import type { Schedule } from '../../domain/schedule/week';
import { namedArgs } from '../db/named-args';
import { guestDetailColumns } from '../db/schema';
import { type GuestBooking, guestBooking } from '../mail/payload';
import type { Tx } from '../request-db';

/** Booking data as the `anon` role may see it: only through the security definer functions. */

export async function loadRules(tx: Tx): Promise<BookingRules> {
  const { rows } = await sql<Parameters<typeof rulesFromRow>[0]>`select * from public.booking_rules()`.execute(tx);
  if (!rows[0]) throw new Error('business_settings has no row');
  return rulesFromRow(rows[0]);
}

/** A table of the deployed plan (read from the JSON, without parsing the whole plan). */
export async function findDeployedTable(
  tx: Tx,
  tableId: number,
): Promise<{ id: number; capacity: number } | undefined> {
  const { rows } = await sql<{ capacity: number }>`
    select (e ->> 'capacity')::integer as capacity
    from public.table_plans p
    cross join lateral jsonb_each(p.config -> 'areas') a
    cross join lateral jsonb_array_elements(a.value -> 'elements') e
    where p.name = 'deployed' and e ->> 'type' = 'table' and e ->> 'id' = ${String(tableId)}
    limit 1`.execute(tx);
  return rows[0] ? { id: tableId, capacity: rows[0].capacity } : undefined;
}

/** The week and the dated exceptions from `from` to `to`, as guests may read them. */
export async function loadSchedule(tx: Tx, from: string, to: string): Promise<Schedule> {
  const { rows } = await sql<{ s: Schedule }>`
    select public.booking_schedule(${from}::date, ${to}::date) as s`.execute(tx);
  if (!rows[0]) throw new Error('booking_schedule returned nothing');
  return rows[0].s;
}

export interface BlockedRow {
  table_id: number;
  starts_at: Date;
  ends_at: Date;
  buffer_start: Date;
  buffer_end: Date;
}

export async function blockedRanges(tx: Tx, date: string): Promise<BlockedRow[]> {
  const { rows } = await sql<BlockedRow>`select * from public.table_availability(${date}::date)`.execute(tx);
  return rows.map((r) => ({
    ...r,
    starts_at: new Date(r.starts_at),
    ends_at: new Date(r.ends_at),
    buffer_start: new Date(r.buffer_start),
    buffer_end: new Date(r.buffer_end),
  }));
}

/** The guest's optional details as the booking functions' arguments: `p_<column> => value or null`. */
export function detailArgs(details: Partial<Record<GuestDetailName, string | null>>) {
  return Object.fromEntries(
    guestDetailNames.map((name) => [`p_${guestDetailColumns[name]}`, sql`${details[name] ?? null}::text`]),
  );
}

/** `private.book_table()`: inserts the reservation and queues its two mails; throws its SQL errors. */
export async function insertReservation(tx: Tx, input: BookingRequest): Promise<GuestBooking> {
  const { rows } = await sql<{ r: unknown }>`
    select private.book_table(${namedArgs({
      p_date: sql`${input.date}::date`,
      p_start_time: sql`${input.startTime}::time`,
      p_end_time: sql`${input.endTime ?? null}::time`,
      p_table_id: sql`${input.tableId}::integer`,
      p_guest_count: sql`${input.guestCount}::integer`,
      p_customer_name: sql`${input.customerName}::text`,
      p_customer_email: sql`${input.customerEmail}::text`,
      ...detailArgs(input),
    })}) as r`.execute(tx);
  if (!rows[0]?.r) throw new Error('book_table returned nothing');
  return guestBooking.parse(rows[0].r);
}
