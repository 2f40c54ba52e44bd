import { jsonb } from '../db/jsonb';
import type { StaffNoticeEvent, StaffNoticePayload } from '../mail/staff-notices';
import type { Tx } from '../request-db';

/** A notice waits in the outbox at most this long (the provider down for days): then it says nothing new. */
const noticeLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Queues a notice to `account` about its own sign-in (docs/mails.md#staff-account-notice) in `tx`,
 * so it goes out exactly when the change it reports was committed. `by`: the owner who acted for
 * the account.
 */
export async function queueAccountNotice(
  tx: Tx,
  account: { email: string; username: string },
  event: StaffNoticeEvent,
  now: Date,
  by?: string,
): Promise<void> {
  const payload: StaffNoticePayload = {
    email: account.email,
    username: account.username,
    event,
    at: now.toISOString(),
    ...(by && { by }),
  };
  await tx
    .insertInto('mail_outbox')
    .values({
      kind: 'staff-account-notice',
      reservation_id: null,
      payload: jsonb(payload) as never,
      purge_after: new Date(now.getTime() + noticeLifetimeMs),
    })
    .execute();
}
