import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { readMigrations } from '../../src/server/db/file-migrations';
import { migrate } from '../../src/server/db/migrate';
import { pgliteClient, pgliteDatabase } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';

/**
 * Migrated databases to clone, one per schema: every test database starts as a copy of one instead
 * of running every migration again (PGlite: about 3 s to migrate, under 1 s to load a copy). A
 * template is keyed by the migrations' text and the PGlite version, so a changed migration makes a
 * new one and a stale one is never used.
 */
export async function schemaKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const m of await readMigrations()) hash.update(`${m.version}\0${m.sql}\0`);
  hash.update(pgliteVersion);
  return hash.digest('hex').slice(0, 16);
}

const pgliteVersion: string = (() => {
  const file = join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : 'unknown';
})();

let pgliteDump: Promise<Blob> | undefined;

/**
 * The data directory of a migrated PGlite, as `dumpDataDir()` writes it. Kept in the temp folder
 * for every test process of the machine; a process that finds none migrates once and writes it
 * (atomically: two that race both write a whole file, and either one is the same).
 */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const dir = join(tmpdir(), 'pubs-test-templates');
    const file = join(dir, `pglite-${await schemaKey()}.tar`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const client = await pgliteClient('memory://');
    const db = pgliteDatabase(client);
    await migrate(db, await readMigrations());
    const dump = await client.dumpDataDir('none');
    await db.close();
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  return pgliteDump;
}

/** A new PGlite in memory, a copy of the migrated template. */
export async function clonedPglite(): Promise<PGlite> {
  return pgliteClient('memory://', await pgliteTemplate());
}

/** Advisory lock key under which test processes create a Postgres template (one at a time). */
const templateLock = 7243002;

/**
 * The name of a migrated template database on the server of `adminUrl`, created by the first test
 * process that asks (under an advisory lock; the others wait, then find it). Clones are made with
 * `create database … template`, which needs the template to have no connection: it has none once made.
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `pubs_template_${await schemaKey()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(${templateLock})`;
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.unsafe(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const db = openPostgres(url.toString(), { max: 1 });
      await migrate(db, await readMigrations());
      await db.close();
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    }
    await admin`select pg_advisory_unlock(${templateLock})`;
    return name;
  } finally {
    await admin.end();
  }
}
