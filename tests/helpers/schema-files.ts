import { join } from 'node:path';
import type { AppDatabase } from '../../src/server/db/database';
import { readSqlFiles } from '../../src/server/db/file-migrations';

/** The files of `supabase/schemas/` in the order Supabase applies them (file names, lexicographic). */
export const readSchemaFiles = () => readSqlFiles(join(process.cwd(), 'supabase', 'schemas'));

/** Builds the schema in an empty database from `supabase/schemas/`, file by file. */
export async function buildFromSchemaFiles(db: AppDatabase): Promise<void> {
  for (const file of await readSchemaFiles()) {
    try {
      await db.exec(file.sql);
    } catch (error) {
      throw new Error(`supabase/schemas/${file.name} failed: ${String(error)}`, { cause: error });
    }
  }
}
