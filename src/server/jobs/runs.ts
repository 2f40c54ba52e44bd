import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { errorSummary } from '../log-error';

/** The clock jobs that record their runs (`private.job_runs`, supabase/schemas/62_job_runs.sql). */
export const jobNames = ['minute', 'hourly', 'backup'] as const;
export type JobName = (typeof jobNames)[number];

/**
 * Records a run of `name` at `at` (`private.record_job_run()`): `failure` null when it went well.
 * The SQL entry points record their own runs; the Node server records a run that failed before
 * its entry point could, and the nightly backup's, which has no SQL entry point.
 */
export async function recordJobRun(db: AppDatabase, name: JobName, at: Date, failure: string | null): Promise<void> {
  await sql`select private.record_job_run(${name}, ${at}::timestamptz, ${failure})`.execute(db.kysely);
}

/** Records `error` as the outcome of `name`'s run at `at`; a failure to record is only logged. */
export async function recordJobFailure(
  db: AppDatabase,
  name: JobName,
  at: Date,
  error: unknown,
  log: Pick<Console, 'error'>,
): Promise<void> {
  try {
    await recordJobRun(db, name, at, errorSummary(error).message || String(error));
  } catch (recordError) {
    log.error(`Could not record the failed ${name} run`, errorSummary(recordError));
  }
}
