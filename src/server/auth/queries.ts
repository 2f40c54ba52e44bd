import type { Identifier } from '../../domain/staff/identifier';
import type { StaffIdentity, StaffRole } from '../../domain/staff/session';
import type { AppDatabase } from '../db/database';

/**
 * Queries of the auth tables. They run as the API's own database user (the tables' owner), not as
 * a request role: authenticating is what decides the request role, and `anon`/`authenticated`
 * have no access to accounts, sessions or failures at all.
 */
export interface StaffAccount extends StaffIdentity {
  passwordHash: string;
}

export async function findAccount(db: AppDatabase, identifier: Identifier): Promise<StaffAccount | undefined> {
  const [column, value] =
    identifier.kind === 'email' ? (['email', identifier.email] as const) : (['username', identifier.username] as const);
  const row = await db.kysely
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'username', 'role', 'password_hash'])
    .where(column, '=', value)
    .executeTakeFirst();
  return (
    row && { id: row.id, email: row.email, username: row.username, role: row.role, passwordHash: row.password_hash }
  );
}

export interface OpenSession {
  id: string;
  expiresAt: Date;
  staff: StaffIdentity;
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findSession(db: AppDatabase, tokenHash: string): Promise<OpenSession | undefined> {
  const row = await db.kysely
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select(['s.id', 's.expires_at', 'a.id as staff_id', 'a.email', 'a.username', 'a.role'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      expiresAt: row.expires_at,
      staff: { id: row.staff_id, email: row.email, username: row.username, role: row.role },
    }
  );
}

export async function deleteSession(db: AppDatabase, tokenHash: string): Promise<void> {
  await db.kysely.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: AppDatabase, now: Date): Promise<void> {
  await db.kysely.deleteFrom('staff_sessions').where('expires_at', '<=', now).execute();
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

/** Sets a new password hash and ends every open session of the account. */
export async function setPassword(db: AppDatabase, staffId: string, passwordHash: string, at: Date): Promise<void> {
  await db.kysely.transaction().execute(async (tx) => {
    await tx
      .updateTable('staff_accounts')
      .set({ password_hash: passwordHash, password_changed_at: at })
      .where('id', '=', staffId)
      .execute();
    await tx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
  });
}

export async function hasAdmin(db: AppDatabase): Promise<boolean> {
  const row = await db.kysely.selectFrom('staff_accounts').select('id').where('role', '=', 'admin').executeTakeFirst();
  return row !== undefined;
}
