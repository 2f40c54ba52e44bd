import type { MiddlewareHandler } from 'hono';
import { loginMessages } from '../../domain/staff/messages';
import { isSessionLive, type StaffIdentity } from '../../domain/staff/session';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { AppEnv } from '../hono-env';
import type { RequestRole } from '../request-db';
import { readSessionCookie } from './cookie';
import { findSession } from './repository';
import { sameOriginJson } from './same-origin';
import { hashSessionToken, looksLikeSessionToken } from './token';

/** Variables `requireStaff` sets for the handlers after it. */
export type StaffVariables = {
  /** The database role of this request: `authenticated` with the staff claims. */
  who: RequestRole & { role: 'authenticated' };
  staff: Pick<StaffIdentity, 'id' | 'email' | 'role'> & { username: string };
  /** When the session ends (absolute, 4 hours after sign-in). */
  sessionExpiresAt: Date;
};

export type StaffEnv = AppEnv & { Variables: StaffVariables };

/** Claims the database sees for a staff request (`request.jwt.claims`, read by `public.is_staff()`). */
export function staffClaims(staff: StaffIdentity, sessionId: string) {
  return { sub: staff.id, email: staff.email, staff_role: staff.role, session: sessionId };
}

/**
 * The session behind the request's cookie, if it exists and has not expired at `now`.
 * Expired sessions are treated exactly like missing ones.
 */
export async function currentSession(deps: Pick<ApiDeps, 'db' | 'now'>, token: string | undefined) {
  if (!token || !looksLikeSessionToken(token)) return undefined;
  const session = await findSession(deps.db, await hashSessionToken(token));
  if (!session || !isSessionLive(session.expiresAt, deps.now())) return undefined;
  return session;
}

/**
 * Guards every staff endpoint: state-changing requests must come from this site as JSON (403/415),
 * and without a live session the answer is 401 `{ error }`. Otherwise sets `who` (run queries with
 * `asRole(db, c.get('who'), …)`, so row-level security sees a staff member) and `staff`.
 */
export function requireStaff(
  deps: Pick<ApiDeps, 'db' | 'now' | 'siteUrl' | 'trustProxyHops'>,
): MiddlewareHandler<StaffEnv> {
  const origin = sameOriginJson(deps.siteUrl, deps.trustProxyHops);
  return async (c, next) =>
    origin(c, async () => {
      const session = await currentSession(deps, readSessionCookie(c));
      if (!session) throw new ApiError(401, loginMessages.signedOut);
      c.set('who', { role: 'authenticated', claims: staffClaims(session.staff, session.id) });
      c.set('staff', session.staff);
      c.set('sessionExpiresAt', session.expiresAt);
      c.header('Cache-Control', 'no-store');
      await next();
    });
}
