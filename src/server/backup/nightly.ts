import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { berlinClock } from '../../domain/calendar/berlin';
import type { AppDatabase } from '../db/database';
import { readBackup } from './dump';
import { writeBackupFile } from './format';

/** Nightly backups kept in the folder; older ones are deleted after each new one. */
export const keptBackups = 14;

/** Berlin hours in which the night's backup is due: the pubs are closed, and hourly runs hit one. */
const nightFrom = '03:00';
const nightUntil = '06:00';

/** Hours after a backup before the next is due: one per night, however the hourly runs fall. */
const minimumGapHours = 20;

const fileName = (at: Date) => `pubs-${at.toISOString().replace(/[:.]/g, '-')}.json.gz`;
const ourFile = /^pubs-[0-9TZ-]+\.json\.gz$/;

/**
 * Writes the night's backup into `dir` when it is due (03:00–06:00 Berlin time and none in the last
 * 20 hours), records it in `private.backups` and as the 'backup' job's run (`private.job_runs`),
 * and deletes all but the newest {@link keptBackups} files and records. Exactly once across
 * processes: it runs under the `backup` advisory lock, which a second process finds taken and
 * skips, and in a `repeatable read` transaction that is the backup's snapshot. Returns the file
 * written, or `undefined` when none was due.
 */
export async function runNightlyBackup(db: AppDatabase, now: Date, dir: string): Promise<string | undefined> {
  const clock = berlinClock(now);
  if (clock < nightFrom || clock >= nightUntil) return undefined;
  return db.kysely.transaction().execute(async (tx) => {
    await sql`set transaction isolation level repeatable read`.execute(tx);
    const { rows } = await sql<{ locked: boolean; recent: boolean }>`
      select pg_try_advisory_xact_lock(private.lock_key('backup'), 0) as locked,
             exists (select from private.backups
                     where taken_at > ${now}::timestamptz - make_interval(hours => ${minimumGapHours})) as recent`.execute(
      tx,
    );
    if (!rows[0]?.locked || rows[0].recent) return undefined;
    await mkdir(dir, { recursive: true });
    const file = fileName(now);
    await writeBackupFile(join(dir, file), await readBackup(tx, db.kind, now));
    const { size } = await stat(join(dir, file));
    await sql`insert into private.backups (taken_at, file, bytes) values (${now}, ${file}, ${size})`.execute(tx);
    await sql`select private.record_job_run('backup', ${now}::timestamptz)`.execute(tx);
    const kept = (await readdir(dir)).filter((name) => ourFile.test(name)).sort();
    // The names sort by time; only files of this pattern are ever deleted.
    for (const old of kept.slice(0, -keptBackups)) await rm(join(dir, old), { force: true });
    await sql`delete from private.backups where file <> all(${kept.slice(-keptBackups)}::text[])`.execute(tx);
    return file;
  });
}
