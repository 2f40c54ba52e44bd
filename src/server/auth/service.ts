import { accountMessages } from '../../domain/auth/accounts';
import { identifierKey, parseIdentifier } from '../../domain/auth/identifier';
import type { LoginRequest } from '../../domain/auth/login';
import { loginMessages } from '../../domain/auth/messages';
import { type StaffIdentity, sessionExpiry } from '../../domain/auth/session';
import { accountDelayMs, isAddressBlocked, throttleWindowMs } from '../../domain/auth/throttle';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { addressKey } from '../limits/address-key';
import { type Counted, forget, hit, release } from '../limits/counter';
import { recordAccountAction } from './account-queries';
import { countWrongCode, endWrongCodeRun } from './code-run';
import { countDeviceAttempt, isKnownDevice } from './devices';
import { admitSignIn, dummyHash, SignInQueueFull, verifyPassword } from './password';
import { createSession, deleteSession, findAccount, purgeEndedSessions } from './queries';
import { deploymentBox } from './secret-box';
import { hashSessionToken, newSessionToken } from './token';
import { spendSecondFactor } from './two-factor';

/** Who asks, as the sign-in routes see it. */
export interface Browser {
  ip: string;
  /** The stored hash of the browser's session, which ends with this sign-in. */
  replaces?: string | undefined;
  /** The browser's known-device tokens (devices.ts). */
  devices: string[];
}

export interface SignedIn {
  kind: 'session';
  token: string;
  expiresAt: Date;
  staff: StaffIdentity;
}

/** The password was right; the account's two-factor code is still to come (`token` goes in a cookie). */
export interface CodeNeeded {
  kind: 'code';
  token: string;
  expiresAt: Date;
}

/** A half-done sign-in lasts 5 minutes and takes at most 5 codes. */
export const challengeMs = 5 * 60 * 1000;
export const codesPerChallenge = 5;

const addressFailures = (address: string): Counted => ({
  bucket: 'sign-in-address',
  subject: addressKey(address),
  windowMs: throttleWindowMs,
});
const accountFailures = (key: string): Counted => ({
  bucket: 'sign-in-account',
  subject: key,
  windowMs: throttleWindowMs,
});
/** Code attempts of an account apart: only someone past its password adds to them. */
const codeAttempts = (staffId: string): Counted => ({
  bucket: 'sign-in-code',
  subject: `account:${staffId}`,
  windowMs: throttleWindowMs,
});

type SignInDeps = Pick<ApiDeps, 'db' | 'now' | 'twoFactorKey'> & {
  sleep?: ApiDeps['sleep'];
  outbox?: ApiDeps['outbox'];
};

/** Counts an attempt of an address (429 when it has too many) and returns it for a later release. */
async function countAddress(deps: SignInDeps, ip: string): Promise<{ address: Counted; at: Date }> {
  const address = addressFailures(ip);
  const at = deps.now();
  if (isAddressBlocked((await hit(deps.db, address, at)) - 1)) throw new ApiError(429, loginMessages.tooManyAttempts);
  return { address, at };
}

/**
 * Counts an attempt for an account and waits as long as its failures ask (domain/auth/throttle.ts).
 */
async function countAccount(deps: SignInDeps, key: Counted): Promise<void> {
  const delay = accountDelayMs((await hit(deps.db, key, deps.now())) - 1);
  if (delay > 0) await (deps.sleep ?? wait)(delay);
}

/** Admits a sign-in of an unknown browser (password.ts), or 429 'Gerade melden sich sehr viele …'. */
function admitted(): () => void {
  try {
    return admitSignIn();
  } catch (error) {
    if (error instanceof SignInQueueFull) throw new ApiError(429, loginMessages.busy);
    throw error;
  }
}

/**
 * A password check of a signed-in account (changing the own password, switching two-factor off)
 * counts like a sign-in attempt of that account, so a stolen session cannot guess the password
 * faster than the sign-in could. `check` says whether the password was right.
 */
export async function checkOwnPassword(deps: SignInDeps, staffId: string, check: () => Promise<boolean>) {
  const key = accountFailures(`account:${staffId}`);
  await countAccount(deps, key);
  const right = await check();
  if (right) await forget(deps.db, key.bucket, key.subject);
  return right;
}

/**
 * Code attempts of one account in the throttle's window after which no code is checked until the
 * window passes: parallel guesses from many addresses stop there (at most 10 of a million codes).
 * Counted apart from password failures, so failing the password on purpose cannot block the code
 * step of the real account holder.
 */
