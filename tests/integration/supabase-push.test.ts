import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/server/db/file-migrations';
import { migrate } from '../../src/server/db/migrate';
import { anonymous, asRole } from '../../src/server/request-db';
import { bookAsGuest } from '../helpers/bookings';
import { postgresFactoryFromEnv, type TestDatabase } from '../helpers/databases';
import {
  executableFunctions,
  executableFunctionsIn,
  rolesThatMayExecuteANewFunction,
} from '../helpers/function-grants';

const repoRoot = process.cwd();
const supabaseCli = join(repoRoot, 'node_modules', '.bin', 'supabase');

/** Why this file cannot run here, or undefined when it can. */
function skipReason(): string | undefined {
  if (!postgresFactoryFromEnv) return 'TEST_DATABASE_URL is not set';
  if (!existsSync(supabaseCli)) return `the supabase CLI devDependency is not installed (${supabaseCli})`;
  const version = spawnSync(supabaseCli, ['--version'], { encoding: 'utf8', timeout: 60_000 });
  if (version.status !== 0) return `the supabase CLI does not run: ${version.stderr || version.error}`;
  return undefined;
}
const reason = skipReason();

/**
 * What a new Supabase project has before its first migration, as far as the migrations touch it:
 * the API roles (cluster-wide, so created only when missing), schema `extensions` with the
 * extensions Supabase preinstalls there, and Supabase's default privileges, which give the API
 * roles everything created in `public` by the migrations' role.
 */
const newSupabaseProject = `
  do $$
  declare
    v_role text;
  begin
    foreach v_role in array array['anon', 'authenticated', 'service_role'] loop
      if not exists (select from pg_roles where rolname = v_role) then
        begin
          execute format('create role %I nologin noinherit', v_role);
        exception when duplicate_object or unique_violation then null; -- created concurrently
        end;
      end if;
    end loop;
  end $$;

  create schema if not exists extensions;
  create extension if not exists pgcrypto with schema extensions;
  create extension if not exists "uuid-ossp" with schema extensions;
  grant usage on schema extensions to anon, authenticated, service_role;

  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
`;

/** A Friday (bookable day) a week or more ahead. */
function fridayAhead(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  while (d.getUTCDay() !== 5) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe.skipIf(reason)(`supabase db push onto a new Supabase project${reason ? ` (skipped: ${reason})` : ''}`, () => {
  let test: TestDatabase;
  let newFunctionBeforePush: string[];

  beforeAll(async () => {
    if (!postgresFactoryFromEnv) throw new Error('TEST_DATABASE_URL is not set');
    test = await postgresFactoryFromEnv.create();
    await test.db.exec(newSupabaseProject);
    newFunctionBeforePush = await rolesThatMayExecuteANewFunction(test.db.kysely);
    const url = new URL(test.url ?? '');
    url.searchParams.set('sslmode', 'disable');
    await promisify(execFile)(supabaseCli, ['db', 'push', `--remote=${url}`, '--yes', '--workdir', repoRoot], {
      timeout: 120_000,
      env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    });
  }, 180_000);
  afterAll(() => test?.dispose());

  it('starts from Supabase default privileges that let the API roles execute every new function', () => {
    expect(newFunctionBeforePush).toEqual(['anon', 'authenticated', 'service_role']);
  });

  it('enables row-level security on every table in public and private', async () => {
    const { rows } = await sql<{ name: string; rls: boolean }>`
      select c.relnamespace::regnamespace || '.' || c.relname as name, c.relrowsecurity as rls from pg_class c
      where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind in ('r', 'p')
      order by 1`.execute(test.db.kysely);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((t) => !t.rls)).toEqual([]);
  });

  it('keeps reservations from anon and from authenticated without a staff claim', async () => {
    await bookAsGuest(test.db, { date: fridayAhead(), startTime: '19:30', tableId: 1, guestCount: 4 });
    await expect(
      asRole(test.db, anonymous, (tx) => tx.selectFrom('reservations').selectAll().execute()),
    ).rejects.toThrow(/permission denied/);
    const asSignedIn = await asRole(test.db, { role: 'authenticated', claims: { sub: 'x' } }, (tx) =>
      tx.selectFrom('reservations').selectAll().execute(),
    );
    expect(asSignedIn).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from public.reservations`.execute(
      test.db.kysely,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('lets anon and authenticated execute only the functions the API calls as them', async () => {
    expect(await executableFunctionsIn(test.db.kysely)).toEqual(executableFunctions);
  });

  it('creates later functions in public without EXECUTE for the API roles', async () => {
    expect(await rolesThatMayExecuteANewFunction(test.db.kysely)).toEqual([]);
  });

  it('leaves nothing for the project migration runner to apply', async () => {
    expect(await migrate(test.db, await readMigrations())).toEqual([]);
  });
});
