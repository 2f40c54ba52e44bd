import { type ExpressionBuilder, sql } from 'kysely';
import type { Identifier } from '../../domain/auth/identifier';
import type { StaffIdentity, StaffRole } from '../../domain/auth/session';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import type { Tx } from '../request-db';
import { liftCodeLock } from './code-run';

/**
 * Queries of the auth tables. They run as the API's own database user (the tables' owner), not as
 * a request role: authenticating is what decides the request role, and `anon`/`authenticated`
 * have no access to accounts, sessions or failures at all.
 */
type AccountRow = ExpressionBuilder<Database & { a: Database['staff_accounts'] }, 'a'>;

/** `a` (an account row) has two-factor sign-in set up and enabled. */
function twoFactorOn(eb: AccountRow) {
  return eb.exists(
    eb
      .selectFrom('staff_two_factor as t')
      .whereRef('t.staff_id', '=', 'a.id')
      .where('t.enabled_at', 'is not', null)
      .select('t.staff_id'),
  );
}

/** `a`'s role must use two-factor sign-in (the owner's choice) and `a` has not set it up. */
function twoFactorMissingOf(eb: AccountRow) {
  return eb.and([
    eb.exists(eb.selectFrom('staff_two_factor_roles as r').whereRef('r.role', '=', 'a.role').select('r.role')),
    eb.not(twoFactorOn(eb)),
  ]);
}

export interface StaffAccount extends StaffIdentity {
  /** `null`: invited, no password yet. */
  passwordHash: string | null;
  active: boolean;
  /** Sign-in asks for a code after the password. */
  twoFactor: boolean;
  /** 50 wrong codes in a row: sign-in refused until a password is set from a link. */
  codesLocked: boolean;
}

export async function findAccount(db: AppDatabase, identifier: Identifier): Promise<StaffAccount | undefined> {
  const [column, value] =
    identifier.kind === 'email' ? (['email', identifier.email] as const) : (['username', identifier.username] as const);
  const row = await db.kysely
    .selectFrom('staff_accounts as a')
    .select(['a.id', 'a.email', 'a.username', 'a.role', 'a.password_hash', 'a.active', 'a.codes_locked_at'])
    .select((eb) => twoFactorOn(eb).as('two_factor'))
    .where(column, '=', value)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      email: row.email,
      username: row.username,
      role: row.role,
      passwordHash: row.password_hash,
      active: row.active,
      twoFactor: Boolean(row.two_factor),
      codesLocked: row.codes_locked_at !== null,
    }
  );
}

export interface OpenSession {
  id: string;
  expiresAt: Date;
  /** The session's last request, written down at most once a minute. */
  lastSeenAt: Date;
  staff: StaffIdentity;
  /** The account's role must use two-factor sign-in and the account has not set it up. */
  twoFactorMissing: boolean;
}

