import { sql } from 'kysely';
import { accountMessages } from '../../domain/auth/accounts';
import type { AppDatabase } from '../db/database';
import { ApiError } from '../errors';
import type { Tx } from '../request-db';
import type { SecretBox } from './secret-box';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpEnrolment, totpStep } from './totp';

/**
 * Two-factor sign-in of one account (docs/roles.md#two-factor): set up with a QR code, enabled by a
 * first code from the app, which also hands out ten recovery codes; checked at sign-in. The secret
 * is stored sealed ({@link SecretBox}); a code's 30-second step is accepted once, a recovery code once.
 */
type Db = AppDatabase['kysely'] | Tx;

export const twoFactorText = {
  alreadyOn: 'Die Zwei-Faktor-Anmeldung ist schon eingerichtet.',
} as const;

/** Starts (or restarts) the setup: a new secret, not yet asked for at sign-in. */
export async function startSetup(db: Db, box: SecretBox, account: { id: string; username: string }, now: Date) {
  const enabled = await db
    .selectFrom('staff_two_factor')
    .select('enabled_at')
    .where('staff_id', '=', account.id)
    .executeTakeFirst();
  if (enabled?.enabled_at) throw new ApiError(409, twoFactorText.alreadyOn);
  const secret = newTotpSecret();
  const sealed = await box.seal(secret, account.id);
  const written = await db
    .insertInto('staff_two_factor')
    .values({ staff_id: account.id, secret_sealed: sealed, created_at: now, enabled_at: null, last_step: null })
    // An enabled secret is never replaced here, even by a setup racing its enabling.
    .onConflict((oc) =>
      oc
        .column('staff_id')
        .doUpdateSet({ secret_sealed: sealed, created_at: now })
        .where('staff_two_factor.enabled_at', 'is', null),
    )
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) throw new ApiError(409, twoFactorText.alreadyOn);
  return { secret, ...totpEnrolment(secret, account.username) };
}

/** Enables the set-up secret when `code` matches it; returns the ten recovery codes (shown once). */
export async function enableTwoFactor(tx: Tx, box: SecretBox, staffId: string, code: string, now: Date) {
  const row = await tx
    .selectFrom('staff_two_factor')
    .select(['secret_sealed', 'enabled_at'])
    .where('staff_id', '=', staffId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(409, accountMessages.noSetup);
  if (row.enabled_at) throw new ApiError(409, twoFactorText.alreadyOn);
  const step = /^\d{6}$/.test(code) ? totpStep(await box.open(row.secret_sealed, staffId), code, now) : undefined;
  if (step === undefined) throw new ApiError(422, accountMessages.invalidCode, { code: accountMessages.invalidCode });
  await tx
    .updateTable('staff_two_factor')
    .set({ enabled_at: now, last_step: step })
    .where('staff_id', '=', staffId)
    .execute();
  return replaceRecoveryCodes(tx, staffId);
}

/** Ten new recovery codes for the account; the old ones, used or not, stop working. */
async function replaceRecoveryCodes(tx: Db, staffId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await tx
    .insertInto('staff_recovery_codes')
    .values(await Promise.all(codes.map(async (c) => ({ staff_id: staffId, code_hash: await recoveryCodeHash(c) }))))
    .execute();
  return codes;
}

/**
 * New recovery codes for an account with two-factor sign-in on, once `proven` (a current six-digit
 * code of its app checked by the caller, so a session alone, without the phone, cannot take them).
 */
export async function renewRecoveryCodes(tx: Tx, staffId: string, proven: boolean) {
  if (!proven) throw new ApiError(422, accountMessages.invalidCode, { code: accountMessages.invalidCode });
  return replaceRecoveryCodes(tx, staffId);
}

/** Turns two-factor sign-in off for the account (its secret and codes are deleted). */
export async function disableTwoFactor(db: Db, staffId: string): Promise<void> {
  await db.deleteFrom('staff_two_factor').where('staff_id', '=', staffId).execute();
}

/** Recovery codes of the account not yet used. */
export async function recoveryCodesLeft(db: Db, staffId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Whether `code` (six digits, or a recovery code) is a second factor of the account at `now`. A
 * right code is spent in the same statement that checks it, so two requests with one code cannot
 * both pass.
 */
export async function spendSecondFactor(
  db: Db,
  box: SecretBox,
  staffId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const row = await db
      .selectFrom('staff_two_factor')
      .select('secret_sealed')
      .where('staff_id', '=', staffId)
      .where('enabled_at', 'is not', null)
      .executeTakeFirst();
    if (!row) return false;
    const step = totpStep(await box.open(row.secret_sealed, staffId), code, now);
    if (step === undefined) return false;
    const { rows } = await sql`
      update public.staff_two_factor set last_step = ${step}
      where staff_id = ${staffId} and (last_step is null or last_step < ${step})
      returning staff_id`.execute(db);
    return rows.length === 1;
  }
  const { rows } = await sql`
    update public.staff_recovery_codes set used_at = ${now}::timestamptz
    where staff_id = ${staffId} and code_hash = ${await recoveryCodeHash(code)} and used_at is null
    returning staff_id`.execute(db);
  return rows.length === 1;
}
