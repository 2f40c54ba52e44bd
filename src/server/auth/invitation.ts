import { accountMessages } from '../../domain/auth/accounts';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { recordAccountAction } from './account-queries';
import { liftCodeLock } from './code-run';
import { takeLink } from './links';
import { hashPassword } from './password';
import { weakPasswordReason } from './password-policy';
import { writePassword } from './queries';
import { sha256Hex } from './token';

/**
 * Sets the password of the account behind an invitation or reset link (docs/roles.md#accounts):
 * 410 when the link is unknown, used, expired or its account deactivated; 422 for one of the
 * commonest passwords or the account's own name. The link is spent and the password written in
 * one transaction; every open session of the account ends, and a lock after 50 wrong codes too.
 */
export async function setPasswordFromLink(deps: Pick<ApiDeps, 'db' | 'now'>, token: string, password: string) {
  const pending = await deps.db.kysely
    .selectFrom('staff_account_links as k')
    .innerJoin('staff_accounts as a', 'a.id', 'k.staff_id')
    .select(['a.username', 'a.email'])
    .where('k.token_hash', '=', await sha256Hex(token))
    .where('k.used_at', 'is', null)
    .where('k.expires_at', '>', deps.now())
    .where('a.active', '=', true)
    .executeTakeFirst();
  if (!pending) throw new ApiError(410, accountMessages.linkInvalid);
  const weak = await weakPasswordReason(password, pending);
  if (weak) throw new ApiError(422, weak, { password: weak });
  const hash = await hashPassword(password);
  return deps.db.kysely.transaction().execute(async (tx) => {
    const now = deps.now();
    const account = await takeLink(tx, token, now);
    await writePassword(tx, account.id, hash, now);
    // Whoever typed the wrong codes knew the old password: the new one lifts the lock.
    await liftCodeLock(tx, account.id);
    await recordAccountAction(
      tx,
      { id: account.id, username: account.username },
      account.purpose === 'invitation' ? 'account.joined' : 'account.password-reset',
      account.id,
      ['password'],
    );
    return account;
  });
}
