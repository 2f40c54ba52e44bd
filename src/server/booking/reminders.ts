import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { errorSummary } from '../log-error';

/**
 * Queues the reminders due at `now` (`private.queue_due_reminders()`, supabase/schemas/36_reminders.sql):
 * once per booking and start, whichever process runs it and however often. Returns how many.
 */
export async function queueDueReminders(db: AppDatabase, now: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`select private.queue_due_reminders(${now}::timestamptz) as n`.execute(
    db.kysely,
  );
  return rows[0]?.n ?? 0;
}

/**
 * What the database does every minute (`private.run_minute_jobs()`): the due reminders, the
 * waitlist's lapsed offers and the offers of freed tables. Returns how many reminders and offers.
 */
export async function runMinuteJobs(db: AppDatabase, now: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`select private.run_minute_jobs(${now}::timestamptz) as n`.execute(
    db.kysely,
  );
  return rows[0]?.n ?? 0;
}

export interface MinuteJobDeps {
  db: AppDatabase;
  now: () => Date;
  log: Pick<Console, 'error'>;
  /** Kicked when reminders or offers were made, so their mails go out now rather than at the next poll. */
  outbox: { kick(): void };
}

/**
 * Runs the minute's jobs ({@link runMinuteJobs}) now and then every `intervalMs` (a minute). The state
 * is in the database (`reservations.reminded_for`, the holds' `hold_expires_at`), so a restart or a
 * second process neither loses nor repeats one. Returns a stop function that resolves once a run
 * under way has finished.
 */
export function startMinuteJobs(deps: MinuteJobDeps, intervalMs = 60_000): () => Promise<void> {
  const run = async () => {
    try {
      if ((await runMinuteJobs(deps.db, deps.now())) > 0) deps.outbox.kick();
    } catch (error) {
      deps.log.error('Minute jobs failed', errorSummary(error));
    }
  };
  let busy = true;
  let running = run().finally(() => {
    busy = false;
  });
  const timer = setInterval(() => {
    // A run that takes longer than a minute is not queued behind: the next tick finds what is left.
    if (busy) return;
    busy = true;
    running = run().finally(() => {
      busy = false;
    });
  }, intervalMs);
  (timer as { unref?: () => void }).unref?.();
  return () => {
    clearInterval(timer);
    return running;
  };
}
