import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The staff cookies: `__Host-` prefixed (Secure, Path=/, no Domain), HttpOnly so scripts cannot
 * read them, SameSite=Strict so no other site's page can send them along. `staff_session` holds the
 * session (4 hours); `staff_2fa` a half-done sign-in between password and code (5 minutes);
 * `staff_device` the browser's known-device tokens (90 days from the last sign-in, devices.ts).
 */
export const sessionCookieName = 'staff_session';
/** The session cookie's name as the browser sends it, its `__Host-` prefix included. */
export const sentSessionCookieName = `__Host-${sessionCookieName}`;
export const challengeCookieName = 'staff_2fa';
export const deviceCookieName = 'staff_device';

const flags = { prefix: 'host', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' } as const;

function staffCookie(name: string) {
  return {
    read: (c: Context): string | undefined => getCookie(c, name, 'host'),
    write: (c: Context, token: string, expiresAt: Date): void =>
      setCookie(c, name, token, { ...flags, expires: expiresAt }),
    clear: (c: Context): void => void deleteCookie(c, name, flags),
  };
}

const session = staffCookie(sessionCookieName);
const challenge = staffCookie(challengeCookieName);
const device = staffCookie(deviceCookieName);

export const readSessionCookie = session.read;
export const writeSessionCookie = session.write;
export const clearSessionCookie = session.clear;
export const readChallengeCookie = challenge.read;
export const writeChallengeCookie = challenge.write;
export const clearChallengeCookie = challenge.clear;
export const readDeviceCookie = device.read;
export const writeDeviceCookie = device.write;
