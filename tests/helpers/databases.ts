import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { AppDatabase, DatabaseKind } from '../../src/server/db/database';
import { openPglite, pgliteDatabase } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { clonedPglite, postgresTemplate } from './database-templates';

export interface TestDatabase {
  db: AppDatabase;
  /** Connection string of a Postgres test database (absent for PGlite). */
  url?: string;
  dispose(): Promise<void>;
}

export interface TestDatabaseFactory {
  kind: DatabaseKind;
  /** A new, empty, unmigrated database of its own. */
  create(): Promise<TestDatabase>;
  /** A new database of its own with every migration applied: a copy of the migrated template. */
  clone(): Promise<TestDatabase>;
}

const pglite: TestDatabaseFactory = {
  kind: 'pglite',
  async create() {
    const db = await openPglite('memory://');
    return { db, dispose: () => db.close() };
  },
  async clone() {
    const db = pgliteDatabase(await clonedPglite());
    return { db, dispose: () => db.close() };
  },
};

/** A fresh database per call on the server of `TEST_DATABASE_URL`, dropped on dispose. */
function postgresFactory(adminUrl: string): TestDatabaseFactory {
  const fresh = async (template?: string): Promise<TestDatabase> => {
    const name = `pubs_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString(), { max: 5 });
    return {
      db,
      url: url.toString(),
      async dispose() {
        await db.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  };
  return {
    kind: 'postgres',
    create: () => fresh(),
    clone: async () => fresh(await postgresTemplate(adminUrl)),
  };
}

/** PGlite always; Postgres too when `TEST_DATABASE_URL` is set. */
export const databaseFactories: TestDatabaseFactory[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgresFactory(process.env.TEST_DATABASE_URL)] : []),
];

export const postgresFactoryFromEnv = process.env.TEST_DATABASE_URL
  ? postgresFactory(process.env.TEST_DATABASE_URL)
  : undefined;

/** The instant the tests' fixed clocks start from: Saturday 2026-11-21, 13:00 in Berlin. */
export const testNow = new Date('2026-11-21T12:00:00Z');

/**
 * Sets the database's clock (`private.clock()`, "now" of the booking function) of a test database
 * to `at`, so the database's rules agree with the API's injected clock.
 */
export async function pinDatabaseClock(db: AppDatabase, at: Date): Promise<void> {
  await db.exec(`create or replace function private.clock() returns timestamptz language sql stable
    set search_path = '' as $$ select '${at.toISOString()}'::timestamptz $$`);
}

/**
 * A fresh database with every migration applied, its clock pinned to `testNow` (or left on the
 * real clock, for benchmarks that book with the real time).
 */
export async function createMigrated(
  factory: TestDatabaseFactory,
  clock: Date | 'real' = testNow,
): Promise<TestDatabase> {
  const test = await factory.clone();
  if (clock !== 'real') await pinDatabaseClock(test.db, clock);
  return test;
}
