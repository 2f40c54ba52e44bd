import { Kysely } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import { acquireTimeout } from './acquire-timeout';
import { connectionTrouble, cutOffOnTrouble } from './cut-off';
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

/** Milliseconds a statement may still wait once the database was found away (`cutOffOnTrouble`). */
const lostConnectionGraceMs = 5000;

/**
 * Connects to a Postgres server (local or Supabase) through postgres.js: a pool for queries and one
 * connection of its own for `LISTEN`. A broken connection fails only the queries on it (the pool
 * opens a new one for the next query); the driver's guard for this is carried as a patch
 * (patches/postgres+*.patch, docs/architecture.md#database-driver), and no statement waits more
 * than 5 s once a statement or a connection attempt found the database away (`cutOffOnTrouble`).
 */
export function openPostgres(url: string, options: PostgresOptions = {}): AppDatabase {
  const trouble = connectionTrouble(lostConnectionGraceMs);
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
    dialect: pipelineBegin(
      acquireTimeout(cutOffOnTrouble(new PostgresJSDialect({ postgres: client }), trouble), acquireTimeoutMs),
    ),
  });
  const listener = listenerConnection(url);
  return {
    kind: 'postgres',
    kysely,
    async exec(script) {
      await client.begin((tx) => tx.unsafe(script).simple());
    },
    async close() {
      await Promise.all([kysely.destroy(), listener.close()]);
    },
    listen: listener.listen,
  };
}

type Subscription = { notify: (payload: string) => void; lost?: (() => void) | undefined };

/**
 * `LISTEN` on one connection of its own. postgres.js's own `listen()` re-subscribes after a
 * reconnect only if the database is back at that moment, and says nothing when it is not; here a
 * broken connection ends every subscription with `lost`, and the next `listen` opens it again.
 */
function listenerConnection(url: string) {
  const channels = new Map<string, Set<Subscription>>();
  let connection = 0;
  const sql = postgres(url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: connectTimeoutSeconds,
    backoff,
    fetch_types: false,
    onnotice: () => {},
    // postgres.js's own listener is built on these two options (`onnotify` is not in its types).
    ...({
      onnotify: (channel: string, payload: string) => {
        for (const s of channels.get(channel) ?? []) s.notify(payload);
      },
    } as object),
    onclose: () => {
      connection++;
      const lost = [...channels.values()].flatMap((set) => [...set]);
      channels.clear();
      for (const s of lost) s.lost?.();
    },
  });
  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  return {
    async listen(channel: string, notify: (payload: string) => void, lost?: () => void) {
      const subscription: Subscription = { notify, lost };
      let set = channels.get(channel);
      if (!set) {
        const before = connection;
        await sql.unsafe(`listen ${quoted(channel)}`);
        // Listened on a connection that has closed since: that `LISTEN` is gone with it.
        if (connection !== before) throw new Error(`listening on ${channel} was cut off`);
        // Another subscriber may have started the same channel meanwhile.
        set = channels.get(channel) ?? new Set();
        channels.set(channel, set);
      }
      set.add(subscription);
      const subscribed = set;
      return async () => {
        subscribed.delete(subscription);
        if (subscribed.size > 0 || channels.get(channel) !== subscribed) return;
        channels.delete(channel);
        await sql.unsafe(`unlisten ${quoted(channel)}`).catch(() => {});
      };
    },
    close: () => sql.end(),
  };
}
