import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { newSessionToken, sha256Hex, storedTokenHash } from './token';

/**
 * Known devices (OWASP's "device cookies", docs/roles.md#known-devices): a browser that signed in to
 * an account keeps a random token for it in the cookie `__Host-staff_device` (up to
 * {@link devicesPerBrowser} accounts, newest first); `public.staff_devices` keeps its SHA-256. A
 * sign-in attempt for that account from that browser skips the per-address limit and the shared
 * hash queue; {@link deviceFailures} attempts without a success void the token.
 */
export const deviceFailures = 5;
export const devicesPerBrowser = 5;
/** A known device unused this long is forgotten (the cookie's lifetime, renewed at each sign-in). */
export const deviceLifetimeMs = 90 * 24 * 60 * 60 * 1000;

/** The well-formed tokens of the cookie's value, at most {@link devicesPerBrowser}. */
export function deviceTokens(cookie: string | undefined): string[] {
  return (cookie ?? '')
    .split('.')
    .filter((t) => /^[A-Za-z0-9_-]{43}$/.test(t))
    .slice(0, devicesPerBrowser);
}

async function hashes(tokens: string[]): Promise<string[]> {
  return (await Promise.all(tokens.map((t) => storedTokenHash(t)))).filter((h): h is string => !!h);
}

/**
 * Counts an attempt of a known device for `staffId`, in one statement so parallel attempts see
 * each other: true when one of `tokens` is a device of the account with fewer than
 * {@link deviceFailures} attempts since its last success (then the attempt takes the device's lane).
 */
export async function countDeviceAttempt(db: AppDatabase, staffId: string, tokens: string[], now: Date) {
  const known = await hashes(tokens);
  if (known.length === 0) return false;
  const { rows } = await sql<{ token_hash: string }>`
    update public.staff_devices set failures = failures + 1
    where staff_id = ${staffId} and token_hash in (${sql.join(known)}) and failures < ${deviceFailures}
      and last_used_at > ${new Date(now.getTime() - deviceLifetimeMs)}::timestamptz
    returning token_hash`.execute(db.kysely);
  return rows.length > 0;
}

/** Whether one of `tokens` is a live known device of `staffId` (without counting: the code step). */
export async function isKnownDevice(db: AppDatabase, staffId: string, tokens: string[], now: Date) {
  const known = await hashes(tokens);
  if (known.length === 0) return false;
  const row = await db.kysely
    .selectFrom('staff_devices')
    .select('token_hash')
    .where('staff_id', '=', staffId)
    .where('token_hash', 'in', known)
    .where('failures', '<', deviceFailures)
    .where('last_used_at', '>', new Date(now.getTime() - deviceLifetimeMs))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * After a successful sign-in of `staffId`: the browser's live device of the account starts again
 * (no failures, used now), or a new one is issued (a void one is deleted). Returns the tokens for
 * the cookie, this account's first. Devices unused for {@link deviceLifetimeMs} go with the hourly
 * `private.purge_staff_records()`.
 */
export async function rememberDevice(db: AppDatabase, staffId: string, tokens: string[], now: Date) {
  const known = await hashes(tokens);
  const live = known.length
    ? await db.kysely
        .updateTable('staff_devices')
        .set({ failures: 0, last_used_at: now })
        .where('staff_id', '=', staffId)
        .where('token_hash', 'in', known)
        .where('failures', '<', deviceFailures)
        .where('last_used_at', '>', new Date(now.getTime() - deviceLifetimeMs))
        .returning('token_hash')
        .executeTakeFirst()
    : undefined;
  if (live) {
    const index = known.indexOf(live.token_hash);
    return [tokens[index] as string, ...tokens.filter((_, i) => i !== index)];
  }
  // A void device of this account leaves the cookie; the other accounts' stay.
  const voided = known.length
    ? (
        await db.kysely
          .deleteFrom('staff_devices')
          .where('staff_id', '=', staffId)
          .where('token_hash', 'in', known)
          .returning('token_hash')
          .execute()
      ).map((r) => r.token_hash)
    : [];
  const others = tokens.filter((_, i) => !voided.includes(known[i] as string));
  const token = newSessionToken();
  await db.kysely
    .insertInto('staff_devices')
    .values({ token_hash: await sha256Hex(token), staff_id: staffId, created_at: now, last_used_at: now })
    .execute();
  return [token, ...others].slice(0, devicesPerBrowser);
}
