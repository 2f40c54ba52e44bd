import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';

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
