import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runNightlyBackup } from '../../src/server/backup/nightly';
import type { AppDatabase } from '../../src/server/db/database';
import { runHourlyJobs } from '../../src/server/jobs/hourly';
import { runMinuteJobs } from '../../src/server/jobs/minute';
import { recordJobFailure } from '../../src/server/jobs/runs';
import { startClockJobs } from '../../src/server/jobs/start';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

const at = new Date('2026-11-21T18:00:00Z');
const later = new Date('2026-11-21T18:01:00Z');

describe.each(databaseFactories)('job runs on $kind', (factory) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await sql`delete from private.job_runs`.execute(test.db.kysely);
  });

  const runs = async () =>
    (
      await sql<{ name: string; last_run_at: Date; ok: boolean; failure: string | null }>`
        select name, last_run_at, ok, failure from private.job_runs order by name`.execute(test.db.kysely)
    ).rows.map((r) => ({ ...r, last_run_at: new Date(r.last_run_at).toISOString() }));

  it("records the minute's run at the runner's time, once however many runners run it", async () => {
    const other: AppDatabase =
      factory.kind === 'postgres'
        ? (await import('../../src/server/db/postgres')).openPostgres(test.url as string, { max: 2 })
        : test.db;
    try {
      await Promise.all([runMinuteJobs(test.db, at), runMinuteJobs(other, at)]);
    } finally {
      if (other !== test.db) await other.close();
    }
    expect(await runs()).toEqual([{ name: 'minute', last_run_at: at.toISOString(), ok: true, failure: null }]);
  });

  it('keeps the newest run when an older runner finishes last', async () => {
    await runMinuteJobs(test.db, later);
    await runMinuteJobs(test.db, at);
    expect((await runs())[0]?.last_run_at).toBe(later.toISOString());
  });

  it('records the hour, and which of its jobs failed', async () => {
    await runHourlyJobs(test.db, at);
    expect(await runs()).toEqual([{ name: 'hourly', last_run_at: at.toISOString(), ok: true, failure: null }]);
    await test.db.exec(`alter function private.purge_quiz_nights(timestamptz) rename to purge_quiz_nights_away`);
    try {
      await runHourlyJobs(test.db, later);
    } finally {
      await test.db.exec(`alter function private.purge_quiz_nights_away(timestamptz) rename to purge_quiz_nights`);
    }
    const [hourly] = await runs();
    expect(hourly).toMatchObject({ name: 'hourly', last_run_at: later.toISOString(), ok: false });
    expect(hourly?.failure).toMatch(/^quiz nights: .*purge_quiz_nights/);
  });

  it("records a minute's failure that stopped the whole run, through the Node server's jobs", async () => {
    const log = { info() {}, error() {} };
    await test.db.exec(`alter function private.queue_due_reminders(timestamptz) rename to queue_due_reminders_away`);
    try {
      const stop = startClockJobs(
        { db: test.db, now: () => at, log, outbox: { kick() {} } },
        { minuteMs: 3_600_000, hourMs: 3_600_000 },
      );
      await stop();
    } finally {
      await test.db.exec(`alter function private.queue_due_reminders_away(timestamptz) rename to queue_due_reminders`);
    }
    const minute = (await runs()).find((r) => r.name === 'minute');
    expect(minute).toMatchObject({ last_run_at: at.toISOString(), ok: false });
    expect(minute?.failure).toMatch(/queue_due_reminders/);
  });

  it('records a failed reminders step as pg_cron runs the minute, and still runs the others', async () => {
    await test.db.exec(`alter function private.queue_due_reminders(timestamptz) rename to queue_due_reminders_away`);
    try {
      await sql`select private.run_minute_jobs(${at.toISOString()}::timestamptz)`.execute(test.db.kysely);
    } finally {
      await test.db.exec(`alter function private.queue_due_reminders_away(timestamptz) rename to queue_due_reminders`);
    }
    const [minute] = await runs();
    expect(minute).toMatchObject({ name: 'minute', last_run_at: at.toISOString(), ok: false });
    expect(minute?.failure).toMatch(/^reminders failed: .*queue_due_reminders/);
    expect(minute?.failure).not.toMatch(/waitlist|quiz|hire/);
  });

  it("records the night's backup, and a failed one", async () => {
    const dir = await mkdtemp(join(process.env.TMPDIR ?? tmpdir(), 'pubs-job-runs-'));
    const night = new Date('2026-11-22T02:30:00Z');
    try {
      await runNightlyBackup(test.db, night, dir);
      expect(await runs()).toEqual([{ name: 'backup', last_run_at: night.toISOString(), ok: true, failure: null }]);
      const next = new Date('2026-11-23T02:30:00Z');
      await recordJobFailure(test.db, 'backup', next, new Error('Kein Platz auf dem Gerät'), console);
      expect(await runs()).toEqual([
        { name: 'backup', last_run_at: next.toISOString(), ok: false, failure: 'Kein Platz auf dem Gerät' },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a job it does not know', async () => {
    await expect(sql`select private.record_job_run('weekly', now())`.execute(test.db.kysely)).rejects.toThrow();
  });
});
