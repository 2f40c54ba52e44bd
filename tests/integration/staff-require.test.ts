import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/errors';
import { requireStaff, type StaffEnv } from '../../src/server/http/staff';
import { asRole } from '../../src/server/request-db';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders, testAdmin } from '../helpers/staff';

describe.each(databaseFactories)('requireStaff on $kind', (factory) => {
  let test: TestDatabase;
  let now = new Date('2026-11-21T18:00:00Z');
  let guarded: Hono<StaffEnv>;
  let cookie: string;

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    // Behind one trusted proxy, as the tests' other requests are.
    const deps = { db: test.db, now: () => now, siteUrl: 'http://localhost:4321', trustProxyHops: 1 };
    guarded = new Hono<StaffEnv>();
    guarded.onError((e, c) => (e instanceof ApiError ? c.json({ error: e.message }, e.status) : c.json({}, 500)));
    guarded.use('*', requireStaff(deps));
    guarded.all('/probe', async (c) => {
      const isStaff = await asRole(test.db, c.get('who'), (tx) =>
        sql<{ s: boolean; u: string }>`select public.is_staff() as s, current_user as u`.execute(tx),
      );
      return c.json({ staff: c.get('staff'), claims: c.get('who').claims, db: isStaff.rows[0] });
    });
    cookie = await signIn(testApi(test.db, { now: () => now }));
  });
  afterAll(() => test.dispose());

  it('lets a signed-in staff member through as authenticated with staff claims', async () => {
    const res = await guarded.request('/probe', { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.staff).toMatchObject({ email: testAdmin.email, role: 'admin' });
    expect(body.claims).toMatchObject({ sub: body.staff.id, email: testAdmin.email, staff_role: 'admin' });
    expect(body.claims.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.db).toEqual({ s: true, u: 'authenticated' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 with a German error without a live session', async () => {
    for (const headers of [{}, { cookie: '__Host-staff_session=x' }] as Record<string, string>[]) {
      const res = await guarded.request('/probe', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Bitte melden Sie sich an.' });
    }
    const later = now;
    now = new Date(later.getTime() + 4 * 3600_000);
    expect((await guarded.request('/probe', { headers: { cookie } })).status).toBe(401);
    now = later;
  });

  it('accepts state-changing requests only as JSON from this site', async () => {
    const post = (headers: Record<string, string>, body = '{}') =>
      Promise.resolve(guarded.request('/probe', { method: 'POST', headers, body })).then((r) => r.status);
    expect(await post(staffHeaders(cookie))).toBe(200);
    expect(await post({ ...staffHeaders(cookie), origin: 'http://localhost:4321' })).toBe(200);
    expect(await post({ ...staffHeaders(cookie), origin: 'https://evil.example' })).toBe(403);
    const { origin: _, ...withoutOrigin } = staffHeaders(cookie);
    expect(await post(withoutOrigin)).toBe(403);
    expect(await post({ ...staffHeaders(cookie), 'content-type': 'text/plain' })).toBe(415);
    expect(
      await post({ ...staffHeaders(cookie), origin: 'https://pub.example', 'x-forwarded-host': 'pub.example' }),
    ).toBe(200);
  });

  it('trusts X-Forwarded-Host only behind a trusted proxy', async () => {
    const direct = new Hono<StaffEnv>();
    direct.onError((e, c) => (e instanceof ApiError ? c.json({ error: e.message }, e.status) : c.json({}, 500)));
    direct.use('*', requireStaff({ db: test.db, now: () => now, siteUrl: 'http://localhost:4321', trustProxyHops: 0 }));
    direct.post('/probe', (c) => c.json({ ok: true }));
    const forged = await direct.request('/probe', {
      method: 'POST',
      headers: { ...staffHeaders(cookie), origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      body: '{}',
    });
    expect(forged.status).toBe(403);
    const own = await direct.request('/probe', { method: 'POST', headers: staffHeaders(cookie), body: '{}' });
    expect(own.status).toBe(200);
  });
});
