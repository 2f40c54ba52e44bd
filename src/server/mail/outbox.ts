import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { OutboxKind } from '../db/schema';
import type { Tx } from '../request-db';

/**
 * Queues docs/mails.md#call-4-cancellation-to-the-guest ('Reservierung storniert - Tisch {tableId}', with an `.ics` cancellation)
 * to the guest of `reservation`, inside the caller's transaction. Call it as staff
 * (`asRole(db, { role: 'authenticated', claims: { staff_role } }, …)`) before deleting the
 * reservation in the same transaction; the mail's content is read from the stored row. The
 * dispatcher delivers it after the commit (kick it with `deps.outbox?.kick()`). Returns the outbox
 * id, or null when the reservation has no e-mail address (a staff booking without one); throws
 * when the caller is not staff or the reservation does not exist.
 */
export async function enqueueCancellationMail(tx: Tx, reservation: { id: string }): Promise<string | null> {
  const { rows } = await sql<{ id: string | null }>`
    select public.enqueue_cancellation_mail(${reservation.id}::uuid) as id`.execute(tx);
  return rows[0]?.id ?? null;
}

/** An outbox row the dispatcher is about to send. */
export interface DueMail {
  id: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date;
}

/**
 * Takes up to `limit` due mails and leases them for `leaseSeconds` (a second dispatcher skips them
 * meanwhile; a crashed one leaves them due again afterwards).
 */
export async function claimDueMails(
  db: AppDatabase,
  now: Date,
  { limit = 20, leaseSeconds = 120 } = {},
): Promise<DueMail[]> {
  const { rows } = await sql<DueMail>`
    update public.mail_outbox m
    set next_attempt_at = ${now}::timestamptz + make_interval(secs => ${leaseSeconds})
    where m.id in (
      select d.id from public.mail_outbox d
      where d.status = 'pending' and (d.next_attempt_at is null or d.next_attempt_at <= ${now}::timestamptz)
      order by d.next_attempt_at nulls first, d.created_at
      limit ${limit}
      for update skip locked
    )
    returning m.id, m.kind, m.payload, m.attempts, m.created_at`.execute(db.kysely);
  return rows;
}

/** Delivered: keep the provider's id, drop the mail's content (no personal data left behind). */
export async function markSent(db: AppDatabase, id: string, providerId: string, now: Date): Promise<void> {
  await db.kysely
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, provider_message_id: providerId, payload: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/**
 * Not delivered: try again at `retryAt`, or give up (`failed`) when `retryAt` is undefined. A mail
 * given up keeps its content for the owner's 'Erneut senden' (`public.retry_outbox_mail()`) unless
 * `dropContent` says it is outdated (a reminder after the start): then nobody may send it again.
 */
export async function markAttemptFailed(
  db: AppDatabase,
  id: string,
  error: string,
  retryAt: Date | undefined,
  { dropContent = false } = {},
): Promise<void> {
  await db.kysely
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      ...(retryAt
        ? { next_attempt_at: retryAt }
        : { status: 'failed' as const, ...(dropContent && { payload: null }) }),
    }))
    .where('id', '=', id)
    .execute();
}
