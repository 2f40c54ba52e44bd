import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

/** A call that takes an advisory lock and what it names first: `pg_advisory_xact_lock(` and the rest. */
const lockCall = /pg_(?:try_)?advisory_(?:xact_)?lock(?:_shared)?\s*\(\s*(private\.lock_key\('[a-z-]+'\)|[^,)]*)/g;
const keyFromRegistry = /^private\.lock_key\('([a-z-]+)'\)$/;

describe.each(databaseFactories)('advisory lock keys (docs/data.md#locks) on $kind', (factory) => {
  let test: TestDatabase;
  let bodies: { name: string; body: string }[];

  beforeAll(async () => {
    test = await createMigrated(factory);
    const { rows } = await sql<{ name: string; body: string }>`
      select n.nspname || '.' || p.proname as name, p.prosrc as body
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prosrc ~ 'pg_(try_)?advisory'`.execute(test.db.kysely);
    bodies = rows;
  });
  afterAll(() => test?.dispose());

  it('every function names its locks through the registry, never by a number', () => {
    const calls = bodies.flatMap(({ name, body }) => [...body.matchAll(lockCall)].map((m) => `${name}: ${m[1]}`));
    expect(calls.length).toBeGreaterThan(15);
    expect(calls.filter((c) => !keyFromRegistry.test(c.split(': ')[1] ?? ''))).toEqual([]);
  });

  it('every name used is in the registry, and an unknown name raises', async () => {
    const names = new Set(
      bodies.flatMap(({ body }) => [...body.matchAll(/private\.lock_key\('([a-z-]+)'\)/g)].map((m) => m[1])),
    );
    for (const name of names) {
      const { rows } = await sql<{ key: number }>`select private.lock_key(${name}) as key`.execute(test.db.kysely);
      expect(rows[0]?.key, name).toBeTypeOf('number');
    }
    await expect(sql`select private.lock_key('wek')`.execute(test.db.kysely)).rejects.toThrow('unknown-lock');
  });

  it('gives each kind of lock its own key', async () => {
    const registry = (
      await sql<{ body: string }>`select prosrc as body from pg_proc where proname = 'lock_key'`.execute(test.db.kysely)
    ).rows[0]?.body;
    const keys = [...(registry ?? '').matchAll(/when '[a-z-]+' then (\d+)/g)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(5);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the API', () => {
  it('takes the database registry’s locks by name; only the migration runner’s own lock is a number', async () => {
    const dir = join(process.cwd(), 'src', 'server');
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.ts'));
    const numbered: string[] = [];
    for (const file of files) {
      const text = await readFile(join(dir, file), 'utf8');
      for (const m of text.matchAll(lockCall)) {
        // A key interpolated into a query (`${name}`) counts by its name.
        const key = (m[1] ?? '').replace(/^\$\{(.*)\}$/, '$1');
        if (!keyFromRegistry.test(key)) numbered.push(`${file}: ${key}`);
      }
    }
    // The migration runner locks before any migration, so before the registry may exist.
    expect(numbered).toEqual(['db/migrate.ts: migrationLock']);
  });
});
