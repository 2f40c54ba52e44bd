import { sql } from 'kysely';
import { purgeEndedSessions } from '../auth/queries';
import type { AppDatabase } from '../db/database';
import { errorSummary } from '../log-error';
import { purgeSinkMails } from '../mail/sink-mailer';

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
  /** The local mail sink's folder, when mails are written there (its files hold guests' data). */
  mailSinkDir?: string | undefined;
}

/**
 * Every retention job once: reservations and their mails, request counts and spent proofs, ended
 * staff sessions, the waitlist of past days, past quiz nights' teams, the staff log after 90 days and spent account links, the local mail sink's files. Each runs even when another failed.
 */
export async function runRetentionJobs(deps: JobDeps): Promise<void> {
  const jobs: [string, () => Promise<void>][] = [
    [
      'bookings',
      async () => {
        const { reservations, mails } = await purgeExpiredBookings(deps.db, deps.now());
        if (reservations || mails) deps.log.info(`Retention: deleted ${reservations} reservations, ${mails} mails`);
      },
    ],
    ['security records', async () => void (await purgeSecurityRecords(deps.db, deps.now()))],
    ['staff sessions', async () => void (await purgeEndedSessions(deps.db, deps.now()))],
    [
      'waitlist',
      async () => void (await sql`select private.purge_waitlist(${deps.now()}::timestamptz)`.execute(deps.db.kysely)),
    ],
    [
      'quiz nights',
      async () =>
        void (await sql`select private.purge_quiz_nights(${deps.now()}::timestamptz)`.execute(deps.db.kysely)),
    ],
    [
      'staff records',
      async () =>
        void (await sql`select private.purge_staff_records(${deps.now()}::timestamptz)`.execute(deps.db.kysely)),
    ],
  ];
  const sinkDir = deps.mailSinkDir;
  if (sinkDir) jobs.push(['mail sink', async () => void (await purgeSinkMails(sinkDir, deps.now()))]);
  for (const [name, job] of jobs) {
    try {
      await job();
    } catch (error) {
      deps.log.error(`Retention job failed (${name})`, errorSummary(error));
    }
  }
}

/**
 * Runs every retention job now and then every `intervalMs` (hourly); returns a stop function that
 * resolves once a run under way has finished.
 */
export function startRetentionJob(deps: JobDeps, intervalMs = 60 * 60_000): () => Promise<void> {
  let running = runRetentionJobs(deps);
  const timer = setInterval(() => {
    running = running.then(() => runRetentionJobs(deps));
  }, intervalMs);
  (timer as { unref?: () => void }).unref?.();
  return () => {
    clearInterval(timer);
    return running;
  };
}
