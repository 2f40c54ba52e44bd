import { sql } from 'kysely';
import { accountMessages, type StaffAccountView } from '../../domain/auth/accounts';
import type { StaffRole } from '../../domain/auth/session';
import type { AppDatabase } from '../db/database';
import { dbErrorInfo } from '../db/refusals';
import { ApiError } from '../errors';
import type { Tx } from '../request-db';

/**
 * The team's accounts as the owner's screen reads and changes them. They run as the API's own
 * database user: staff accounts are unreadable to the request roles, and the owner-only wall is
 * `allowRoles(ownerRoles)` in front of every caller. Each change writes its log entry
 * (`public.staff_audit_log`) in its own transaction.
 */
export interface Actor {
  id: string;
  username: string;
}

type Db = AppDatabase['kysely'] | Tx;

const accountColumns = sql<StaffAccountView>`json_build_object(
  'id', a.id, 'email', a.email, 'username', a.username, 'role', a.role, 'active', a.active,
  'twoFactor', exists (select from public.staff_two_factor t where t.staff_id = a.id and t.enabled_at is not null),
  'invited', a.password_hash is null,
  'codesLocked', a.codes_locked_at is not null,
  'lastSignInAt', a.last_sign_in_at)`;

export async function listAccounts(db: Db, id?: string): Promise<StaffAccountView[]> {
  const { rows } = await sql<{ account: StaffAccountView }>`
    select ${accountColumns} as account from public.staff_accounts a
    where ${id ?? null}::uuid is null or a.id = ${id ?? null}::uuid
    order by a.active desc, a.role, a.username`.execute(db);
  return rows.map((r) => ({
    ...r.account,
    lastSignInAt: r.account.lastSignInAt && new Date(r.account.lastSignInAt).toISOString(),
  }));
}

export async function accountById(db: Db, id: string): Promise<StaffAccountView> {
  const [account] = await listAccounts(db, id);
  if (!account) throw new ApiError(404, accountMessages.notFound);
  return account;
}

/** Writes one line of the log for an account action of the owner or of the account itself. */
export async function recordAccountAction(
  tx: Db,
  actor: Actor,
  action: string,
  targetId: string,
  fields: string[] = [],
  mails: string[] = [],
): Promise<void> {
  await tx
    .insertInto('staff_audit_log')
    .values({
      actor_id: actor.id,
      actor: actor.username,
      action,
      target_type: 'account',
      target_id: targetId,
      fields,
      mails,
    })
    .execute();
}

/** Inserts an invited account (no password yet); 409 when the e-mail or user name is taken. */
export async function insertInvitedAccount(
  tx: Tx,
  account: { email: string; username: string; role: StaffRole },
): Promise<string> {
  try {
    const row = await tx
      .insertInto('staff_accounts')
      .values({ ...account, password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (dbErrorInfo(error).code === '23505') throw new ApiError(409, accountMessages.taken);
    throw error;
  }
}

/**
 * Changes an account's role or active flag. The active owners' rows are locked first, so two owners
 * demoting each other at once cannot leave none: the second sees the first's change and gets 409.
 * Deactivating ends the account's sessions (its live streams close) and its open links.
 */
export async function changeAccount(
  tx: Tx,
  id: string,
  change: { role?: StaffRole | undefined; active?: boolean | undefined },
): Promise<string[]> {
  const owners = await sql<{ id: string }>`
    select a.id from public.staff_accounts a
    where a.role = 'admin' and a.active and a.password_hash is not null
    order by a.id
    for update`.execute(tx);
  const current = await tx
    .selectFrom('staff_accounts')
    .select(['role', 'active'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw new ApiError(404, accountMessages.notFound);
  const stopsOwning =
    owners.rows.some((o) => o.id === id) &&
    ((change.role !== undefined && change.role !== 'admin') || change.active === false);
  if (stopsOwning && owners.rows.length <= 1) throw new ApiError(409, accountMessages.lastOwner);
  const fields = [
    ...(change.role !== undefined && change.role !== current.role ? ['role'] : []),
    ...(change.active !== undefined && change.active !== current.active ? ['active'] : []),
  ];
  if (fields.length === 0) return fields;
  await tx
    .updateTable('staff_accounts')
    .set({
      ...(change.role !== undefined && { role: change.role }),
      ...(change.active !== undefined && { active: change.active }),
    })
    .where('id', '=', id)
    .execute();
  // A changed role or a deactivation takes effect at once: the account signs in again (or not).
  await tx.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
  if (change.active === false) {
    await tx.deleteFrom('staff_account_links').where('staff_id', '=', id).execute();
    await tx.deleteFrom('staff_login_challenges').where('staff_id', '=', id).execute();
  }
  return fields;
}

export async function twoFactorRoles(db: Db): Promise<StaffRole[]> {
  const rows = await db.selectFrom('staff_two_factor_roles').select('role').orderBy('role').execute();
  return rows.map((r) => r.role);
}

export async function setTwoFactorRoles(tx: Tx, roles: StaffRole[]): Promise<void> {
  await tx.deleteFrom('staff_two_factor_roles').execute();
  if (roles.length > 0)
    await tx
      .insertInto('staff_two_factor_roles')
      .values(roles.map((role) => ({ role })))
      .execute();
}
