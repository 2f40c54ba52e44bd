import { type Context, Hono } from 'hono';
import { codeRequest, invitationRequest } from '../../domain/auth/accounts';
import { loginRequest } from '../../domain/auth/login';
import { loginMessages } from '../../domain/auth/messages';
import type { ApiDeps } from '../deps';
import { ApiError, isDatabaseUnavailable } from '../errors';
import { type AppEnv, clientIp } from '../http/env';
import { sameOriginJson } from '../http/guards';
import { noStore } from '../http/no-store';
import { currentSession, signedOutError } from '../http/staff';
import { validate } from '../http/validate';
import { errorSummary } from '../log-error';
import {
  clearChallengeCookie,
  clearSessionCookie,
  readChallengeCookie,
  readDeviceCookie,
  readSessionCookie,
  writeChallengeCookie,
  writeDeviceCookie,
  writeSessionCookie,
} from './cookie';
import { deviceLifetimeMs, deviceTokens, rememberDevice } from './devices';
import { setPasswordFromLink } from './invitation';
import { deleteSession, twoFactorMissing } from './queries';
import { type Browser, type SignedIn, signIn, verifyCode } from './service';
import { storedTokenHash } from './token';

/**
 * `POST /api/auth/login` `{ identifier, password }` → `{ staff, expiresAt, twoFactorMissing }` and the session cookie,
 * or `{ twoFactorRequired: true }` and no session; then `POST /api/auth/login/verify` `{ code }` →
 * `{ staff, expiresAt }`. `POST /api/auth/logout` ends the session; `GET /api/auth/session` →
 * `{ staff, expiresAt, twoFactorMissing }` or 401. `POST /api/auth/invitation` `{ token, password }`
 * sets the password of an invitation or reset link (docs/roles.md#accounts). A sign-in that opens a
 * session also sets the known-device cookie (docs/roles.md#known-devices).
 */
export function authRoutes(deps: ApiDeps) {
  /** Turns unexpected failures of a sign-in step into the German 500. */
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError || isDatabaseUnavailable(error)) throw error;
      deps.log.error('Staff sign-in failed', errorSummary(error));
      throw new ApiError(500, loginMessages.failed);
    }
  };
  const browser = async (c: Context<AppEnv>): Promise<Browser> => ({
    ip: clientIp(c),
    replaces: await storedTokenHash(readSessionCookie(c)),
    devices: deviceTokens(readDeviceCookie(c)),
  });
  /** This browser is a known device of the account from now on; a failure here fails no sign-in. */
  const remember = async (c: Context<AppEnv>, signedIn: SignedIn, devices: string[]) => {
    try {
      const now = deps.now();
      const tokens = await rememberDevice(deps.db, signedIn.staff.id, devices, now);
      writeDeviceCookie(c, tokens.join('.'), new Date(now.getTime() + deviceLifetimeMs));
    } catch (error) {
      deps.log.error('Remembering the device failed', errorSummary(error));
    }
  };
  const session = async (signedIn: SignedIn) => ({
    staff: signedIn.staff,
    expiresAt: signedIn.expiresAt.toISOString(),
    twoFactorMissing: await twoFactorMissing(deps.db, signedIn.staff.id),
  });
  return new Hono<AppEnv>()
    .use('*', sameOriginJson(deps.siteUrl, deps.trustProxyHops))
    .use('*', noStore)
    .post('/login', validate('json', loginRequest), async (c) => {
      const from = await browser(c);
      const result = await guarded(() => signIn(deps, c.req.valid('json'), from));
      if (result.kind === 'code') {
        writeChallengeCookie(c, result.token, result.expiresAt);
        return c.json({ twoFactorRequired: true as const });
      }
      writeSessionCookie(c, result.token, result.expiresAt);
      await remember(c, result, from.devices);
      return c.json(await session(result));
    })
    .post('/login/verify', validate('json', codeRequest), async (c) => {
      const from = await browser(c);
      const signedIn = await guarded(() => verifyCode(deps, readChallengeCookie(c), c.req.valid('json').code, from));
      clearChallengeCookie(c);
      writeSessionCookie(c, signedIn.token, signedIn.expiresAt);
      await remember(c, signedIn, from.devices);
      return c.json(await session(signedIn));
    })
    .post('/logout', async (c) => {
      const tokenHash = await storedTokenHash(readSessionCookie(c));
      if (tokenHash) await deleteSession(deps.db, tokenHash);
      clearSessionCookie(c);
      return c.json({ ok: true });
    })
    .get('/session', async (c) => {
      const found = await currentSession(deps, readSessionCookie(c));
      if (found.state !== 'live') throw signedOutError(found);
      const { staff, expiresAt, twoFactorMissing } = found.session;
      return c.json({ staff, expiresAt: expiresAt.toISOString(), twoFactorMissing });
    })
    .post('/invitation', validate('json', invitationRequest), async (c) => {
      const { token, password } = c.req.valid('json');
      const account = await setPasswordFromLink(deps, token, password);
      return c.json({ ok: true, username: account.username });
    });
}
