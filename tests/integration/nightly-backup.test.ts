import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBackupFile } from '../../src/server/backup/format';
import { keptBackups, runNightlyBackup } from '../../src/server/backup/nightly';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

/** 03:30 in Berlin (CET) on the `n`th night after 2026-11-22. */
const night = (n: number) => new Date(Date.UTC(2026, 10, 22 + n, 2, 30));

describe.each(databaseFactories)('nightly backup on $kind', (factory) => {
  let test: TestDatabase;
  let dir: string;

  beforeEach(async () => {
    test = await createMigrated(factory);
    dir = await mkdtemp(join(process.env.TMPDIR ?? tmpdir(), 'pubs-nightly-'));
  });
  afterEach(async () => {
    await test.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const recorded = async () =>
    (await sql<{ file: string }>`select file from private.backups order by taken_at`.execute(test.db.kysely)).rows.map(
      (r) => r.file,
    );

  it('writes one backup a night, between 03:00 and 06:00 Berlin time, and records it', async () => {
    expect(await runNightlyBackup(test.db, new Date('2026-11-22T13:00:00Z'), dir)).toBeUndefined();
    expect(await runNightlyBackup(test.db, new Date('2026-11-22T01:59:00Z'), dir)).toBeUndefined();
    const file = await runNightlyBackup(test.db, night(0), dir);
    expect(file).toBe('pubs-2026-11-22T02-30-00-000Z.json.gz');
    // The same night's later hours find it done.
    expect(await runNightlyBackup(test.db, new Date('2026-11-22T04:30:00Z'), dir)).toBeUndefined();
    expect(await readdir(dir)).toEqual([file]);
    expect(await recorded()).toEqual([file]);
    const backup = await readBackupFile(join(dir, file as string));
    expect(backup.header.createdAt).toBe(night(0).toISOString());
    expect(backup.tables.map((t) => t.table)).toContain('public.business_settings');
  });

  it('writes it once when two processes run the hourly jobs at the same moment', async () => {
    const other =
      factory.kind === 'postgres'
        ? (await import('../../src/server/db/postgres')).openPostgres(test.url as string, { max: 2 })
        : test.db;
    try {
      const files = await Promise.all([
        runNightlyBackup(test.db, night(0), dir),
        runNightlyBackup(other, night(0), dir),
      ]);
      expect(files.filter(Boolean)).toHaveLength(1);
      expect(await readdir(dir)).toHaveLength(1);
      expect(await recorded()).toHaveLength(1);
    } finally {
      if (other !== test.db) await other.close();
    }
  });

  it(`keeps the newest ${keptBackups} and no other file is touched`, async () => {
    await writeFile(join(dir, 'notes.txt'), 'mine');
    const written = [];
    for (let n = 0; n < keptBackups + 2; n++) written.push(await runNightlyBackup(test.db, night(n), dir));
    const newest = written.slice(-keptBackups);
    expect((await readdir(dir)).sort()).toEqual([...newest, 'notes.txt'].sort());
    expect(await recorded()).toEqual(newest);
  }, 60_000);
});
