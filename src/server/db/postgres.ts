import { Kysely } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import { acquireTimeout } from './acquire-timeout';
import { type AppDatabase, sharedParsers } from './database';
import { pipelineBegin } from './pipelined-begin';
import type { Database } from './schema';

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
  /** Off for transaction poolers (Supabase's port 6543), which cannot keep prepared statements. */
  prepare?: boolean;
}

/**
 * Seconds a new connection may take. A refused connection fails at once; this bounds a database
 * host that does not answer at all, so a request fails within it instead of hanging.
 */
const connectTimeoutSeconds = 5;

/**
 * Seconds before the next attempt to connect after `retries` failed ones. postgres.js's own grows
 * to 20 s; capped at 2 s so the site books again within seconds of the database's return.
 */
const backoff = (retries: number) => Math.min(0.05 * 2 ** retries, 2);

/** Milliseconds a query waits for a free pool connection before the request is answered 503. */
const acquireTimeoutMs = 5000;

/**
 * Connects to a Postgres server (local or Supabase) through postgres.js. A broken connection fails
 * only the queries on it (the pool opens a new one for the next query); the driver's guard for this
 * is carried as a patch (patches/postgres+*.patch, docs/architecture.md#database-driver).
 */
export function openPostgres(url: string, options: PostgresOptions = {}): AppDatabase {
  const client = postgres(url, {
    max: options.max ?? 10,
    prepare: options.prepare ?? true,
    connect_timeout: connectTimeoutSeconds,
    backoff,
    onnotice: () => {},
    types: {
      date: { to: 1082, from: [1082], serialize: (v: string) => v, parse: sharedParsers.date },
      int8: { to: 20, from: [20], serialize: (v: number) => String(v), parse: sharedParsers.int8 },
    },
  });
  const kysely = new Kysely<Database>({
    dialect: pipelineBegin(acquireTimeout(new PostgresJSDialect({ postgres: client }), acquireTimeoutMs)),
  });
  return {
    kind: 'postgres',
    kysely,
    async exec(script) {
      await client.begin((tx) => tx.unsafe(script).simple());
    },
    async close() {
      await kysely.destroy();
    },
    async listen(channel, onNotify) {
      // postgres.js keeps one extra connection for all listeners of this client.
      const { unlisten } = await client.listen(channel, onNotify);
      return unlisten;
    },
  };
}
