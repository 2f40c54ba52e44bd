import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Migration, toMigrations } from './migrate';

/** The `*.sql` files of a folder by file name, sorted (for command-line tools that run outside Vite). */
export async function readSqlFiles(dir: string): Promise<{ name: string; sql: string }[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })));
}

/** Reads the migrations of a migrations folder. */
export async function readMigrations(dir = join(process.cwd(), 'supabase', 'migrations')): Promise<Migration[]> {
  const files = await readSqlFiles(dir);
  return toMigrations(Object.fromEntries(files.map((f) => [f.name, f.sql])));
}