export const maxCodeFailures = 10;

/**
 * Checks the credentials; then opens a new session, or, for an account with two-factor sign-in, a
 * half-done sign-in that waits for the code ({@link verifyCode}). Unknown, invited and deactivated
 * accounts and a wrong password give the same 401 'Ungültige Anmeldedaten' after the same
 * password-hash work. Each attempt is counted before its password is checked, in one statement, so
 * parallel attempts see each other: an address with too many attempts gets 429 without a password
 * check; an account with failures is only slowed (see domain/auth/throttle.ts). Failures of an
 * account count under its id, whichever spelling (user name, e-mail, case) was typed; unknown
 * names count under what was typed. A known device of the account (devices.ts) skips the address
 * limit, the account's slowing and the shared hash queue, counted on its own (five failures void it);
 * everyone else waits in the shared queue, or gets 429 'Gerade melden sich sehr viele …' when it is full.
 */
export async function signIn(
  deps: SignInDeps,
  request: LoginRequest,
  browser: Browser,
): Promise<SignedIn | CodeNeeded> {
  const identifier = parseIdentifier(request.identifier);
  if (!identifier) throw new ApiError(422, loginMessages.invalidEmail, { identifier: loginMessages.invalidEmail });
  // With a device cookie the account is looked up first: a known device of it takes its own lane.
  const withDevices = browser.devices.length > 0;
  const early = withDevices ? await findAccount(deps.db, identifier) : undefined;
  const known = early?.active === true && (await countDeviceAttempt(deps.db, early.id, browser.devices, deps.now()));
  const leave = known ? () => {} : admitted();
  const { account, key, counted, matches } = await (async () => {
    const counted = known ? undefined : await countAddress(deps, browser.ip);
    const found = withDevices ? early : await findAccount(deps.db, identifier);
    const key = accountFailures(found ? `account:${found.id}` : `name:${identifierKey(identifier)}`);
    // A flood at the owner's name slows the account for everyone else; a known device has its own
    // small limit instead (devices.ts), so the owner's tablet is not made to wait behind it.
    if (!known) await countAccount(deps, key);
    const account = found?.active && found.passwordHash ? found : undefined;
    const hash = account?.passwordHash ?? (await dummyHash());
    return { account, key, counted, matches: await verifyPassword(request.password, hash, known ? 'known' : 'shared') };
  })().finally(leave);
  if (!account || !matches) throw new ApiError(401, loginMessages.invalidCredentials);
  if (counted) await release(deps.db, counted.address, counted.at);
  // 50 wrong codes in a row: whoever knows this password gets no further until it is replaced.
  if (account.codesLocked) throw new ApiError(423, loginMessages.codesLocked);

  const { passwordHash: _, active: __, twoFactor, codesLocked: ___, ...staff } = account;
  if (twoFactor) {
    // The account's failures stay counted: the code's attempts add to them until one is right.
    const token = newSessionToken();
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + challengeMs);
    await deps.db.kysely
      .insertInto('staff_login_challenges')
      .values({ token_hash: await hashSessionToken(token), staff_id: staff.id, created_at: now, expires_at: expiresAt })
      .execute();
    return { kind: 'code', token, expiresAt };
  }
  await forget(deps.db, key.bucket, key.subject);
  return openSession(deps, staff, browser.replaces);
}

/**
 * The second step of a two-factor sign-in: the half-done sign-in behind `challenge` (its cookie)
 * and a six-digit code or a recovery code. Wrong codes count like wrong passwords (the address's
 * limit, the account's slowing), and a half-done sign-in takes 5 codes at most, then the password
 * is asked again (401 'Die Anmeldung ist abgelaufen …'). Wrong codes in a row also count in the
 * account's run ({@link countWrongCode}): at 50 sign-in stops (423) until a new password is set.
 * A known device of the account skips the address limit and the account's slowing here too.
 */
