import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';

type Tx = Transaction<Database> | AppDatabase['kysely'];

/** The schemas whose tables a backup holds (`supabase_migrations` is the migrations' own record). */
const backedUpSchemas = ['public', 'private'];

/**
 * Tables a backup leaves out: sign-ins in progress and open sessions. A restore asks everyone to
 * sign in again rather than bringing back a session (4 h at most) that may have ended since, and a
 * backup file then opens no one's session.
 */
export const leftOutTables = ['public.staff_sessions', 'public.staff_login_challenges'];

/**
 * Tables that hold rows in a freshly migrated database: the migrations seed them (settings, week,
 * plans and their first deployment, the rentable spaces, the generated server secrets); a test
 * finds every such table in this list. A restore replaces these rows;
 * a row in any other table makes the database not empty.
 */
export const seededTables = [
  'public.business_settings',
  'public.booking_week',
  'public.table_plans',
  'public.table_plan_deployments',
  'public.hire_spaces',
  'private.server_secrets',
];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `schema.name` as a quoted SQL identifier. */
export const quoteTable = (table: string) => table.split('.').map(quoteIdent).join('.');

/**
 * The backed-up tables of the database, every table after the tables it references (a cycle, e.g.
 * reservations and waitlist entries naming each other, is broken at one of its references).
 */
export async function backedUpTables(tx: Tx): Promise<string[]> {
  const { rows } = await sql<{ name: string; refs: string[] }>`
    select n.nspname || '.' || c.relname as name,
           coalesce(array_agg(distinct rn.nspname || '.' || rc.relname)
                      filter (where rc.oid is not null and rc.oid <> c.oid), '{}') as refs
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f'
    left join pg_class rc on rc.oid = k.confrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
    where c.relkind in ('r', 'p') and n.nspname = any(${backedUpSchemas}::text[])
    group by 1 order by 1`.execute(tx);
  const refs = new Map(rows.filter((r) => !leftOutTables.includes(r.name)).map((r) => [r.name, r.refs]));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table) || !refs.has(table)) return;
    visiting.add(table);
    for (const ref of refs.get(table) ?? []) visit(ref);
    ordered.push(table);
  };
  for (const table of refs.keys()) visit(table);
  return ordered;
}

/** The columns a row of `table` is inserted with: all but generated ones, in table order. */
export async function insertableColumns(tx: Tx, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select a.attname as name from pg_attribute a
    where a.attrelid = ${quoteTable(table)}::regclass and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = ''
    order by a.attnum`.execute(tx);
  return rows.map((r) => r.name);
}

/** The sequences of the backed-up schemas (identity columns' and others), as `schema.name`. */
export async function backedUpSequences(tx: Tx): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select n.nspname || '.' || c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and n.nspname = any(${backedUpSchemas}::text[])
    order by 1`.execute(tx);
  return rows.map((r) => r.name);
}

/** The last migration applied (`supabase_migrations.schema_migrations`), or `null` for none. */
export async function appliedSchemaVersion(tx: Tx): Promise<string | null> {
  const { rows } = await sql<{ exists: boolean }>`
    select to_regclass('supabase_migrations.schema_migrations') is not null as exists`.execute(tx);
  if (!rows[0]?.exists) return null;
  const applied = await sql<{ version: string | null }>`
    select max(version) as version from supabase_migrations.schema_migrations`.execute(tx);
  return applied.rows[0]?.version ?? null;
}

export { quoteIdent };
