import { Kysely } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import { type AppDatabase, sharedParsers } from './database';
import { pipelineBegin } from './pipelined-begin';
import type { Database } from './schema';

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
  /** Off for transaction poolers (Supabase's port 6543), which cannot keep prepared statements. */
  prepare?: boolean;
}

/** Connects to a Postgres server (local or Supabase) through postgres.js. */
export function openPostgres(url: string, options: PostgresOptions = {}): AppDatabase {
  const client = postgres(url, {
    max: options.max ?? 10,
    prepare: options.prepare ?? true,
    onnotice: () => {},
    types: {
      date: { to: 1082, from: [1082], serialize: (v: string) => v, parse: sharedParsers.date },
      int8: { to: 20, from: [20], serialize: (v: number) => String(v), parse: sharedParsers.int8 },
    },
  });
  const kysely = new Kysely<Database>({ dialect: pipelineBegin(new PostgresJSDialect({ postgres: client })) });
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
