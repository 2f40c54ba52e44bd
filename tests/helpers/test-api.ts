import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from './api';
import { createMigrated, pinDatabaseClock, type TestDatabase, type TestDatabaseFactory, testNow } from './databases';

/**
 * A test file's database and API on one kind of database: a migrated database, the API reading
 * `t.now`, and `t.setNow` moving that clock and the database's together; back at `testNow` before
 * each test. The fields are filled in `beforeAll`; a feature's own hooks, registered after this
 * call, run after these.
 */
export function useTestApi(factory: TestDatabaseFactory) {
  const t = {
    test: undefined as unknown as TestDatabase,
    api: undefined as unknown as Api,
    now: testNow,
    /** Moves the API's and the database's clock. */
    async setNow(at: Date) {
      t.now = at;
      await pinDatabaseClock(t.test.db, at);
    },
  };
  beforeAll(async () => {
    t.test = await createMigrated(factory);
    t.api = testApi(t.test.db, { now: () => t.now });
  });
  afterAll(() => t.test.dispose());
  beforeEach(() => t.setNow(testNow));
  return t;
}
