import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackupFile, writeBackupFile } from '../../src/server/backup/format';
import { backedUpTables, leftOutTables, quoteTable, seededTables } from '../../src/server/backup/tables';
import type { AppDatabase } from '../../src/server/db/database';
import { pgliteClient, pgliteDatabase } from '../../src/server/db/pglite';
import { deployPlan, readPlans } from '../../src/server/plan/queries';
import { readExceptions, readWeek } from '../../src/server/schedule/queries';
import { readSettings } from '../../src/server/settings/queries';
import { bookAsGuest } from '../helpers/bookings';
import { readCatalogue } from '../helpers/catalogue';
import { pgliteTemplate } from '../helpers/database-templates';
import { databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { createStaffAccount } from '../helpers/staff';
import { testEnv } from '../helpers/test-env.mjs';

/** Runs `npm run <script> -- FILE` as the owner would, with a clean environment plus `env`. */
function run(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(
      join('node_modules', '.bin', 'tsx'),
      ['--import', './scripts/yaml-register.mjs', `scripts/${script}.ts`, file],
      { env: testEnv(env) },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A database the scripts can open by environment: a PGlite folder, or a Postgres URL. */
interface Target {
  env: Record<string, string>;
  open(): Promise<AppDatabase>;
  dispose(): Promise<void>;
}

/** Fills `db` with one of everything the owner would miss: an account, settings, week, plan, booking. */
async function fill(db: AppDatabase) {
  await pinDatabaseClock(db, testNow);
  const staffId = await createStaffAccount(db);
  await bookAsGuest(db, { date: '2026-11-27', startTime: '19:30', tableId: 1, guestCount: 4 });
  await sql`update public.business_settings set buffer_time = 45, guest_phone = '07121 123456'`.execute(db.kysely);
  await sql`update public.booking_week set reason = 'Ruhetag im Test' where weekday = 1`.execute(db.kysely);
  await sql`insert into public.schedule_exceptions (date, reason) values ('2026-12-25', 'Weihnachten')`.execute(
    db.kysely,
  );
  await db.kysely.transaction().execute(async (tx) => {
    const { deployed } = await readPlans(tx);
    if (!deployed) throw new Error('no deployed plan');
    await deployPlan(tx, deployed.config, staffId, testNow);
  });
}

/** What the API serves from `db`, and every backed-up row and sequence as the database sees it. */
async function contents(db: AppDatabase) {
  const tables = await sql<{ name: string }>`
    select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname in ('public', 'private') order by 1`.execute(db.kysely);
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    if (leftOutTables.includes(name)) continue;
    const result = await sql<{ row: string }>`
      select to_jsonb(t)::text as row from ${sql.raw(quoteTable(name))} t`.execute(db.kysely);
    rows[name] = result.rows.map((r) => r.row).sort();
  }
  const sequences = await sql`
    select 'table_plan_deployments' as name, last_value from public.table_plan_deployments_id_seq
    union all select 'staff_audit_log', last_value from public.staff_audit_log_id_seq`.execute(db.kysely);
  return db.kysely.transaction().execute(async (tx) => ({
    settings: await readSettings(tx),
    week: await readWeek(tx),
    exceptions: await readExceptions(tx, '2026-01-01'),
    plans: await readPlans(tx),
    accounts: await tx.selectFrom('staff_accounts').select(['email', 'username', 'role', 'active']).execute(),
    rows,
    sequences: sequences.rows,
  }));
}

/** The catalogue without the seeded rows, which a restore replaces by the backup's. */
async function schemaOf(db: AppDatabase) {
  const { seededRows: _, ...schema } = await readCatalogue(db);
  return schema;
}

describe.each(databaseFactories)('backup and restore on $kind', (factory) => {
  let folder: string;
  const targets: Target[] = [];

  /** An empty database: a new PGlite folder, or a Postgres database no migration has touched. */
  async function emptyTarget(): Promise<Target> {
    let target: Target;
    if (factory.kind === 'pglite') {
      const dataDir = await mkdtemp(join(folder, 'data-'));
      target = {
        env: { DATA_DIR: dataDir },
        open: async () => pgliteDatabase(await pgliteClient(join(dataDir, 'pglite'))),
        dispose: async () => {},
      };
    } else {
      const test = await factory.create();
      await test.db.close();
      const url = test.url as string;
      target = {
        env: { DATABASE_URL: url },
        open: async () => (await import('../../src/server/db/postgres')).openPostgres(url, { max: 2 }),
        dispose: () => test.dispose(),
      };
    }
    targets.push(target);
    return target;
  }

  /** A filled database the scripts can open, and what it held. */
  async function filledSource(): Promise<{
    env: Record<string, string>;
    before: Awaited<ReturnType<typeof contents>>;
  }> {
    if (factory.kind === 'pglite') {
      const dataDir = await mkdtemp(join(folder, 'source-'));
      const db = pgliteDatabase(await pgliteClient(join(dataDir, 'pglite'), await pgliteTemplate()));
      await fill(db);
      const before = await contents(db);
      await db.close();
      return { env: { DATA_DIR: dataDir }, before };
    }
    const test: TestDatabase = await factory.clone();
    targets.push({ env: {}, open: async () => test.db, dispose: () => test.dispose() });
    await fill(test.db);
    return { env: { DATABASE_URL: test.url as string }, before: await contents(test.db) };
  }

  let file: string;
  let restored: Target;
  let before: Awaited<ReturnType<typeof contents>>;

  beforeAll(async () => {
    folder = await mkdtemp(join(process.env.TMPDIR ?? tmpdir(), 'pubs-backup-'));
    file = join(folder, 'backup.json.gz');
    const source = await filledSource();
    before = source.before;
    const backup = await run('backup', file, source.env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    restored = await emptyTarget();
  }, 120_000);

  afterAll(async () => {
    for (const t of targets) await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('restores into an empty database what the site served: plan, week, settings, accounts, bookings', async () => {
    const restore = await run('restore', file, restored.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const db = await restored.open();
    try {
      expect(await contents(db)).toEqual(before);
      // The derived rows came along, so the restored booking still holds its table.
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from public.reservation_tables`.execute(
        db.kysely,
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('leaves a restored database with the schema the migrations build', async () => {
    const db = await restored.open();
    const fresh = await factory.clone();
    try {
      expect(await schemaOf(db)).toEqual(await schemaOf(fresh.db));
    } finally {
      await db.close();
      await fresh.dispose();
    }
  }, 60_000);

  it('knows every table the migrations seed, so a fresh database counts as empty', async () => {
    const fresh = await factory.clone();
    try {
      const seeded: string[] = [];
      for (const table of await backedUpTables(fresh.db.kysely)) {
        const { rows } = await sql<{ used: boolean }>`
          select exists (select from ${sql.raw(quoteTable(table))}) as used`.execute(fresh.db.kysely);
        if (rows[0]?.used) seeded.push(table);
      }
      expect(seeded.sort()).toEqual([...seededTables].sort());
    } finally {
      await fresh.dispose();
    }
  });

  it('refuses a database that is not empty, in German, with exit code 1', async () => {
    const again = await run('restore', file, restored.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/Die Datenbank ist nicht leer \(die Tabelle public\.\w+ enthält Daten\)/);
  }, 60_000);

  it('refuses a backup of another schema version, in German, with exit code 1', async () => {
    const other = join(folder, 'other-schema.json.gz');
    const backup = await readBackupFile(file);
    await writeBackupFile(other, { ...backup, header: { ...backup.header, schemaVersion: '20260101000001' } });
    const target = await emptyTarget();
    const restore = await run('restore', other, target.env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/Die Sicherung gehört zum Datenbankschema 20260101000001/);
    const db = await target.open();
    try {
      // Refused before anything was written: not even migrated.
      const { rows } = await sql<{ migrated: boolean }>`
        select to_regclass('supabase_migrations.schema_migrations') is not null as migrated`.execute(db.kysely);
      expect(rows[0]?.migrated).toBe(false);
    } finally {
      await db.close();
    }
  }, 60_000);
});
