import { sql } from 'kysely';
import { accountMessages, linkLifetimeMs } from '../../domain/auth/accounts';
import type { StaffRole } from '../../domain/auth/session';
import { newLinkSecret } from '../../domain/link-secret';
import { jsonb } from '../db/jsonb';
import { ApiError } from '../errors';
import type { StaffLinkPayload } from '../mail/staff-mails';
import type { Tx } from '../request-db';
import { sha256Hex } from './token';

/**
 * Issues a one-time link for `account` (an invitation, 48 hours; a reset, 24 hours) and queues its
 * mail in the same transaction, so the link exists exactly when its mail will go out. Earlier
 * unused links of the account stop working: only the newest mail's link counts.
 */
export async function issueLink(
  tx: Tx,
  account: { id: string; email: string; username: string; role: StaffRole },
  purpose: 'invitation' | 'reset',
  sentBy: string,
  now: Date,
): Promise<void> {
  const token = newLinkSecret();
  const expiresAt = new Date(now.getTime() + linkLifetimeMs[purpose]);
  await tx.deleteFrom('staff_account_links').where('staff_id', '=', account.id).where('used_at', 'is', null).execute();
  await tx
    .insertInto('staff_account_links')
    .values({
      token_hash: await sha256Hex(token),
      staff_id: account.id,
      purpose,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  const payload: StaffLinkPayload = {
    email: account.email,
    username: account.username,
    role: account.role,
    token,
    expiresAt: expiresAt.toISOString(),
    sentBy,
  };
  await tx
    .insertInto('mail_outbox')
    .values({
      kind: purpose === 'invitation' ? 'staff-invitation' : 'staff-password-reset',
      reservation_id: null,
      payload: jsonb(payload) as never,
      purge_after: expiresAt,
    })
    .execute();
}

/**
 * Takes a link's secret at `now` for setting a password: the link must be unused, unexpired and its
 * account active; it is marked used in the same transaction (a second use finds it used). Returns
 * the account; 410 with 'Dieser Link ist ungültig …' otherwise.
 */
export async function takeLink(
  tx: Tx,
  token: string,
  now: Date,
): Promise<{ id: string; email: string; username: string; purpose: 'invitation' | 'reset' }> {
  const { rows } = await sql<{ id: string; email: string; username: string; purpose: 'invitation' | 'reset' }>`
    update public.staff_account_links k set used_at = ${now}::timestamptz
    from public.staff_accounts a
    where k.token_hash = ${await sha256Hex(token)} and k.used_at is null
      and k.expires_at > ${now}::timestamptz and a.id = k.staff_id and a.active
    returning a.id, a.email, a.username, k.purpose`.execute(tx);
  const row = rows[0];
  if (!row) throw new ApiError(410, accountMessages.linkInvalid);
  return row;
}
