import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Migration, toMigrations } from './migrate';

/** Reads `*.sql` from a migrations folder (for command-line tools that run outside Vite). */
export async function readMigrations(dir = join(process.cwd(), 'supabase', 'migrations')): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql'));
  const files = await Promise.all(names.map(async (n) => [n, await readFile(join(dir, n), 'utf8')] as const));
  return toMigrations(Object.fromEntries(files));
}
