import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledMigrations } from '../../src/server/db/bundled-migrations';
import { readMigrations } from '../../src/server/db/file-migrations';
import { migrate, toMigrations } from '../../src/server/db/migrate';
import { databaseFactories, type TestDatabase } from '../helpers/databases';

it('bundles the same migrations the command line reads from supabase/migrations', async () => {
  expect(bundledMigrations).toEqual(await readMigrations());
});

describe('toMigrations', () => {
  it('orders files by version and rejects names the Supabase CLI would not accept', () => {
    const list = toMigrations({ 'x/20260102000000_b.sql': 'b', 'x/20260101000000_a.sql': 'a' });
    expect(list.map((m) => m.name)).toEqual(['a', 'b']);
    expect(() => toMigrations({ 'x/roles.sql': '' })).toThrow(/file name/);
  });
});

describe.each(databaseFactories)('migrations on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await factory.create();
  });
  afterAll(() => test.dispose());

  it('applies every file once and records it where the Supabase CLI looks', async () => {
    const first = await migrate(test.db, bundledMigrations);
    expect(first).toEqual(bundledMigrations.map((m) => m.version));
    expect(await migrate(test.db, bundledMigrations)).toEqual([]);
    const { rows } = await sql<{ version: string; name: string; statements: string[] }>`
      select version, name, statements from supabase_migrations.schema_migrations order by version`.execute(
      test.db.kysely,
    );
    expect(rows.map((r) => `${r.version}_${r.name}`)).toEqual(bundledMigrations.map((m) => `${m.version}_${m.name}`));
    expect(rows[0]?.statements).toEqual([bundledMigrations[0]?.sql]);
  });

  it('rolls a failing migration back whole and records nothing', async () => {
    const broken = { version: '29990101000000', name: 'broken', sql: 'create table half_done (id int); select 1/0;' };
    await expect(migrate(test.db, [...bundledMigrations, broken])).rejects.toThrow(/29990101000000_broken/);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_tables where tablename = 'half_done'`.execute(test.db.kysely);
    expect(rows[0]?.n).toBe(0);
    expect(await migrate(test.db, bundledMigrations)).toEqual([]);
  });

  it('creates the API roles and the extensions in schema extensions', async () => {
    const { rows: roles } = await sql<{ rolname: string }>`
      select rolname from pg_roles where rolname in ('anon', 'authenticated') order by rolname`.execute(test.db.kysely);
    expect(roles.map((r) => r.rolname)).toEqual(['anon', 'authenticated']);
    const { rows: extensions } = await sql<{ extname: string; schema: string }>`
      select e.extname, n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname in ('btree_gist', 'pgcrypto') order by e.extname`.execute(test.db.kysely);
    expect(extensions).toEqual([
      { extname: 'btree_gist', schema: 'extensions' },
      { extname: 'pgcrypto', schema: 'extensions' },
    ]);
  });

  it('seeds the business settings with the documented defaults', async () => {
    const row = await test.db.kysely.selectFrom('business_settings').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      buffer_time: 30,
      open_time: '19:30:00',
      close_time: '00:00:00',
      max_reservation_duration: 270,
    });
  });

  it('refuses settings outside the bounds of the settings dialog', async () => {
    for (const change of [
      { buffer_time: 121 },
      { buffer_time: -1 },
      { max_reservation_duration: 45 },
      { max_reservation_duration: 285 },
    ]) {
      await expect(test.db.kysely.updateTable('business_settings').set(change).execute()).rejects.toThrow(/check/);
    }
  });
});
