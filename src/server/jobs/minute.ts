import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';

/**
 * What the database does every minute (`private.run_minute_jobs()`,
 * supabase/schemas/36_reminders.sql): the due reminders, the waitlist's lapsed offers, the offers
 * of freed tables and of quiz nights' freed places. Once per booking and step, whichever process
 * runs it and however often. Returns how many reminders and offers it made.
 */
export async function runMinuteJobs(db: AppDatabase, now: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`select private.run_minute_jobs(${now}::timestamptz) as n`.execute(
    db.kysely,
  );
  return rows[0]?.n ?? 0;
}
