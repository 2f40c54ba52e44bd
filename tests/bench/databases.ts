import type { AppDatabase } from '../../src/server/db/database';
import { createMigrated, databaseFactories } from '../helpers/databases';

/**
 * Runs `measure` on a fresh migrated database of each kind (PGlite, and Postgres with
 * `TEST_DATABASE_URL`), one after the other, and says when Postgres was left out.
 */
export async function forEachDatabase(measure: (kind: string, db: AppDatabase) => Promise<void>): Promise<void> {
  for (const factory of databaseFactories) {
    const test = await createMigrated(factory);
    try {
      await measure(factory.kind, test.db);
    } finally {
      await test.dispose();
    }
  }
  if (databaseFactories.length === 1) console.info('postgres: skipped (set TEST_DATABASE_URL to measure on Postgres)');
}
