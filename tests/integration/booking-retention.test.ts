import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/postgres';
import { purgeExpiredBookings, runHourlyJobs } from '../../src/server/jobs/hourly';
import { startClockJobs } from '../../src/server/jobs/start';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { book, clearBookings } from './booking-helpers';

describe.each(databaseFactories)('retention on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());

  const count = async () => ({
    reservations: (await test.db.kysely.selectFrom('reservations').select('id').execute()).length,
    mails: (await test.db.kysely.selectFrom('mail_outbox').select('id').execute()).length,
  });

  it('deletes reservations and their mails 23 hours after the end, before the promised 24 hours', async () => {
    const api = testApi(test.db, { now: () => new Date('2026-11-21T12:00:00Z') });
    expect((await book(api, { startTime: '23:30', endTime: '00:00' })).status).toBe(201); // ends 2026-11-27T23:00Z
    expect((await book(api, { date: '2026-11-28' })).status).toBe(201);
    expect(await count()).toEqual({ reservations: 2, mails: 4 });

    expect(await purgeExpiredBookings(test.db, new Date('2026-11-28T21:59:00Z'))).toEqual({
      reservations: 0,
      mails: 0,
    });
    expect(await purgeExpiredBookings(test.db, new Date('2026-11-28T22:00:00Z'))).toEqual({
      reservations: 1,
      mails: 2,
    });
    expect(await count()).toEqual({ reservations: 1, mails: 2 });
  });

  it('deletes each row once with two runners of the hourly jobs at the same hour', async () => {
    await clearBookings(test.db);
    const api = testApi(test.db, { now: () => new Date('2026-11-21T12:00:00Z') });
    for (const date of ['2026-11-27', '2026-11-28'])
      for (const [startTime, endTime] of [
        ['19:30', '21:00'],
        ['23:30', '00:00'],
      ]) {
        const customerEmail = `gast-${startTime?.slice(0, 2)}-${date}@example.org`;
        const res = await book(api, { date, startTime, endTime, customerEmail });
        expect(res.status, await res.text()).toBe(201);
      }
    const second = test.url ? openPostgres(test.url, { max: 2 }) : test.db;
    try {
      const at = new Date('2026-12-31T12:00:00Z');
      const runs = await Promise.all([runHourlyJobs(test.db, at), runHourlyJobs(second, at)]);
      const bookings = runs.map((r) => r.find((j) => j.job === 'bookings'));
      // Four reservations and their eight mails, each deleted by exactly one of the two runners.
      expect((bookings[0]?.deleted ?? 0) + (bookings[1]?.deleted ?? 0)).toBe(12);
      expect(runs.flat().filter((j) => j.failure)).toEqual([]);
      expect(await count()).toEqual({ reservations: 0, mails: 0 });
    } finally {
      if (second !== test.db) await second.close();
    }
  });

  it('runs every hourly job when one of them fails, and names the one that failed', async () => {
    await clearBookings(test.db);
    const api = testApi(test.db, { now: () => new Date('2026-11-21T12:00:00Z') });
    expect((await book(api, { date: '2026-11-28' })).status).toBe(201);
    await sql`insert into private.request_counts (bucket, subject, window_start, hits)
              values ('test', 'x', '2026-11-20T00:00:00Z', 1)`.execute(test.db.kysely);
    await sql`create function private.refuse_delete() returns trigger language plpgsql as
              $$ begin raise exception 'gesperrt'; end $$`.execute(test.db.kysely);
    await sql`create trigger refuse_delete before delete on private.request_counts
              for each row execute function private.refuse_delete()`.execute(test.db.kysely);
    try {
      const results = await runHourlyJobs(test.db, new Date('2026-12-31T00:00:00Z'));
      expect(results.map((r) => r.job)).toEqual([
        'bookings',
        'security records',
        'staff sessions',
        'waitlist',
        'quiz nights',
        'staff records',
        'hire inquiries',
      ]);
      expect(results.find((r) => r.job === 'security records')?.failure).toMatch(/gesperrt/);
      expect(results.filter((r) => r.failure)).toHaveLength(1);
      expect(await count()).toEqual({ reservations: 0, mails: 0 });
    } finally {
      await sql`drop trigger refuse_delete on private.request_counts`.execute(test.db.kysely);
      await sql`drop function private.refuse_delete()`.execute(test.db.kysely);
      await sql`delete from private.request_counts`.execute(test.db.kysely);
    }
  });

  it('runs on start of the job', async () => {
    const stop = startClockJobs({
      db: test.db,
      now: () => new Date('2026-12-31T00:00:00Z'),
      log: { info() {}, error() {} },
      outbox: { kick() {} },
    });
    await expect.poll(count).toEqual({ reservations: 0, mails: 0 });
    await stop();
  });
});
