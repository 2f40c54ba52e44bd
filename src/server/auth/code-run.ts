import { sql } from 'kysely';
import { wrongCodesLocked, wrongCodesMailed } from '../../domain/auth/throttle';
import type { AppDatabase } from '../db/database';
import type { Tx } from '../request-db';
import { recordAccountAction } from './account-queries';
import { queueAccountNotice } from './notices';

/**
 * The run of wrong two-factor codes of an account (docs/roles.md#two-factor), kept in
 * `staff_accounts.wrong_codes` so every process counts the same run. Only someone past the
 * account's password adds to it.
 */
export interface WrongCode {
  /** A notice was queued (the caller kicks the outbox). */
  mailed: boolean;
  /** This code locked the account's sign-in. */
  locked: boolean;
}

/**
 * Counts one wrong code at `now`, in one statement, so parallel codes each get their own place in
 * the run: the {@link wrongCodesMailed}th queues the mail 'Falsche Bestätigungscodes …', the
 * {@link wrongCodesLocked}th locks sign-in, ends the account's half-done sign-ins, writes the log
 * and queues 'Anmeldung mit Ihrem Konto gesperrt'.
 */
export async function countWrongCode(db: AppDatabase, staffId: string, now: Date): Promise<WrongCode> {
  return db.kysely.transaction().execute(async (tx) => {
    const { rows } = await sql<{ wrong_codes: number; email: string; username: string }>`
      update public.staff_accounts set
        wrong_codes = wrong_codes + 1,
        codes_locked_at = case when wrong_codes + 1 >= ${wrongCodesLocked}
          then coalesce(codes_locked_at, ${now}::timestamptz) else codes_locked_at end
      where id = ${staffId}
      returning wrong_codes, email, username`.execute(tx);
    const row = rows[0];
    const place = Number(row?.wrong_codes ?? 0);
    if (!row || (place !== wrongCodesMailed && place !== wrongCodesLocked)) return { mailed: false, locked: false };
    if (place === wrongCodesMailed) {
      await queueAccountNotice(tx, row, 'code-failures', now);
      return { mailed: true, locked: false };
    }
    await tx.deleteFrom('staff_login_challenges').where('staff_id', '=', staffId).execute();
    await queueAccountNotice(tx, row, 'codes-locked', now);
    await recordAccountAction(
      tx,
      { id: staffId, username: row.username },
      'account.codes-locked',
      staffId,
      [],
      ['staff-account-notice'],
    );
    return { mailed: true, locked: true };
  });
}

/** A right code: the run starts again. */
export async function endWrongCodeRun(db: AppDatabase, staffId: string): Promise<void> {
  await db.kysely
    .updateTable('staff_accounts')
    .set({ wrong_codes: 0 })
    .where('id', '=', staffId)
    .where('wrong_codes', '>', 0)
    .execute();
}

/**
 * A new password set from a link or by the staff command: the run and its lock end, and so do the
 * account's counted failures (the guesser's), so the holder signs in at once.
 */
export async function liftCodeLock(tx: Tx, staffId: string): Promise<void> {
  await tx
    .updateTable('staff_accounts')
    .set({ wrong_codes: 0, codes_locked_at: null })
    .where('id', '=', staffId)
    .execute();
  await sql`delete from private.request_counts
    where bucket in ('sign-in-account', 'sign-in-code') and subject = ${`account:${staffId}`}`.execute(tx);
}
