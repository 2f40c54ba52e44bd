import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { readMigrations } from '../../src/server/db/file-migrations';
import { migrate } from '../../src/server/db/migrate';
import { pgliteClient, pgliteDatabase } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';

/**
 * Migrated databases to clone, one per schema: every test database starts as a copy of one instead
 * of running every migration again (PGlite: about 3 s to migrate, under 1 s to load a copy). A
 * template is keyed by what makes it: the migrations, the runner that applies them, the PGlite
 * client's set-up and PGlite's version; a change to any of them makes a new one.
 */
let key: Promise<string> | undefined;
export function schemaKey(): Promise<string> {
  key ??= (async () => {
    const hash = createHash('sha256');
    for (const m of await readMigrations()) hash.update(`${m.version}\0${m.sql}\0`);
    for (const file of [
      '../../src/server/db/migrate.ts',
      '../../src/server/db/pglite.ts',
      '../../node_modules/@electric-sql/pglite/package.json',
    ])
      hash.update(readFileSync(new URL(file, import.meta.url)));
    return hash.digest('hex').slice(0, 16);
  })();
  return key;
}

const templateDir = join(tmpdir(), 'pubs-test-templates');
let pgliteDump: Promise<Blob> | undefined;

/**
 * The data directory of a migrated PGlite, as `dumpDataDir()` writes it. Kept in the temp folder
 * for every test process of the machine; a process that finds none (or loses it to a clean-up)
 * migrates once and writes it atomically, and removes the dumps of other schemas.
 */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const name = `pglite-${await schemaKey()}.tar`;
    const file = join(templateDir, name);
    const kept = await readFile(file).catch(() => undefined);
    if (kept) return new Blob([kept]);
    const client = await pgliteClient('memory://');
    const db = pgliteDatabase(client);
    try {
      await migrate(db, await readMigrations());
      const dump = await client.dumpDataDir('none');
      await keep(file, dump).catch(() => {});
      return dump;
    } finally {
      await db.close();
    }
  })();
  return pgliteDump;
}

/**
 * Writes a dump for the next processes, whole or not at all (a rename), and removes the dumps of
 * other schemas. Other processes may write the same file at the same time, each its own partial
 * copy first; a cache it is, so a failure here only costs the next process a migration.
 */
async function keep(file: string, dump: Blob) {
  await mkdir(templateDir, { recursive: true });
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  const name = basename(file);
  for (const other of await readdir(templateDir))
    if (/^pglite-[0-9a-f]+\.tar$/.test(other) && other !== name) await rm(join(templateDir, other), { force: true });
}

/**
 * A new data folder (`DATA_DIR`) named `prefix-…` whose `pglite/` is a copy of the migrated
 * template, for a server the tests start: its own migration then finds nothing to apply, which
 * spares a few seconds of work per server on a busy machine.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  await (await pgliteClient(join(dataDir, 'pglite'), await pgliteTemplate())).close();
  return dataDir;
}

/** A new PGlite in memory, a copy of the migrated template. */
export async function clonedPglite(): Promise<PGlite> {
  return pgliteClient('memory://', await pgliteTemplate());
}

/** Advisory lock key under which test processes create a Postgres template (one at a time). */
const templateLock = 7243002;
const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The name of a migrated template database on the server of `adminUrl`, created by the first test
 * process that asks (under an advisory lock; the others wait, then find it). It takes no
 * connections once made, so nothing can keep `create database … template` from copying it.
 */
export function postgresTemplate(adminUrl: string): Promise<string> {
  let made = postgresTemplates.get(adminUrl);
  if (!made) {
    made = makePostgresTemplate(adminUrl);
    postgresTemplates.set(adminUrl, made);
  }
  return made;
}

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `pubs_template_${await schemaKey()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(${templateLock})`;
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.unsafe(`create database ${building}`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const db = openPostgres(url.toString(), { max: 1 });
        try {
          await migrate(db, await readMigrations());
        } finally {
          await db.close();
        }
        await admin.unsafe(`alter database ${building} rename to ${name}`);
        await admin.unsafe(`alter database ${name} with is_template true allow_connections false`);
      } catch (error) {
        await admin.unsafe(`drop database if exists ${building} with (force)`);
        throw error;
      }
    }
    return name;
  } finally {
    // Ending the session releases its advisory lock, on every path.
    await admin.end();
  }
}
