import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../src/server/db/database';
import { openPostgres } from '../../src/server/db/postgres';
import { anonymous, asRole } from '../../src/server/request-db';
import { createMigrated, postgresFactoryFromEnv, type TestDatabase } from '../helpers/databases';
import { roundTripCounter } from '../helpers/tcp-proxy';

describe.skipIf(!postgresFactoryFromEnv)('a transaction on Postgres', () => {
  let test: TestDatabase;
  let proxy: Awaited<ReturnType<typeof roundTripCounter>>;
  let db: AppDatabase;
  beforeAll(async () => {
    test = await createMigrated(postgresFactoryFromEnv as NonNullable<typeof postgresFactoryFromEnv>);
    proxy = await roundTripCounter(new URL(test.url ?? ''));
    db = openPostgres(proxy.url, { max: 1 });
    // Connection start-up and the first preparation of each statement are not what is counted.
    for (let i = 0; i < 2; i++) await asRole(db, anonymous, (tx) => sql`select 1`.execute(tx));
  });
  afterAll(async () => {
    await db.close();
    await proxy.close();
    await test.dispose();
  });

  it('sends begin with its first statement: a request with one query costs three round trips', async () => {
    proxy.take();
    // begin + role, the query, commit.
    await asRole(db, anonymous, (tx) => sql`select 1`.execute(tx));
    expect(proxy.take()).toBe(3);
  });

  it('still reports a failing statement and rolls back', async () => {
    await expect(
      asRole(db, anonymous, async (tx) => {
        await sql`select 1`.execute(tx);
        await sql`select * from private.no_such_table`.execute(tx);
      }),
    ).rejects.toThrow();
    // The one connection is usable again: an aborted transaction left open would refuse this.
    const { rows } = await asRole(db, anonymous, (tx) => sql<{ n: number }>`select 1 as n`.execute(tx));
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('keeps a transaction whole: a rolled-back write is gone, a committed one stays', async () => {
    await db.kysely.schema.createTable('pipelined_probe').addColumn('n', 'integer').execute();
    await expect(
      db.kysely.transaction().execute(async (tx) => {
        await sql`insert into pipelined_probe values (1)`.execute(tx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.kysely.transaction().execute((tx) => sql`insert into pipelined_probe values (2)`.execute(tx));
    const { rows } = await sql<{ n: number }>`select n from pipelined_probe`.execute(db.kysely);
    expect(rows).toEqual([{ n: 2 }]);
  });
});
