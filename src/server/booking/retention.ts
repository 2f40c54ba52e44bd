import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { errorSummary } from '../log-error';

/**
 * Deletes reservations 23 hours after they ended, and their mails (`public.purge_expired_bookings`);
 * run hourly, so nothing outlives the privacy text's "at the latest 24 hours".
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
 * work once their challenge expired (`private.purge_security_records`).
 */
export async function purgeSecurityRecords(db: AppDatabase, now: Date): Promise<{ counts: number; proofs: number }> {
  const { rows } = await sql<{ purged_counts: number; purged_proofs: number }>`
    select * from private.purge_security_records(${now}::timestamptz)`.execute(db.kysely);
  return { counts: rows[0]?.purged_counts ?? 0, proofs: rows[0]?.purged_proofs ?? 0 };
}

export interface JobDeps {
  db: AppDatabase;
  now: () => Date;
  log: Pick<Console, 'info' | 'error'>;
}

/** Runs both retention jobs now and then every `intervalMs` (hourly); returns a stop function. */
export function startRetentionJob(deps: JobDeps, intervalMs = 60 * 60_000): () => void {
  const run = async () => {
    try {
      const { reservations, mails } = await purgeExpiredBookings(deps.db, deps.now());
      if (reservations || mails) deps.log.info(`Retention: deleted ${reservations} reservations, ${mails} mails`);
      await purgeSecurityRecords(deps.db, deps.now());
    } catch (error) {
      deps.log.error('Retention job failed', errorSummary(error));
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
