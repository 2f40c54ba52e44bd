import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDatabase } from '../../src/server/db/database';
import { openPglite } from '../../src/server/db/pglite';

let db: AppDatabase;
beforeAll(async () => {
  db = await openPglite('memory://');
});
afterAll(() => db.close());

it('runs concurrent transactions on the one PGlite connection one after another', async () => {
  const seen = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      db.kysely.transaction().execute(async (tx) => {
        await sql`select set_config('test.owner', ${String(i)}, true)`.execute(tx);
        await new Promise((r) => setTimeout(r, 2));
        const { rows } = await sql<{ owner: string }>`select current_setting('test.owner') as owner`.execute(tx);
        return rows[0]?.owner;
      }),
    ),
  );
  expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
});

it('lets queries outside a transaction run after a failed one', async () => {
  await expect(
    db.kysely.transaction().execute(async (tx) => {
      await sql`select 1/0`.execute(tx);
    }),
  ).rejects.toThrow();
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
  expect(rows).toEqual([{ one: 1 }]);
});
