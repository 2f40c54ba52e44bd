import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { errorSummary } from '../log-error';
import { purgeSinkMails } from '../mail/sink-mailer';

/** One hourly job's outcome, as `private.run_hourly_jobs()` reports it. */
export interface HourlyJobResult {
  job: string;
  deleted: number;
  /** The database's message when the job failed; the other jobs ran regardless. */
  failure: string | null;
}

/**
 * Every hourly job once (`private.run_hourly_jobs()`, supabase/schemas/60_retention.sql, the list
 * pg_cron runs too), then, where mails are written to a local folder, that folder's day-old files
 * (they hold guests' data; only a Node server has them). Each job runs even when another failed.
 */
export async function runHourlyJobs(db: AppDatabase, now: Date, mailSinkDir?: string): Promise<HourlyJobResult[]> {
  const { rows } = await sql<HourlyJobResult>`
    select job, deleted, failure from private.run_hourly_jobs(${now}::timestamptz)`.execute(db.kysely);
  const results = rows.map((r) => ({ job: r.job, deleted: Number(r.deleted), failure: r.failure }));
  if (mailSinkDir) {
    try {
      results.push({ job: 'mail sink', deleted: await purgeSinkMails(mailSinkDir, now), failure: null });
    } catch (error) {
      results.push({ job: 'mail sink', deleted: 0, failure: errorSummary(error).message });
    }
  }
  return results;
}

/**
 * Deletes reservations 23 hours after they ended, and their mails (`public.purge_expired_bookings`),
 * so nothing outlives the privacy text's "at the latest 24 hours". One of the hourly jobs.
 */
export async function purgeExpiredBookings(
  db: AppDatabase,
  now: Date,
): Promise<{ reservations: number; mails: number }> {
  const { rows } = await sql<{ purged_reservations: number; purged_mails: number }>`
    select * from public.purge_expired_bookings(${now}::timestamptz)`.execute(db.kysely);
  return { reservations: rows[0]?.purged_reservations ?? 0, mails: rows[0]?.purged_mails ?? 0 };
}

/**
 * Deletes request counts and failed sign-ins 24 hours after their window began, and spent proofs of
 * work once their challenge expired (`private.purge_security_records`). One of the hourly jobs.
 */
export async function purgeSecurityRecords(db: AppDatabase, now: Date): Promise<{ counts: number; proofs: number }> {
  const { rows } = await sql<{ purged_counts: number; purged_proofs: number }>`
    select * from private.purge_security_records(${now}::timestamptz)`.execute(db.kysely);
  return { counts: rows[0]?.purged_counts ?? 0, proofs: rows[0]?.purged_proofs ?? 0 };
}
