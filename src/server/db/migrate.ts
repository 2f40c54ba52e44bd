import { sql } from 'kysely';
import type { AppDatabase } from './database';

/** One file of `supabase/migrations/`: `<version>_<name>.sql`. */
export interface Migration {
  version: string;
  name: string;
  sql: string;
}

const fileName = /^(\d+)_(.+)\.sql$/;

/** Turns `{ 'path/20261121000001_roles.sql': sql }` into migrations sorted by version. */
export function toMigrations(files: Record<string, string>): Migration[] {
  return Object.entries(files)
    .map(([path, sql]) => {
      const match = fileName.exec(path.split('/').pop() ?? '');
      if (!match?.[1] || !match[2]) throw new Error(`Migration file name not <version>_<name>.sql: ${path}`);
      return { version: match[1], name: match[2], sql };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * The migration runner's advisory lock (one bigint key, apart from the schema's two-integer keys of
 * `private.lock_key()`): it is taken before the first migration, when no registry exists yet.
 */
const migrationLock = 7243001;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Applies the migrations not yet recorded, in version order, each in its own transaction, and
 * records them in `supabase_migrations.schema_migrations` as the Supabase CLI does, so that
 * `supabase db push` and this runner agree on what has been applied.
 * Returns the versions it applied.
 */
export async function migrate(db: AppDatabase, migrations: Migration[]): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key);
    alter table supabase_migrations.schema_migrations
      add column if not exists statements text[],
      add column if not exists name text;
  `);
  const applied = new Set(await appliedVersions(db));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    try {
      // The advisory lock makes a second server starting at the same moment wait; it then fails on
      // the recorded version (or on the objects the first one created) and skips the migration.
      await db.exec(`
        select pg_advisory_xact_lock(${migrationLock});
        ${migration.sql}
        ;
        insert into supabase_migrations.schema_migrations (version, name, statements)
          values (${quote(migration.version)}, ${quote(migration.name)}, array[${quote(migration.sql)}]);
      `);
      done.push(migration.version);
    } catch (error) {
      if (!(await appliedVersions(db)).includes(migration.version)) {
        throw new Error(`Migration ${migration.version}_${migration.name} failed: ${String(error)}`, {
          cause: error,
        });
      }
    }
  }
  return done;
}

async function appliedVersions(db: AppDatabase): Promise<string[]> {
  const { rows } = await sql<{ version: string }>`
    select version from supabase_migrations.schema_migrations`.execute(db.kysely);
  return rows.map((r) => r.version);
}
