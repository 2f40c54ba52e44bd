import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../src/server/db/database';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

const start = new Date('2026-11-21T18:00:00Z');
const minutesIn = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe.each(databaseFactories)('GET /api/health on $kind', (factory) => {
  let test: TestDatabase;
  let now = start;

  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());

  const health = async (db: AppDatabase = test.db, startedAt = start) => {
    const res = await testApi(db, { now: () => now, startedAt }).request('/api/health');
    return { status: res.status, body: await res.json() };
  };

  it('is healthy on a fresh database for the first 5 minutes, then says the minute job never ran', async () => {
    now = minutesIn(5);
    expect(await health()).toEqual({ status: 200, body: { ok: true, database: factory.kind } });
    now = minutesIn(6);
    expect(await health()).toEqual({
      status: 503,
      body: { ok: false, database: factory.kind, reason: 'Die Minuten-Jobs sind seit über 5 Minuten nicht gelaufen.' },
    });
  });

  it("reads the minute job's last run: 200 up to 5 minutes after it, 503 after", async () => {
    await sql`select private.run_minute_jobs(${minutesIn(10)}::timestamptz)`.execute(test.db.kysely);
    now = minutesIn(15);
    expect((await health()).status).toBe(200);
    now = minutesIn(15.1);
    expect(await health()).toMatchObject({ status: 503, body: { reason: expect.stringMatching(/^Die Minuten-Jobs/) } });
    // A server started long after the last run does not wait 5 minutes more: the run is what counts.
    expect((await health(test.db, minutesIn(15))).status).toBe(503);
  });

  it('says the database is unreachable when it does not answer', async () => {
    const broken = {
      ...test.db,
      kysely: {
        transaction: () => ({
          execute: async () => {
            throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          },
        }),
      },
    } as unknown as AppDatabase;
    now = minutesIn(1);
    expect(await health(broken)).toEqual({
      status: 503,
      body: { ok: false, database: factory.kind, reason: 'Die Datenbank ist nicht erreichbar.' },
    });
  });
});
