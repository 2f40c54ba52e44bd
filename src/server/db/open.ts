import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppDatabase } from './database';
import { type Migration, migrate } from './migrate';

export interface DatabaseConfig {
  /** Postgres connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Local state folder; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
}

/** Opens the configured database: Postgres when a URL is given, else PGlite in the data folder. */
export async function openConfigured({ databaseUrl, dataDir }: DatabaseConfig): Promise<AppDatabase> {
  if (databaseUrl) return (await import('./postgres')).openPostgres(databaseUrl);
  const folder = join(dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  return (await import('./pglite')).openPglite(folder);
}

const instanceKey = Symbol.for('pubs.database');
type Holder = { [instanceKey]?: Promise<AppDatabase> };

/**
 * The process-wide database, migrated on first use. Kept on `globalThis` so that the dev server's
 * module reloads reuse the open PGlite instead of opening its folder a second time.
 */
export function openDatabase(config: DatabaseConfig, migrations: Migration[]): Promise<AppDatabase> {
  const holder = globalThis as Holder;
  holder[instanceKey] ??= openMigrated(config, migrations).catch((error: unknown) => {
    delete holder[instanceKey];
    throw error;
  });
  return holder[instanceKey];
}

async function openMigrated(config: DatabaseConfig, migrations: Migration[]): Promise<AppDatabase> {
  const db = await openConfigured(config);
  try {
    await migrate(db, migrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
