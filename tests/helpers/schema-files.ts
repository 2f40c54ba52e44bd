import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppDatabase } from '../../src/server/db/database';

export const schemaDir = join(process.cwd(), 'supabase', 'schemas');

/** The files of `supabase/schemas/` in the order Supabase applies them (file names, lexicographic). */
export async function readSchemaFiles(dir = schemaDir): Promise<{ name: string; sql: string }[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })));
}

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
