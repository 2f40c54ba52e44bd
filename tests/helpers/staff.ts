import type { StaffRole } from '../../src/domain/auth/session';
import type { Api } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/password';
import { insertAccount } from '../../src/server/auth/queries';
import type { AppDatabase } from '../../src/server/db/database';

/** The origin `api.request('/api/…')` requests have; state-changing staff requests must send it. */
export const testOrigin = 'http://localhost';

export const testAdmin = { email: 'chef@irishpub-reutlingen.de', username: 'admin', password: 'richtig-geheim-1' };

/** Inserts a staff account directly (tests only). */
export async function createStaffAccount(
  db: AppDatabase,
  account: { email: string; username: string; password: string; role?: StaffRole } = testAdmin,
): Promise<string> {
  return insertAccount(db, {
    email: account.email,
    username: account.username,
    role: account.role ?? 'admin',
    passwordHash: await hashPassword(account.password),
  });
}

/** Headers of a JSON request from this site, with the session cookie when given. */
export function staffHeaders(cookie?: string): Record<string, string> {
  return { origin: testOrigin, 'content-type': 'application/json', ...(cookie && { cookie }) };
}

/** Signs in through the API; returns the `Cookie` header value to send with staff requests. */
export async function signIn(
  api: Api,
  identifier: string = testAdmin.username,
  password: string = testAdmin.password,
): Promise<string> {
  const res = await api.request('/api/auth/login', {
    method: 'POST',
    headers: staffHeaders(),
    body: JSON.stringify({ identifier, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  const pair = setCookie.split(';')[0];
  if (!pair?.startsWith('__Host-staff_session=')) throw new Error(`no session cookie: ${setCookie}`);
  return pair;
}

/**
 * Moves the test clock on to `until` as a staff member at work would: a request at least every 20
 * minutes, so the session never idles for 30 (it still ends 4 hours after sign-in).
 */
export async function stayActive(
  api: Api,
  cookie: string,
  clock: { get: () => Date; set: (to: Date) => void },
  until: Date,
): Promise<void> {
  const step = 20 * 60_000;
  while (clock.get().getTime() < until.getTime()) {
    clock.set(new Date(Math.min(until.getTime(), clock.get().getTime() + step)));
    const res = await api.request('/api/auth/session', { headers: { cookie } });
    if (res.status !== 200) throw new Error(`session ended at ${clock.get().toISOString()}: ${res.status}`);
  }
}
