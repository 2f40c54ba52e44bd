import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredBookings, startRetentionJob } from '../../src/server/booking/retention';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { book } from './booking-helpers';

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

  it('runs on start of the job', async () => {
    const stop = startRetentionJob({
      db: test.db,
      now: () => new Date('2026-12-31T00:00:00Z'),
      log: { info() {}, error() {} },
    });
    await expect.poll(count).toEqual({ reservations: 0, mails: 0 });
    await stop();
  });
});