export async function verifyCode(
  deps: SignInDeps,
  challenge: string | undefined,
  code: string,
  browser: Browser,
): Promise<SignedIn> {
  const tokenHash = challenge && (await hashSessionToken(challenge));
  const pending =
    tokenHash && browser.devices.length > 0
      ? await deps.db.kysely
          .selectFrom('staff_login_challenges')
          .select('staff_id')
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst()
      : undefined;
  const known = pending && (await isKnownDevice(deps.db, pending.staff_id, browser.devices, deps.now()));
  const counted = known ? undefined : await countAddress(deps, browser.ip);
  const row =
    tokenHash &&
    (await deps.db.kysely
      .updateTable('staff_login_challenges as c')
      .set((eb) => ({ attempts: eb('c.attempts', '+', 1) }))
      .from('staff_accounts as a')
      .whereRef('a.id', '=', 'c.staff_id')
      .where('c.token_hash', '=', tokenHash)
      .where('c.expires_at', '>', deps.now())
      .where('a.active', '=', true)
      .returning(['c.attempts', 'a.id', 'a.email', 'a.username', 'a.role', 'a.codes_locked_at'])
      .executeTakeFirst());
  if (!row || row.attempts > codesPerChallenge) {
    if (tokenHash)
      await deps.db.kysely.deleteFrom('staff_login_challenges').where('token_hash', '=', tokenHash).execute();
    throw new ApiError(401, accountMessages.challengeEnded);
  }
  if (row.codes_locked_at) {
    await deps.db.kysely.deleteFrom('staff_login_challenges').where('token_hash', '=', tokenHash).execute();
    throw new ApiError(423, loginMessages.codesLocked);
  }
  const key = accountFailures(`account:${row.id}`);
  const codes = codeAttempts(row.id);
  if (!(await codeAttemptAllowed(deps, row.id))) {
    await deps.db.kysely.deleteFrom('staff_login_challenges').where('token_hash', '=', tokenHash).execute();
    throw new ApiError(429, loginMessages.tooManyAttempts);
  }
  if (!known) await countAccount(deps, key);
  if (!(await spendSecondFactor(deps.db.kysely, deploymentBox(deps), row.id, code, deps.now()))) {
    const wrong = await countWrongCode(deps.db, row.id, deps.now());
    if (wrong.mailed) deps.outbox?.kick();
    if (wrong.locked) throw new ApiError(423, loginMessages.codesLocked);
    throw new ApiError(401, accountMessages.invalidCode);
  }
  await endWrongCodeRun(deps.db, row.id);
  if (counted) await release(deps.db, counted.address, counted.at);
  await forget(deps.db, key.bucket, key.subject);
  await forget(deps.db, codes.bucket, codes.subject);
  await deps.db.kysely.deleteFrom('staff_login_challenges').where('token_hash', '=', tokenHash).execute();
  const staff = { id: row.id, email: row.email, username: row.username, role: row.role };
  return openSession(deps, staff, browser.replaces);
}

/** Counts a code attempt of the account; false beyond {@link maxCodeFailures} in the window. */
async function codeAttemptAllowed(deps: SignInDeps, staffId: string): Promise<boolean> {
  return (await hit(deps.db, codeAttempts(staffId), deps.now())) <= maxCodeFailures;
}

/**
 * A code check of a signed-in account (new recovery codes) counts like the code step of a sign-in:
 * the same cap, so a stolen session cannot guess codes either. `check` says whether it was right.
 */
export async function checkOwnCode(deps: SignInDeps, staffId: string, check: () => Promise<boolean>) {
  if (!(await codeAttemptAllowed(deps, staffId))) throw new ApiError(429, loginMessages.tooManyAttempts);
  const right = await check();
  if (right) await forget(deps.db, codeAttempts(staffId).bucket, codeAttempts(staffId).subject);
  return right;
}

/** Opens a session for `staff` (the browser's previous one, `replaces`, ends) and writes the sign-in down. */
async function openSession(deps: SignInDeps, staff: StaffIdentity, replaces?: string): Promise<SignedIn> {
  const now = deps.now();
  await purgeEndedSessions(deps.db, now);
  // The browser's previous session (another account's, or this one's) ends with this sign-in.
  if (replaces) await deleteSession(deps.db, replaces);
  const token = newSessionToken();
  const expiresAt = sessionExpiry(now);
  await createSession(deps.db, {
    tokenHash: await hashSessionToken(token),
    staffId: staff.id,
    createdAt: now,
    expiresAt,
  });
  await deps.db.kysely.updateTable('staff_accounts').set({ last_sign_in_at: now }).where('id', '=', staff.id).execute();
  await recordAccountAction(deps.db.kysely, staff, 'account.signed-in', staff.id);
  return { kind: 'session', token, expiresAt, staff };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
