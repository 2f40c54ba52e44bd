/**
 * A request's transaction against a Postgres server one millisecond away each way (a TCP proxy that
 * delays every chunk, as to a database on another host): `asRole` with one query, sequentially, with
 * the transaction's `begin` pipelined (as the API runs) and without (Kysely's plain postgres.js
 * dialect), interleaved. Prints the median latency and the round trips per request of each.
 * Needs `TEST_DATABASE_URL`.
 */
import { Kysely, sql } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import type { AppDatabase } from '../../src/server/db/database';
import { openPostgres } from '../../src/server/db/postgres';
import type { Database } from '../../src/server/db/schema';
import { anonymous, asRole } from '../../src/server/request-db';
import { createMigrated, postgresFactoryFromEnv } from '../helpers/databases';
import { roundTripCounter } from '../helpers/tcp-proxy';
import { median } from './stats';

export default async function bench() {
  if (!postgresFactoryFromEnv) {
    console.info('round trips: skipped (set TEST_DATABASE_URL)');
    return;
  }
  const test = await createMigrated(postgresFactoryFromEnv);
  const proxy = await roundTripCounter(new URL(test.url ?? ''), 1);
  const pipelined = openPostgres(proxy.url, { max: 1 });
  const plainClient = postgres(proxy.url, { max: 1, onnotice: () => {} });
  const plain = {
    kysely: new Kysely<Database>({ dialect: new PostgresJSDialect({ postgres: plainClient }) }),
  } as AppDatabase;
  const runs = { pipelined: [] as number[], plain: [] as number[] };
  const trips = { pipelined: 0, plain: 0 };
  const request = (db: AppDatabase) => asRole(db, anonymous, (tx) => sql`select 1`.execute(tx));
  try {
    for (const db of [pipelined, plain]) for (let i = 0; i < 3; i++) await request(db);
    for (let i = 0; i < 200; i++) {
      for (const [name, db] of [
        ['pipelined', pipelined],
        ['plain', plain],
      ] as const) {
        proxy.take();
        const start = performance.now();
        await request(db);
        runs[name].push(performance.now() - start);
        trips[name] += proxy.take();
      }
    }
    for (const name of ['plain', 'pipelined'] as const)
      console.info(
        `a request's transaction, database 1 ms away, ${name.padEnd(9)}: median ${median(runs[name]).toFixed(2)} ms, ${(trips[name] / runs[name].length).toFixed(1)} round trips`,
      );
  } finally {
    await pipelined.close();
    await plain.kysely.destroy();
    await proxy.close();
    await test.dispose();
  }
}
