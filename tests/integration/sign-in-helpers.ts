import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, type TestDatabase, type TestDatabaseFactory } from '../helpers/databases';
import { createStaffAccount, staffHeaders } from '../helpers/staff';

/** The sign-in tests' start: a Saturday evening. */
export const start = new Date('2026-11-21T18:00:00Z');

/**
 * A sign-in test file's set-up on one kind of database: a migrated database with the owner's
 * account, the API on a clock the tests set (`q.now`) whose slowdowns are recorded in `q.waits`
 * instead of waited for, and before each test no failure records or known devices.
 */
export function useSignIn(factory: TestDatabaseFactory) {
  let ipCounter = 0;
  const q = {
    test: undefined as unknown as TestDatabase,
    api: undefined as unknown as Api,
    now: start,
    waits: [] as number[],
    async failureRows() {
      const { rows } = await sql<{ bucket: string; subject: string; hits: number }>`
        select bucket, subject, hits from private.request_counts where bucket like 'sign-in-%'
        order by bucket, subject`.execute(q.test.db.kysely);
      return rows;
    },
    /** A sign-in attempt, from a new address of 10.0.0.0/24 unless `ip` names one. */
    login(identifier: string, password: string, ip = `10.0.0.${++ipCounter % 250}`, cookie?: string) {
      return q.api.request('/api/auth/login', {
        method: 'POST',
        headers: { ...staffHeaders(cookie), 'x-forwarded-for': ip },
        body: JSON.stringify({ identifier, password }),
      });
    },
    /** The known-device cookie a sign-in set (`name=value`), and the whole header. */
    deviceCookie(res: Response) {
      const header = res.headers.getSetCookie().find((c) => c.startsWith('__Host-staff_device=')) ?? '';
      return { pair: header.split(';')[0] ?? '', header };
    },
    session(cookie?: string) {
      return q.api.request('/api/auth/session', { headers: cookie ? { cookie } : {} });
    },
  };

  beforeAll(async () => {
    q.test = await createMigrated(factory);
    await createStaffAccount(q.test.db);
    q.api = testApi(q.test.db, {
      now: () => q.now,
      sleep: async (ms) => {
        q.waits.push(ms);
      },
    });
  });
  beforeEach(async () => {
    q.now = start;
    q.waits = [];
    await sql`delete from private.request_counts`.execute(q.test.db.kysely);
    await sql`delete from public.staff_devices`.execute(q.test.db.kysely);
  });
  afterAll(() => q.test.dispose());
  return q;
}