export async function createSession(
  db: AppDatabase,
  session: { tokenHash: string; staffId: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const row = await db.kysely
    .insertInto('staff_sessions')
    .values({
      token_hash: session.tokenHash,
      staff_id: session.staffId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      last_seen_at: session.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findSession(db: AppDatabase, tokenHash: string): Promise<OpenSession | undefined> {
  const row = await db.kysely
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select(['s.id', 's.expires_at', 's.last_seen_at', 'a.id as staff_id', 'a.email', 'a.username', 'a.role'])
    .select((eb) => twoFactorMissingOf(eb).as('two_factor_missing'))
    .where('s.token_hash', '=', tokenHash)
    .where('a.active', '=', true)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      expiresAt: row.expires_at,
      lastSeenAt: row.last_seen_at,
      staff: { id: row.staff_id, email: row.email, username: row.username, role: row.role },
      twoFactorMissing: Boolean(row.two_factor_missing),
    }
  );
}

export async function deleteSession(db: AppDatabase, tokenHash: string): Promise<void> {
  await db.kysely.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Writes down a live session's latest request (see domain/auth/session.ts). */
export async function touchSession(db: AppDatabase, id: string, now: Date): Promise<void> {
  await db.kysely.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/** When a session was last used and ends, without its account: for a live stream's checks. */
export function sessionTimes(db: AppDatabase, id: string) {
  return db.kysely
    .selectFrom('staff_sessions')
    .select(['expires_at as expiresAt', 'last_seen_at as lastSeenAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Deletes the sessions that ended at `now`: 4 hours after sign-in or 30 minutes idle
 * (`private.purge_ended_staff_sessions`); run at each sign-in and by the hourly retention job.
 */
export async function purgeEndedSessions(db: AppDatabase, now: Date): Promise<number> {
  const { rows } = await sql<{ purged: number }>`
    select private.purge_ended_staff_sessions(${now}::timestamptz) as purged`.execute(db.kysely);
  return Number(rows[0]?.purged ?? 0);
}

export async function insertAccount(
  db: AppDatabase,
  account: { email: string; username: string; role: StaffRole; passwordHash: string },
): Promise<string> {
  const row = await db.kysely
    .insertInto('staff_accounts')
    .values({
      email: account.email,
      username: account.username,
      role: account.role,
      password_hash: account.passwordHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sets a new password hash and ends every open session of the account (the staff command); a lock
 * after wrong codes ends too.
 */
export async function setPassword(db: AppDatabase, staffId: string, passwordHash: string, at: Date): Promise<void> {
  await db.kysely.transaction().execute(async (tx) => {
    await writePassword(tx, staffId, passwordHash, at);
    await liftCodeLock(tx, staffId);
  });
}

/**
 * Sets a new password hash in `tx` and ends the account's open sessions, all but `keepSession` (the
 * browser that changed its own password stays signed in), and its half-done sign-ins.
 */
export async function writePassword(
  tx: Tx,
  staffId: string,
  passwordHash: string,
  at: Date,
  keepSession?: string,
): Promise<void> {
  await tx
    .updateTable('staff_accounts')
    .set({ password_hash: passwordHash, password_changed_at: at })
    .where('id', '=', staffId)
    .execute();
  let ended = tx.deleteFrom('staff_sessions').where('staff_id', '=', staffId);
  if (keepSession) ended = ended.where('id', '<>', keepSession);
  await ended.execute();
  // A sign-in half done with the old password ends too.
  await tx.deleteFrom('staff_login_challenges').where('staff_id', '=', staffId).execute();
}

/** The account's open sessions, newest first (the own account's list). */
export function sessionsOf(db: AppDatabase, staffId: string) {
  return db.kysely
    .selectFrom('staff_sessions')
    .select(['id', 'created_at as createdAt', 'last_seen_at as lastSeenAt', 'expires_at as expiresAt'])
    .where('staff_id', '=', staffId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Ends every session of the account but `keepSession` (the browser asking), in `tx`. */
export async function endOtherSessions(tx: Tx, staffId: string, keepSession: string): Promise<void> {
  await tx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).where('id', '<>', keepSession).execute();
}

/** Ends every session of the account (their live streams close at once). */
export async function endSessionsOf(db: AppDatabase, staffId: string): Promise<number> {
  const result = await db.kysely.deleteFrom('staff_sessions').where('staff_id', '=', staffId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function hasAdmin(db: AppDatabase): Promise<boolean> {
  const row = await db.kysely.selectFrom('staff_accounts').select('id').where('role', '=', 'admin').executeTakeFirst();
  return row !== undefined;
}

/** Whether the account's role must use two-factor sign-in and the account has not set it up. */
export async function twoFactorMissing(db: AppDatabase, staffId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('staff_accounts as a')
    .select((eb) => twoFactorMissingOf(eb).as('missing'))
    .where('a.id', '=', staffId)
    .executeTakeFirst();
  return Boolean(row?.missing);
}
