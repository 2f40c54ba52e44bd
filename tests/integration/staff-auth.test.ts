import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/server/auth/token';
import { databaseFactories } from '../helpers/databases';
import { signIn, staffHeaders, stayActive, testAdmin } from '../helpers/staff';
import { start, useSignIn } from './sign-in-helpers';

describe.each(databaseFactories)('staff sign-in on $kind', (factory) => {
  const q = useSignIn(factory);

  it('signs in with the user name admin or the e-mail and sets a hardened session cookie', async () => {
    for (const identifier of ['admin', 'ADMIN', testAdmin.email, ' Chef@IrishPub-Reutlingen.de ']) {
      const res = await q.login(identifier, testAdmin.password);
      expect(res.status, identifier).toBe(200);
      const body = await res.json();
      expect(body.staff).toMatchObject({ email: testAdmin.email, username: 'admin', role: 'admin' });
      expect(body.expiresAt).toBe('2026-11-21T22:00:00.000Z');
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-staff_session=[A-Za-z0-9_-]{43};/);
      for (const attribute of ['Path=/', 'Secure', 'HttpOnly', 'SameSite=Strict']) expect(cookie).toContain(attribute);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('issues a new random token at every sign-in and stores only its hash', async () => {
    const first = await signIn(q.api);
    const second = await signIn(q.api);
    expect(first).not.toBe(second);
    const token = second.split('=')[1] ?? '';
    const rows = await q.test.db.kysely.selectFrom('staff_sessions').select('token_hash').execute();
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(await hashSessionToken(token));
    expect(hashes).not.toContain(token);
  });

  it('reports the session, and 401 without a cookie, with a forged one and after logout', async () => {
    const cookie = await signIn(q.api);
    const ok = await q.session(cookie);
    expect(ok.status).toBe(200);
    expect((await ok.json()).staff.email).toBe(testAdmin.email);

    for (const res of [await q.session(), await q.session('__Host-staff_session=abc'), await q.session(`${cookie}x`)]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Bitte melden Sie sich an.' });
    }

    const logout = await q.api.request('/api/auth/logout', { method: 'POST', headers: staffHeaders(cookie) });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^__Host-staff_session=;.*Max-Age=0/);
    expect((await q.session(cookie)).status).toBe(401);
  });

  it('ends a session 4 hours after sign-in, enforced by the server, however busy it was', async () => {
    const cookie = await signIn(q.api);
    const clock = { get: () => q.now, set: (to: Date) => (q.now = to) };
    await stayActive(q.api, cookie, clock, new Date(start.getTime() + 4 * 3600_000 - 1000));
    expect((await q.session(cookie)).status).toBe(200);
    q.now = new Date(start.getTime() + 4 * 3600_000);
    const ended = await q.session(cookie);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ error: 'Bitte melden Sie sich an.' });
  });

  it('answers unknown user and wrong password alike, after the same hashing work', async () => {
    const unknown = await q.login('niemand', testAdmin.password);
    const wrong = await q.login('admin', 'falsches-passwort');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: 'Ungültige Anmeldedaten' });
    expect(await wrong.json()).toEqual({ error: 'Ungültige Anmeldedaten' });

    const time = async (identifier: string) => {
      const t = performance.now();
      await q.login(identifier, 'falsches-passwort');
      return performance.now() - t;
    };
    const unknownMs: number[] = [];
    const wrongMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknownMs.push(await time(`niemand${i}@example.org`));
      wrongMs.push(await time(testAdmin.email));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1] ?? 0;
    // Without the dummy hash an unknown name answers ~50× faster than a wrong password.
    expect(median(unknownMs)).toBeGreaterThan(median(wrongMs) * 0.5);
  });

  it('answers malformed identifiers with the documented message and changes nothing', async () => {
    for (const identifier of ['chef@', 'zwei worte', '']) {
      const res = await q.login(identifier, 'x');
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe('Ungültige E-Mail-Adresse');
    }
    expect(await q.failureRows()).toEqual([]);
  });

  it('never locks an account: failures only slow it, up to 30 s, and the admin from another address gets in', async () => {
    for (let i = 0; i < 12; i++) expect((await q.login('admin', `falsch-${i}`, '192.0.2.50')).status).toBe(401);
    // Three free failures, then each attempt waits twice as long as the one before, capped at 30 s.
    expect(q.waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000]);
    q.waits = [];
    const admin = await q.login('admin', testAdmin.password, '198.51.100.20');
    expect(admin.status).toBe(200);
    expect(q.waits).toEqual([30_000]);
    // A successful sign-in forgets the account's failures.
    expect(await q.failureRows()).toEqual([{ bucket: 'sign-in-address', subject: '192.0.2.50', hits: 12 }]);
  });

  it('counts failures under the account, whichever spelling was typed', async () => {
    for (const identifier of ['admin', 'ADMIN', testAdmin.email, ' Chef@IrishPub-Reutlingen.de ']) {
      expect((await q.login(identifier, 'falsch')).status).toBe(401);
    }
    const accounts = (await q.failureRows()).filter((r) => r.bucket === 'sign-in-account');
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.subject).toMatch(/^account:/);
    expect(accounts[0]?.hits).toBe(4);
    // The fourth spelling already waited for the three failures before it.
    expect(q.waits).toEqual([1000]);
  });

  it('slows unknown names exactly like real ones', async () => {
    for (let i = 0; i < 5; i++) expect((await q.login('niemand', 'x')).status).toBe(401);
    expect(q.waits).toEqual([1000, 2000]);
    expect((await q.login('niemand', 'x')).status).toBe(401);
  });

  it('refuses one address after 20 failures across names; other addresses still sign in', async () => {
    for (let i = 0; i < 20; i++) expect((await q.login(`name${i}`, 'x', '192.0.2.7')).status).toBe(401);
    const blocked = await q.login('admin', testAdmin.password, '192.0.2.7');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Zu viele Versuche. Bitte warten Sie.' });
    expect((await q.login('admin', testAdmin.password, '192.0.2.8')).status).toBe(200);
    q.now = new Date(start.getTime() + 30 * 60_000 + 1000);
    expect((await q.login('admin', testAdmin.password, '192.0.2.7')).status).toBe(200);
  });

  it('counts parallel attempts before checking them: 100 at once from one address get at most 20 checks', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => q.login('admin', `falsch-${i}`, '192.0.2.66')),
    );
    const statuses = answers.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - checked);
    const refused = answers.find((r) => r.status === 429);
    expect(await refused?.json()).toEqual({ error: 'Zu viele Versuche. Bitte warten Sie.' });
    // The account is slowed, never locked: the admin from another address waits at most 30 s.
    q.waits = [];
    expect((await q.login('admin', testAdmin.password, '198.51.100.21')).status).toBe(200);
    expect(Math.max(0, ...q.waits)).toBeLessThanOrEqual(30_000);
  });
});
