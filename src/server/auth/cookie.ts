import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The session cookie: `__Host-` prefixed (Secure, Path=/, no Domain), HttpOnly so scripts cannot
 * read it, SameSite=Strict so no other site's page can send it along.
 */
export const sessionCookieName = 'staff_session';

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, sessionCookieName, 'host');
}

export function writeSessionCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, sessionCookieName, token, {
    prefix: 'host',
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, sessionCookieName, { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
}
