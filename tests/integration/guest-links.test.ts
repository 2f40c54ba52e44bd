import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

/** docs/data.md "Guest links": the one convention for where a link's hash is kept, voided and expired. */
const section = (() => {
  const doc = readFileSync('docs/data.md', 'utf8');
  const start = doc.indexOf('\n## Guest links\n');
  return doc.slice(start, doc.indexOf('\n## ', start + 1));
})();

describe.each(databaseFactories)('the guest links (docs/data.md#guest-links) on $kind', (factory) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());

  it('name every column that keeps a guest link’s hash', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name like '%token_hash' and table_name not like 'staff\\_%'
      order by 1, 2`.execute(test.db.kysely);
    expect(rows.length).toBeGreaterThan(0);
    // A table of links per row is named by itself; a column of the row a link opens by table and column.
    const undocumented = rows.filter(
      (r) =>
        !section.includes(`\`${r.table_name}.${r.column_name}\``) &&
        !(r.column_name === 'token_hash' && section.includes(`\`${r.table_name}\``)),
    );
    expect(undocumented).toEqual([]);
  });

  it('name only functions the schema has', async () => {
    const named = [...section.matchAll(/`(?:private\.)?([a-z_]+)\(\)`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    const { rows } = await sql<{ proname: string }>`
      select distinct p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private'`.execute(test.db.kysely);
    const known = new Set(rows.map((r) => r.proname));
    expect(named.filter((name) => !known.has(name as string))).toEqual([]);
  });
});
