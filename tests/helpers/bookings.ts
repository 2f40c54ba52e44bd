import { sql } from 'kysely';
import type { AppDatabase } from '../../src/server/db/database';
import { namedArgs } from '../../src/server/db/named-args';
import { anonymous, asRole } from '../../src/server/request-db';

export interface TestBooking {
  date: string;
  startTime: string;
  endTime?: string;
  tableId: number;
  guestCount: number;
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string | null;
  specialRequests?: string | null;
}

let guestCounter = 0;

/**
 * Books a table the way guests do (`private.book_table()` as `anon`); returns the reservation id.
 * Without an e-mail each booking gets its own address (one address may hold 2 bookings a day).
 */
export async function bookAsGuest(db: AppDatabase, b: TestBooking): Promise<string> {
  const result = await asRole(db, anonymous, (tx) =>
    sql<{ r: { id: string } }>`select private.book_table(${namedArgs({
      p_date: sql`${b.date}::date`,
      p_start_time: sql`${b.startTime}::time`,
      p_end_time: sql`${b.endTime ?? '23:00'}::time`,
      p_table_id: sql`${b.tableId}::integer`,
      p_guest_count: sql`${b.guestCount}::integer`,
      p_customer_name: sql`${b.customerName ?? 'Mara Gast'}::text`,
      p_customer_email: sql`${b.customerEmail ?? `mara+${++guestCounter}@example.org`}::text`,
      p_customer_phone: sql`${b.customerPhone ?? null}::text`,
      p_special_requests: sql`${b.specialRequests ?? null}::text`,
    })}) as r`.execute(tx),
  );
  const id = result.rows[0]?.r.id;
  if (!id) throw new Error('booking failed');
  return id;
}

/**
 * Writes `count` reservations straight into the table, each at a table of its own (ids from
 * `firstTable`), starting between `from` and `from + spreadHours`, made at `madeAt`: many bookings at
 * once for the reminder job, without the booking rules (a plan with that many tables).
 */
export async function insertBookings(
  db: AppDatabase,
  {
    count,
    from,
    spreadHours = 23,
    madeAt,
    firstTable = 1,
  }: {
    count: number;
    from: Date;
    spreadHours?: number;
    madeAt: Date;
    firstTable?: number;
  },
): Promise<void> {
  await sql`
    insert into public.reservations (
      date, start_time, end_time, starts_at, ends_at, buffer_start, buffer_end, table_ids, table_capacity,
      guest_count, customer_name, customer_email, source, created_at)
    select (s at time zone 'Europe/Berlin')::date, (s at time zone 'Europe/Berlin')::time,
           ((s + interval '2 hours') at time zone 'Europe/Berlin')::time, s, s + interval '2 hours',
           s - interval '30 minutes', s + interval '150 minutes', array[${firstTable}::integer + i], 4, 2,
           'Gast ' || i, 'gast' || i || '@example.org', 'telefon', ${madeAt}::timestamptz
    from generate_series(0, ${count}::integer - 1) i,
         lateral (select ${from}::timestamptz + make_interval(mins => (i * 60 * ${spreadHours}::integer / ${count}::integer)) as s) t`.execute(
    db.kysely,
  );
}
