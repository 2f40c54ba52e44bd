import { identifierKey, parseIdentifier } from '../../domain/auth/identifier';
import type { LoginRequest } from '../../domain/auth/login';
import { loginMessages } from '../../domain/auth/messages';
import { type StaffIdentity, sessionExpiry } from '../../domain/auth/session';
import { accountDelayMs, isAddressBlocked, throttleWindowMs } from '../../domain/auth/throttle';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { addressKey } from '../limits/address-key';
import { type Counted, forget, hit, release } from '../limits/counter';
import { dummyHash, verifyPassword } from './password';
import { createSession, deleteSession, findAccount, purgeEndedSessions } from './queries';
import { hashSessionToken, newSessionToken } from './token';

export interface SignedIn {
  token: string;
  expiresAt: Date;
  staff: StaffIdentity;
}

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

type SignInDeps = Pick<ApiDeps, 'db' | 'now'> & { sleep?: ApiDeps['sleep'] };

/**
 * Checks the credentials and opens a new session. Unknown account and wrong password give the same
 * 401 'Ungültige Anmeldedaten' after the same password-hash work. Each attempt is counted before its
 * password is checked, in one statement, so parallel attempts see each other: an address with too
 * many attempts gets 429 without a password check; an account with failures is only slowed (see
 * domain/auth/throttle.ts). A successful sign-in takes its attempt back and forgets the account's
 * failures, and the browser's previous session (`replaces`, its token hash) ends. Failures of an
 * account count under its id, whichever spelling (user name, e-mail, case) was typed; unknown
 * names count under what was typed.
 */
export async function signIn(
  deps: SignInDeps,
  request: LoginRequest,
  ip: string,
  replaces?: string,
): Promise<SignedIn> {
  const identifier = parseIdentifier(request.identifier);
  if (!identifier) throw new ApiError(422, loginMessages.invalidEmail, { identifier: loginMessages.invalidEmail });
  const address = addressFailures(ip);
  const attemptAt = deps.now();
  if (isAddressBlocked((await hit(deps.db, address, attemptAt)) - 1)) {
    throw new ApiError(429, loginMessages.tooManyAttempts);
  }

  const account = await findAccount(deps.db, identifier);
  const key = accountFailures(account ? `account:${account.id}` : `name:${identifierKey(identifier)}`);
  const delay = accountDelayMs((await hit(deps.db, key, deps.now())) - 1);
  if (delay > 0) await (deps.sleep ?? wait)(delay);

  const matches = await verifyPassword(request.password, account?.passwordHash ?? (await dummyHash()));
  if (!account || !matches) throw new ApiError(401, loginMessages.invalidCredentials);

  const now = deps.now();
  await release(deps.db, address, attemptAt);
  await forget(deps.db, key.bucket, key.subject);
  await purgeEndedSessions(deps.db, now);
  // The browser's previous session (another account's, or this one's) ends with this sign-in.
  if (replaces) await deleteSession(deps.db, replaces);
  const token = newSessionToken();
  const expiresAt = sessionExpiry(now);
  await createSession(deps.db, {
    tokenHash: await hashSessionToken(token),
    staffId: account.id,
    createdAt: now,
    expiresAt,
  });
  const { passwordHash: _, ...staff } = account;
  return { token, expiresAt, staff };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
