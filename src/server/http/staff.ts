import { Hono, type MiddlewareHandler } from 'hono';
import { accountMessages } from '../../domain/auth/accounts';
import { loginMessages } from '../../domain/auth/messages';
import { needsTouch, type StaffIdentity, type StaffRole, sessionState } from '../../domain/auth/session';
import { readSessionCookie } from '../auth/cookie';
import { findSession, type OpenSession, touchSession } from '../auth/queries';
import { storedTokenHash } from '../auth/token';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { RequestRole } from '../request-db';
import type { AppEnv } from './env';
import { sameOriginJson } from './guards';
import { noStore } from './no-store';

/** Variables `requireStaff` sets for the handlers after it. */
export type StaffVariables = {
  /** The database role of this request: `authenticated` with the staff claims. */
  who: RequestRole & { role: 'authenticated' };
  staff: Pick<StaffIdentity, 'id' | 'email' | 'role'> & { username: string };
  /** When the session ends (absolute, 4 hours after sign-in). */
  sessionExpiresAt: Date;
  /** The session's id (the own account's list marks it). */
  sessionId: string;
  /** The role must use two-factor sign-in and the account has not set it up: only its own account is open. */
  twoFactorMissing: boolean;
};

export type StaffEnv = AppEnv & { Variables: StaffVariables };

type StaffDeps = Pick<ApiDeps, 'db' | 'now' | 'siteUrl' | 'trustProxyHops'>;

/** Claims the database sees for a staff request (`request.jwt.claims`, read by `public.is_staff()`). */
export function staffClaims(staff: StaffIdentity, sessionId: string) {
  return { sub: staff.id, email: staff.email, staff_role: staff.role, session: sessionId };
}

/** What the request's cookie stands for: a live session, one that ended by idling, or none. */
export type SessionLookup = { state: 'live'; session: OpenSession } | { state: 'idle' | 'none' };

/**
 * The session behind the request's cookie at `now` (domain/auth/session.ts): `live` (its last
 * request is written down, at most once a minute), `idle` after 30 minutes without a request, and
 * `none` when missing, forged or 4 hours old (expired sessions are treated exactly like missing ones).
 * With `touch: false` the request is not written down as the session's last one.
 */
export async function currentSession(
  deps: Pick<ApiDeps, 'db' | 'now'>,
  token: string | undefined,
  { touch = true }: { touch?: boolean } = {},
): Promise<SessionLookup> {
  const tokenHash = await storedTokenHash(token);
  if (!tokenHash) return { state: 'none' };
  const session = await findSession(deps.db, tokenHash);
  const now = deps.now();
  const state = session ? sessionState(session, now) : 'expired';
  if (!session || state === 'expired') return { state: 'none' };
  if (state === 'idle') return { state: 'idle' };
  if (touch && needsTouch(session.lastSeenAt, now)) await touchSession(deps.db, session.id, now);
  return { state: 'live', session };
}

/** The 401 of a request without a live session; an idle one says why ('… 30 Minuten ohne Aktivität …'). */
export function signedOutError(found: SessionLookup): ApiError {
  return new ApiError(401, found.state === 'idle' ? loginMessages.idle : loginMessages.signedOut);
}

/**
 * Guards every staff endpoint: state-changing requests must come from this site as JSON (403/415),
 * and without a live session the answer is 401 `{ error }` (see {@link signedOutError}). Otherwise
 * sets `who` (run queries with `asRole(db, c.get('who'), …)`, so row-level security sees a staff
 * member) and `staff`, and the answer is `no-store`.
 */
export function requireStaff(deps: StaffDeps): MiddlewareHandler<StaffEnv> {
  const origin = sameOriginJson(deps.siteUrl, deps.trustProxyHops);
  return async (c, next) =>
    origin(c, async () => {
      // A live stream's (re)connect is the browser's doing, not the staff member's: no activity.
      const touch = c.req.header('accept') !== 'text/event-stream';
      const found = await currentSession(deps, readSessionCookie(c), { touch });
      if (found.state !== 'live') throw signedOutError(found);
      const { session } = found;
      c.set('who', { role: 'authenticated', claims: staffClaims(session.staff, session.id) });
      c.set('staff', session.staff);
      c.set('sessionExpiresAt', session.expiresAt);
      c.set('sessionId', session.id);
      c.set('twoFactorMissing', session.twoFactorMissing);
      await noStore(c, next);
    });
}

/**
 * Lets only accounts with one of `roles` through (docs/roles.md#roles); others get 403 'Dafür fehlt
 * Ihrem Konto die Berechtigung.'. An account whose role must use two-factor sign-in and has not set
 * it up gets 403 'Für Ihr Konto ist die Zwei-Faktor-Anmeldung vorgeschrieben …'. Runs after
 * `requireStaff`. The database refuses the same requests by its own policies, so this is the first
 * of two walls, not the only one.
 */
export function allowRoles(roles: readonly StaffRole[]): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get('staff').role)) throw new ApiError(403, loginMessages.forbidden);
    if (c.get('twoFactorMissing')) throw new ApiError(403, accountMessages.twoFactorRequired);
    await next();
  };
}

/**
 * A sub-app whose every route is staff only: mount the staff features on it (see app.ts), so the
 * guard is applied in one place.
 */
export function staffApp(deps: StaffDeps) {
  return new Hono<StaffEnv>().use(requireStaff(deps));
}
