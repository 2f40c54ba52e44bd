import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/server/db/file-migrations';
import { migrate } from '../../src/server/db/migrate';
import { type Catalogue, readCatalogue } from '../helpers/catalogue';
import { databaseFactories, type TestDatabase } from '../helpers/databases';
import { buildFromSchemaFiles, readSchemaFiles } from '../helpers/schema-files';

describe.each(databaseFactories)('supabase/schemas/ against supabase/migrations/ on $kind', (factory) => {
  let fromMigrations: TestDatabase;
  let fromSchemas: TestDatabase;
  let migrated: Catalogue;

  beforeAll(async () => {
    [fromMigrations, fromSchemas] = await Promise.all([factory.create(), factory.create()]);
    await migrate(fromMigrations.db, await readMigrations());
    await buildFromSchemaFiles(fromSchemas.db);
    migrated = await readCatalogue(fromMigrations.db);
  });

  afterAll(async () => {
    await Promise.all([fromMigrations?.dispose(), fromSchemas?.dispose()]);
  });

  it('builds the same catalogue: tables, columns, constraints, indexes, functions, triggers, policies, grants', async () => {
    expect(await readCatalogue(fromSchemas.db)).toEqual(migrated);
  });

  it('tells a difference of each kind apart', async () => {
    // Each change below is one a schema file could drift by; the comparison must see every one.
    const drifts = [
      `alter table public.order_items alter column notes set default 'x'`,
      `alter table public.order_items add constraint order_items_drift check (length(notes) < 5000)`,
      `create index order_items_drift on public.order_items (updated_at)`,
      `create or replace function private.clock() returns timestamptz language sql stable set search_path = '' as $$ select now() - interval '1 second' $$`,
      `grant execute on function public.staff_email(uuid) to anon`,
      `grant insert on table public.booking_week to authenticated`,
      `alter policy "Staff can read order items" on public.order_items using (true)`,
      `alter table public.order_items disable trigger order_items_notify`,
      `comment on table public.order_items is 'drift'`,
      `alter table public.order_items force row level security`,
      `update public.booking_week set bookable = not bookable where weekday = 3`,
    ];
    let before = await readCatalogue(fromSchemas.db);
    for (const drift of drifts) {
      await fromSchemas.db.exec(drift);
      const after = await readCatalogue(fromSchemas.db);
      expect(after, drift).not.toEqual(before);
      before = after;
    }
  });
});

describe('supabase/schemas/', () => {
  it('defines each function exactly once', async () => {
    const definitions = (await readSchemaFiles()).flatMap((file) =>
      [...file.sql.matchAll(/^create (?:or replace )?function ([\w.]+)\(/gim)].map((m) => `${m[1]} (${file.name})`),
    );
    const names = definitions.map((d) => d.split(' ')[0]);
    const repeated = definitions.filter((d) => names.filter((n) => n === d.split(' ')[0]).length > 1);
    expect(repeated).toEqual([]);
    expect(names.length).toBeGreaterThan(20);
  });
});
