import { identifierKey, parseIdentifier } from '../../domain/staff/identifier';
import type { LoginRequest } from '../../domain/staff/login';
import { loginMessages } from '../../domain/staff/messages';
import { type StaffIdentity, sessionExpiry } from '../../domain/staff/session';
import { isThrottled, throttleWindowStart } from '../../domain/staff/throttle';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { dummyHash, verifyPassword } from './password';
import {
  clearFailures,
  countFailures,
  createSession,
  deleteExpiredSessions,
  findAccount,
  recordFailure,
} from './repository';
import { hashSessionToken, newSessionToken } from './token';

export interface SignedIn {
  token: string;
  expiresAt: Date;
  staff: StaffIdentity;
}

/**
 * Checks the credentials and opens a new session. Unknown account and wrong password give the same
 * 401 'Ungültige Anmeldedaten' after the same password-hash work; too many failures for the name or
 * the IP address give 429 before any password is checked.
 */
export async function signIn(deps: Pick<ApiDeps, 'db' | 'now'>, request: LoginRequest, ip: string): Promise<SignedIn> {
  const identifier = parseIdentifier(request.identifier);
  if (!identifier) throw new ApiError(422, loginMessages.invalidEmail, { identifier: loginMessages.invalidEmail });
  const accountKey = identifierKey(identifier);
  const now = deps.now();
  const since = throttleWindowStart(now);

  if (isThrottled(await countFailures(deps.db, { accountKey, ip, since }))) {
    throw new ApiError(429, loginMessages.tooManyAttempts);
  }

  const account = await findAccount(deps.db, identifier);
  const matches = await verifyPassword(request.password, account?.passwordHash ?? (await dummyHash()));
  if (!account || !matches) {
    await recordFailure(deps.db, { accountKey, ip, at: now, forgetBefore: since });
    throw new ApiError(401, loginMessages.invalidCredentials);
  }

  await clearFailures(deps.db, accountKey);
  await deleteExpiredSessions(deps.db, now);
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
