import { PGlite, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { Kysely } from 'kysely';
import { type AppDatabase, sharedParsers } from './database';
import { createMutex } from './mutex';
import { pgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/**
 * Opens an embedded PGlite database. `dataDir` is a folder, or `memory://` for a throw-away one.
 * Only one PGlite may open a folder at a time; `openDatabase` keeps one per process.
 */
export async function openPglite(dataDir: string): Promise<AppDatabase> {
  return pgliteDatabase(await pgliteClient(dataDir));
}

/**
 * A PGlite client with the project's extensions and column parsers. With `loadDataDir` (a
 * `dumpDataDir()` of another) it starts as a copy of that database: the tests clone one migrated
 * database instead of migrating each anew.
 */
export function pgliteClient(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    ...(loadDataDir && { loadDataDir }),
    extensions: { btree_gist, pgcrypto },
    parsers: { [types.DATE]: sharedParsers.date, [types.INT8]: sharedParsers.int8 },
  });
}

/** The application's database over an open PGlite client; closing it closes the client. */
export function pgliteDatabase(client: PGlite): AppDatabase {
  const lock = createMutex();
  const kysely = new Kysely<Database>({ dialect: pgliteDialect(client, lock) });
  return {
    kind: 'pglite',
    kysely,
    async exec(script) {
      const release = await lock.acquire();
      try {
        await client.transaction((tx) => tx.exec(script));
      } finally {
        release();
      }
    },
    async close() {
      await kysely.destroy();
    },
    async listen(channel, onNotify) {
      // LISTEN must not run inside another caller's open transaction on the one connection.
      const release = await lock.acquire();
      try {
        const stop = await client.listen(channel, onNotify);
        return async () => {
          const again = await lock.acquire();
          try {
            await stop();
          } finally {
            again();
          }
        };
      } finally {
        release();
      }
    },
  };
}
