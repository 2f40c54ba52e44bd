import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { hashSessionToken } from '../../src/server/auth/token';
import type { AppDatabase } from '../../src/server/db/database';
import { purgeSecurityRecords } from '../../src/server/jobs/hourly';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders, stayActive, testAdmin } from '../helpers/staff';

const start = new Date('2026-11-21T18:00:00Z');

describe.each(databaseFactories)('staff sign-in on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let now: Date;
  let ipCounter = 0;
  let waits: number[] = [];
  const failureRows = async () =>
    (
      await sql<{ bucket: string; subject: string; hits: number }>`
      select bucket, subject, hits from private.request_counts where bucket like 'sign-in-%' order by bucket, subject`.execute(
        test.db.kysely,
      )
    ).rows;

  const login = (identifier: string, password: string, ip = `10.0.0.${++ipCounter % 250}`, cookie?: string) =>
    api.request('/api/auth/login', {
      method: 'POST',
      headers: { ...staffHeaders(cookie), 'x-forwarded-for': ip },
      body: JSON.stringify({ identifier, password }),
    });
  /** The known-device cookie a sign-in set (`name=value`), and the whole header. */
  const deviceCookie = (res: Response) => {
    const header = res.headers.getSetCookie().find((c) => c.startsWith('__Host-staff_device=')) ?? '';
    return { pair: header.split(';')[0] ?? '', header };
  };
  const session = (cookie?: string) => api.request('/api/auth/session', { headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db, {
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
  });
  beforeEach(async () => {
    now = start;
    waits = [];
    await sql`delete from private.request_counts`.execute(test.db.kysely);
    await sql`delete from public.staff_devices`.execute(test.db.kysely);
  });
  afterAll(() => test.dispose());

  it('signs in with the user name admin or the e-mail and sets a hardened session cookie', async () => {
    for (const identifier of ['admin', 'ADMIN', testAdmin.email, ' Chef@IrishPub-Reutlingen.de ']) {
      const res = await login(identifier, testAdmin.password);
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
    const first = await signIn(api);
    const second = await signIn(api);
    expect(first).not.toBe(second);
    const token = second.split('=')[1] ?? '';
    const rows = await test.db.kysely.selectFrom('staff_sessions').select('token_hash').execute();
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(await hashSessionToken(token));
    expect(hashes).not.toContain(token);
  });

  it('reports the session, and 401 without a cookie, with a forged one and after logout', async () => {
    const cookie = await signIn(api);
    const ok = await session(cookie);
    expect(ok.status).toBe(200);
    expect((await ok.json()).staff.email).toBe(testAdmin.email);

    for (const res of [await session(), await session('__Host-staff_session=abc'), await session(`${cookie}x`)]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Bitte melden Sie sich an.' });
    }

    const logout = await api.request('/api/auth/logout', { method: 'POST', headers: staffHeaders(cookie) });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^__Host-staff_session=;.*Max-Age=0/);
    expect((await session(cookie)).status).toBe(401);
  });

  it('ends a session 4 hours after sign-in, enforced by the server, however busy it was', async () => {
    const cookie = await signIn(api);
    const clock = { get: () => now, set: (to: Date) => (now = to) };
    await stayActive(api, cookie, clock, new Date(start.getTime() + 4 * 3600_000 - 1000));
    expect((await session(cookie)).status).toBe(200);
    now = new Date(start.getTime() + 4 * 3600_000);
    const ended = await session(cookie);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ error: 'Bitte melden Sie sich an.' });
  });

  it('answers unknown user and wrong password alike, after the same hashing work', async () => {
    const unknown = await login('niemand', testAdmin.password);
    const wrong = await login('admin', 'falsches-passwort');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: 'Ungültige Anmeldedaten' });
    expect(await wrong.json()).toEqual({ error: 'Ungültige Anmeldedaten' });

    const time = async (identifier: string) => {
      const t = performance.now();
      await login(identifier, 'falsches-passwort');
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
      const res = await login(identifier, 'x');
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe('Ungültige E-Mail-Adresse');
    }
    expect(await failureRows()).toEqual([]);
  });

  it('never locks an account: failures only slow it, up to 30 s, and the admin from another address gets in', async () => {
    for (let i = 0; i < 12; i++) expect((await login('admin', `falsch-${i}`, '192.0.2.50')).status).toBe(401);
    // Three free failures, then each attempt waits twice as long as the one before, capped at 30 s.
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000]);
    waits = [];
    const admin = await login('admin', testAdmin.password, '198.51.100.20');
    expect(admin.status).toBe(200);
    expect(waits).toEqual([30_000]);
    // A successful sign-in forgets the account's failures.
    expect(await failureRows()).toEqual([{ bucket: 'sign-in-address', subject: '192.0.2.50', hits: 12 }]);
  });

  it('counts failures under the account, whichever spelling was typed', async () => {
    for (const identifier of ['admin', 'ADMIN', testAdmin.email, ' Chef@IrishPub-Reutlingen.de ']) {
      expect((await login(identifier, 'falsch')).status).toBe(401);
    }
    const accounts = (await failureRows()).filter((r) => r.bucket === 'sign-in-account');
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.subject).toMatch(/^account:/);
    expect(accounts[0]?.hits).toBe(4);
    // The fourth spelling already waited for the three failures before it.
    expect(waits).toEqual([1000]);
  });

  it('slows unknown names exactly like real ones', async () => {
    for (let i = 0; i < 5; i++) expect((await login('niemand', 'x')).status).toBe(401);
    expect(waits).toEqual([1000, 2000]);
    expect((await login('niemand', 'x')).status).toBe(401);
  });

  it('refuses one address after 20 failures across names; other addresses still sign in', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`name${i}`, 'x', '192.0.2.7')).status).toBe(401);
    const blocked = await login('admin', testAdmin.password, '192.0.2.7');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Zu viele Versuche. Bitte warten Sie.' });
    expect((await login('admin', testAdmin.password, '192.0.2.8')).status).toBe(200);
    now = new Date(start.getTime() + 30 * 60_000 + 1000);
    expect((await login('admin', testAdmin.password, '192.0.2.7')).status).toBe(200);
  });

  it('counts parallel attempts before checking them: 100 at once from one address get at most 20 checks', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('admin', `falsch-${i}`, '192.0.2.66')),
    );
    const statuses = answers.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - checked);
    const refused = answers.find((r) => r.status === 429);
    expect(await refused?.json()).toEqual({ error: 'Zu viele Versuche. Bitte warten Sie.' });
    // The account is slowed, never locked: the admin from another address waits at most 30 s.
    waits = [];
    expect((await login('admin', testAdmin.password, '198.51.100.21')).status).toBe(200);
    expect(Math.max(0, ...waits)).toBeLessThanOrEqual(30_000);
  });

  it('gives a browser that signed in a device cookie whose attempts skip the address limit; 5 failures void it', async () => {
    const first = deviceCookie(await login('admin', testAdmin.password, '192.0.2.30'));
    expect(first.pair).toMatch(/^__Host-staff_device=[A-Za-z0-9_-]{43}$/);
    for (const attribute of ['Path=/', 'Secure', 'HttpOnly', 'SameSite=Strict'])
      expect(first.header).toContain(attribute);
    expect(first.header).toContain(`Expires=${new Date(start.getTime() + 90 * 86_400_000).toUTCString()}`);
    const device = first.pair;

    for (let i = 0; i < 20; i++) expect((await login(`name${i}`, 'x', '192.0.2.31')).status).toBe(401);
    expect((await login('admin', testAdmin.password, '192.0.2.31')).status).toBe(429);
    // The known device gets in from the refused address, and its cookie stays the same.
    const known = await login('admin', testAdmin.password, '192.0.2.31', device);
    expect(known.status).toBe(200);
    expect(deviceCookie(known).pair).toBe(device);
    // Its own small limit: five failures are checked, then the device is void and the address counts again.
    for (let i = 0; i < 5; i++) expect((await login('admin', `falsch-${i}`, '192.0.2.31', device)).status).toBe(401);
    expect((await login('admin', testAdmin.password, '192.0.2.31', device)).status).toBe(429);
    // Signing in from elsewhere makes the browser a known device again, with a new token.
    const renewed = deviceCookie(await login('admin', testAdmin.password, '192.0.2.32', device));
    expect(renewed.pair).toMatch(/^__Host-staff_device=[A-Za-z0-9_-]{43}$/);
    expect(renewed.pair).not.toBe(device);
    expect((await login('admin', testAdmin.password, '192.0.2.31', renewed.pair)).status).toBe(200);
    // A device unused for 90 days is forgotten by the hourly staff retention job.
    const devices = () => test.db.kysely.selectFrom('staff_devices').select('token_hash').execute();
    const purge = (days: number) =>
      test.db.exec(
        `select private.purge_staff_records('${new Date(start.getTime() + days * 86_400_000).toISOString()}')`,
      );
    await purge(89);
    expect(await devices()).toHaveLength(1);
    await purge(90);
    expect(await devices()).toEqual([]);
  });

  it("lets a known device in at once while a flood at the account's name slows everyone else", async () => {
    const { pair: device } = deviceCookie(await login('admin', testAdmin.password, '192.0.2.60'));
    for (let i = 0; i < 8; i++) expect((await login('admin', `falsch-${i}`, `10.8.${i}.1`)).status).toBe(401);
    waits = [];
    expect((await login('admin', testAdmin.password, '10.8.99.1', device)).status).toBe(200);
    expect(waits).toEqual([]);
    for (let i = 0; i < 8; i++) expect((await login('admin', `falsch-${i}`, `10.8.${i}.2`)).status).toBe(401);
    waits = [];
    // The same sign-in from an unknown browser waits as the account rule says.
    expect((await login('admin', testAdmin.password, '10.8.99.2')).status).toBe(200);
    expect(waits).toEqual([30_000]);
  });

  it('counts a device cookie only for its own account, and only as the server issued it', async () => {
    await createStaffAccount(test.db, {
      email: 'geraet@example.org',
      username: 'geraet',
      password: 'Geraet-Passwort-12',
      role: 'staff',
    });
    const { pair: device } = deviceCookie(await login('admin', testAdmin.password, '192.0.2.40'));
    for (let i = 0; i < 20; i++) expect((await login(`name${i}`, 'x', '192.0.2.41')).status).toBe(401);
    expect((await login('geraet', 'Geraet-Passwort-12', '192.0.2.41', device)).status).toBe(429);
    const forged = `__Host-staff_device=${'A'.repeat(43)}`;
    expect((await login('admin', testAdmin.password, '192.0.2.41', forged)).status).toBe(429);
    // Both accounts on one tablet: the cookie keeps a device of each.
    const both = deviceCookie(await login('geraet', 'Geraet-Passwort-12', '192.0.2.42', device)).pair;
    expect(both).toMatch(/^__Host-staff_device=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect((await login('admin', testAdmin.password, '192.0.2.41', both)).status).toBe(200);
    expect((await login('geraet', 'Geraet-Passwort-12', '192.0.2.41', both)).status).toBe(200);
  });

  it('keeps a known device out of the shared hash queue during a flood; the queue refuses past its bound', async () => {
    const { pair: device } = deviceCookie(await login('admin', testAdmin.password, '198.51.100.40'));
    const order: string[] = [];
    const flood = Array.from({ length: 60 }, async (_, i) => {
      const res = await login(`spray${i}`, 'x', `10.9.${i}.1`);
      order.push(String(res.status));
      return res;
    });
    const owner = await login('admin', testAdmin.password, '198.51.100.41', device);
    order.push('owner');
    expect(owner.status).toBe(200);
    const answers = await Promise.all(flood);
    const busy = answers.filter((r) => r.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(await busy[0]?.json()).toEqual({
      error: 'Gerade melden sich sehr viele gleichzeitig an. Bitte versuchen Sie es in einer Minute erneut.',
    });
    const checked = answers.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(32);
    // The owner never waits for the queue. A hash holds the thread, so its round trips to a Postgres
    // server take turns with the flood's hashes (about 7 of 32 here); in-process PGlite needs none.
    const checkedBefore = order.slice(0, order.indexOf('owner')).filter((s) => s === '401').length;
    expect(checkedBefore).toBeLessThanOrEqual(factory.kind === 'pglite' ? 5 : checked / 2);
  });

  it('counts an IPv6 address by its /64 network', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(`name${i}`, 'x', `2001:db8:aa:bb::${(i + 1).toString(16)}`)).status).toBe(401);
    }
    expect((await login('admin', testAdmin.password, '2001:db8:aa:bb:1234::99')).status).toBe(429);
    expect((await login('admin', testAdmin.password, '2001:db8:aa:bc::1')).status).toBe(200);
  });

  it('keeps failure records at most 24 hours (the hourly retention job)', async () => {
    expect((await login('admin', 'falsch', '192.0.2.9')).status).toBe(401);
    expect(await failureRows()).toHaveLength(2);
    await purgeSecurityRecords(test.db, new Date(start.getTime() + 23 * 3600_000));
    expect(await failureRows()).toHaveLength(2);
    await purgeSecurityRecords(test.db, new Date(start.getTime() + 24 * 3600_000));
    expect(await failureRows()).toEqual([]);
  });

  it('accepts sign-in only as JSON from this site', async () => {
    const body = JSON.stringify({ identifier: 'admin', password: testAdmin.password });
    const foreign = await api.request('/api/auth/login', {
      method: 'POST',
      headers: { ...staffHeaders(), origin: 'https://evil.example' },
      body,
    });
    expect(foreign.status).toBe(403);
    const noOrigin = await api.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(noOrigin.status).toBe(403);
    const form = await api.request('/api/auth/login', {
      method: 'POST',
      headers: { ...staffHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'identifier=admin',
    });
    expect(form.status).toBe(415);
    const broken = await api.request('/api/auth/login', { method: 'POST', headers: staffHeaders(), body: '{' });
    expect(broken.status).toBe(400);
  });

  it('answers other failures with the generic login error', async () => {
    const down = {
      ...test.db,
      kysely: new Proxy(test.db.kysely, {
        get() {
          throw new Error('database down');
        },
      }),
    } as AppDatabase;
    const res = await testApi(down).request('/api/auth/login', {
      method: 'POST',
      headers: staffHeaders(),
      body: JSON.stringify({ identifier: 'admin', password: testAdmin.password }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Login fehlgeschlagen. Bitte versuchen Sie es erneut.' });
  });
});
