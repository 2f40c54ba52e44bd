import { sql } from 'kysely';
import { beforeEach } from 'vitest';
import { solvedProof } from '../helpers/api';
import type { TestDatabaseFactory } from '../helpers/databases';
import { useTestApi } from '../helpers/test-api';
import { clearBookings, guest, postJson } from './booking-helpers';

/** The evening the waitlist tests wait for. */
export const friday = guest.date;

/**
 * A waitlist test file's set-up on one kind of database: a migrated database, the API on a clock
 * the tests set (`q.setNow` moves the database's too), and before each test no bookings or entries.
 */
export function useWaitlist(factory: TestDatabaseFactory) {
  let joined = 0;
  const q = Object.assign(useTestApi(factory), {
    /** Joins Friday's list for 20:00–21:00 with 4 guests unless told otherwise. */
    async join(over: Record<string, unknown> = {}) {
      joined++;
      return postJson(q.api, '/api/waitlist', {
        date: friday,
        from: '20:00',
        until: '21:00',
        guestCount: 4,
        customerName: `Wartende ${joined}`,
        customerEmail: `warte${joined}@example.org`,
        altcha: await solvedProof(q.api),
        ...over,
      });
    },
    /** Every table of the plan taken on Friday evening, but those named. */
    async fillEvening(free: number[] = []) {
      await sql`
        insert into public.reservations (date, start_time, end_time, starts_at, ends_at, buffer_start, buffer_end,
          table_ids, table_capacity, guest_count, customer_name, source)
        select ${friday}::date, '19:30', '23:59', '2026-11-27T18:30:00Z', '2026-11-27T22:59:00Z',
               '2026-11-27T18:00:00Z', '2026-11-27T23:29:00Z', array[t], 4, 2, 'Stammtisch ' || t, 'telefon'
        from generate_series(1, 15) t where t <> all (${free}::integer[])`.execute(q.test.db.kysely);
    },
    entries() {
      return q.test.db.kysely
        .selectFrom('waitlist_entries')
        .select(['customer_name', 'status'])
        .orderBy('created_at')
        .execute();
    },
    holds() {
      return q.test.db.kysely
        .selectFrom('reservations')
        .select(['table_ids', 'start_time', 'hold_expires_at', 'customer_name'])
        .where('status', '=', 'held')
        .execute();
    },
    /** The offer link's secret in the newest offer mail to `name`. */
    async offerToken(name: string) {
      const mail = await q.test.db.kysely
        .selectFrom('mail_outbox')
        .select('payload')
        .where('kind', '=', 'waitlist-offer')
        .where(sql<boolean>`payload ->> 'customerName' = ${name}`)
        .executeTakeFirstOrThrow();
      return (mail.payload as { offerToken: string }).offerToken;
    },
  });

  beforeEach(async () => {
    joined = 0;
    await clearBookings(q.test.db);
    await q.test.db.kysely.deleteFrom('waitlist_entries').execute();
  });
  return q;
}
