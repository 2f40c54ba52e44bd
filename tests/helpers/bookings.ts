import { sql } from 'kysely';
import type { AppDatabase } from '../../src/server/db/database';
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
    sql<{ r: { id: string } }>`select private.book_table(
      ${b.date}::date, ${b.startTime}::time, ${b.endTime ?? '23:00'}::time, ${b.tableId}, ${b.guestCount},
      ${b.customerName ?? 'Mara Gast'}, ${b.customerEmail ?? `mara+${++guestCounter}@example.org`},
      ${b.customerPhone ?? null}, ${b.specialRequests ?? null}) as r`.execute(tx),
  );
  const id = result.rows[0]?.r.id;
  if (!id) throw new Error('booking failed');
  return id;
}
