import { sql } from 'kysely';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, postgresFactoryFromEnv, type TestDatabase } from '../helpers/databases';
import { book, clearBookings, guest } from './booking-helpers';

describe.each(databaseFactories)('concurrent bookings on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: () => new Date('2026-11-21T12:00:00Z') });
  });
  afterAll(() => test.dispose());

  // One round rarely shows a race: on Postgres, repeated rounds give concurrent bookings more
  // chances to meet (the deterministic check of the queue is the test below).
  const rounds = factory.kind === 'postgres' ? 20 : 3;

  it(`50 simultaneous bookings of one table and slot, ${rounds} times: one 201, 49 × 409, one row`, async () => {
    for (let round = 0; round < rounds; round++) {
      await clearBookings(test.db);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => book(api, { customerName: `Gast ${i}` })),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      const refused = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
      expect(new Set(refused.map((b) => b.error))).toEqual(
        new Set(['Tisch 5 ist bereits von 20:00 bis 23:00 reserviert']),
      );
      const rows = await test.db.kysely.selectFrom('reservations').select(['table_ids', 'start_time']).execute();
      expect(rows).toEqual([{ table_ids: [5], start_time: '20:00:00' }]);
      const mails = await test.db.kysely.selectFrom('mail_outbox').select('kind').execute();
      expect(mails).toHaveLength(2);
    }
  });

  it('50 simultaneous overlapping bookings of different lengths still leave one row per table', async () => {
    await clearBookings(test.db);
    const starts = ['19:30', '20:00', '20:30', '21:00', '21:30'];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(api, { tableId: 7, guestCount: 4, startTime: starts[i % starts.length], endTime: '23:30' }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const rows = await test.db.kysely
      .selectFrom('reservations')
      .select('id')
      .where(sql<boolean>`7 = any(table_ids)`)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe.skipIf(!postgresFactoryFromEnv)('book_table() queues bookings of one table', () => {
  let test: TestDatabase;
  let first: postgres.Sql;
  let second: postgres.Sql;
  beforeAll(async () => {
    test = await createMigrated(postgresFactoryFromEnv as NonNullable<typeof postgresFactoryFromEnv>);
    first = postgres(test.url as string, { max: 1, onnotice: () => {} });
    second = postgres(test.url as string, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await Promise.all([first.end(), second.end()]);
    await test.dispose();
  });

  type Client = postgres.Sql | postgres.TransactionSql;
  let guests = 0;
  // Each call as another guest: one address's bookings of a day queue on a lock of their own.
  const call = (db: Client, tableId: number) =>
    db`select private.book_table(${guest.date}::date, '20:00'::time, null, ${tableId}, 3, 'Gast', ${`gast${++guests}@example.org`})`;

  it('a second booking of the table waits for the first to commit, then is refused as taken', async () => {
    await clearBookings(test.db);
    let secondCall: Promise<string | undefined> | undefined;
    await first.begin(async (tx) => {
      await call(tx, 5);
      secondCall = call(second, 5).then(
        () => 'booked',
        (error: { code?: string }) => error.code,
      );
      // It waits on the table's advisory lock, holding no index entry that the first could meet.
      await expect.poll(() => waitingOn(tx), { timeout: 5000 }).toEqual(['advisory']);
    });
    expect(await secondCall).toBe('23P01');
  });

  async function waitingOn(tx: Client): Promise<string[]> {
    const rows = await tx<{ locktype: string }[]>`
      select l.locktype from pg_locks l
      join pg_stat_activity a on a.pid = l.pid
      where not l.granted and a.datname = current_database()`;
    return rows.map((r) => r.locktype);
  }

  it('bookings of different tables do not wait for each other', async () => {
    await clearBookings(test.db);
    await first.begin(async (tx) => {
      await call(tx, 5);
      const rows = await call(second, 1);
      expect(rows[0]?.book_table.tableId).toBe(1);
    });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from reservations`.execute(test.db.kysely);
    expect(rows[0]?.n).toBe(2);
  });
});

describe.skipIf(!postgresFactoryFromEnv)('a change of the week and a booking never cross', () => {
  let test: TestDatabase;
  let staff: postgres.Sql;
  let guestDb: postgres.Sql;
  beforeAll(async () => {
    test = await createMigrated(postgresFactoryFromEnv as NonNullable<typeof postgresFactoryFromEnv>);
    staff = postgres(test.url as string, { max: 1, onnotice: () => {} });
    guestDb = postgres(test.url as string, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await Promise.all([staff.end(), guestDb.end()]);
    await test.dispose();
  });

  it('a booking waits while staff change the week, then sees the new week', async () => {
    await clearBookings(test.db);
    let booking: Promise<string | undefined> | undefined;
    await staff.begin(async (tx) => {
      // What the schedule API does first (src/server/schedule/queries.ts lockSchedule).
      await tx`select pg_advisory_xact_lock(private.lock_key('week'), 0)`;
      booking =
        guestDb`select private.book_table(${guest.date}::date, '20:00'::time, null, 5, 3, 'Gast', 'gast@example.org')`.then(
          () => 'booked',
          (error: { message?: string }) => error.message,
        );
      await expect
        .poll(
          async () =>
            (await tx`select count(*)::int as n from pg_locks where not granted and locktype = 'advisory'`)[0]?.n,
        )
        .toBe(1);
      await tx`update public.booking_week set bookable = false, reason = 'Betriebsferien' where weekday = 5`;
    });
    expect(await booking).toBe('closed-day');
    await sql`update public.booking_week set bookable = true, reason = null where weekday = 5`.execute(test.db.kysely);
  });
});
