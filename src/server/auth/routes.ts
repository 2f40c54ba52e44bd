import { Hono } from 'hono';
import { loginRequest } from '../../domain/auth/login';
import { loginMessages } from '../../domain/auth/messages';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { type AppEnv, clientIp } from '../http/env';
import { sameOriginJson } from '../http/guards';
import { noStore } from '../http/no-store';
import { currentSession, signedOutError } from '../http/staff';
import { validate } from '../http/validate';
import { errorSummary } from '../log-error';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './cookie';
import { deleteSession } from './queries';
import { signIn } from './service';
import { storedTokenHash } from './token';

/**
 * `POST /api/auth/login` `{ identifier, password }` → `{ staff, expiresAt }` and the session cookie;
 * `POST /api/auth/logout` ends the session; `GET /api/auth/session` → `{ staff, expiresAt }` or 401.
 */
export function authRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .use('*', sameOriginJson(deps.siteUrl, deps.trustProxyHops))
    .use('*', noStore)
    .post('/login', validate('json', loginRequest), async (c) => {
      try {
        const replaces = await storedTokenHash(readSessionCookie(c));
        const signedIn = await signIn(deps, c.req.valid('json'), clientIp(c), replaces);
        writeSessionCookie(c, signedIn.token, signedIn.expiresAt);
        return c.json({ staff: signedIn.staff, expiresAt: signedIn.expiresAt.toISOString() });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        deps.log.error('Staff sign-in failed', errorSummary(error));
        throw new ApiError(500, loginMessages.failed);
      }
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
      return c.json({ staff: found.session.staff, expiresAt: found.session.expiresAt.toISOString() });
    });
}
