import { runNightlyBackup } from '../backup/nightly';
import type { AppDatabase } from '../db/database';
import { runEvery } from './every';
import { runHourlyJobs } from './hourly';
import { runMinuteJobs } from './minute';
import { recordJobFailure } from './runs';

export interface ClockJobDeps {
  db: AppDatabase;
  now: () => Date;
  log: Pick<Console, 'info' | 'error'>;
  /** Kicked when the minute's jobs made reminders or offers, so their mails go out now. */
  outbox: { kick(): void };
  /** The local mail sink's folder, when mails are written there (its files hold guests' data). */
  mailSinkDir?: string | undefined;
  /** Where the nightly backup files go (src/server/backup/nightly.ts); without it none are written. */
  backupDir?: string | undefined;
}

/**
 * The jobs of the clock as a Node process runs them: `private.run_minute_jobs()` every minute and
 * `private.run_hourly_jobs()` every hour, the same entry points pg_cron runs on Supabase, then the
 * night's backup file when `backupDir` is given. Any number of processes may run them side by side.
 * Each run is recorded in `private.job_runs` ('minute', 'hourly', 'backup'), a failed one too.
 * Returns a stop function that resolves once runs under way have finished.
 */
export function startClockJobs(
  deps: ClockJobDeps,
  intervals = { minuteMs: 60_000, hourMs: 60 * 60_000 },
): () => Promise<void> {
  const stopMinute = runEvery(
    'Minute jobs',
    intervals.minuteMs,
    async () => {
      const at = deps.now();
      try {
        if ((await runMinuteJobs(deps.db, at)) > 0) deps.outbox.kick();
      } catch (error) {
        await recordJobFailure(deps.db, 'minute', at, error, deps.log);
        throw error;
      }
    },
    deps.log,
  );
  const stopHourly = runEvery(
    'Hourly jobs',
    intervals.hourMs,
    async () => {
      const at = deps.now();
      try {
        for (const { job, deleted, failure } of await runHourlyJobs(deps.db, at, deps.mailSinkDir)) {
          if (failure) deps.log.error(`Hourly job failed (${job})`, failure);
          else if (deleted && job === 'bookings')
            deps.log.info(`Retention: deleted ${deleted} reservation rows and mails`);
        }
      } catch (error) {
        await recordJobFailure(deps.db, 'hourly', at, error, deps.log);
        throw error;
      }
      if (deps.backupDir) {
        try {
          const file = await runNightlyBackup(deps.db, at, deps.backupDir);
          if (file) deps.log.info(`Nightly backup written: ${file}`);
        } catch (error) {
          await recordJobFailure(deps.db, 'backup', at, error, deps.log);
          throw error;
        }
      }
    },
    deps.log,
  );
  return async () => {
    await Promise.all([stopMinute(), stopHourly()]);
  };
}
