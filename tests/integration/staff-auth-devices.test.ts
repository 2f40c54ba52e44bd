import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../src/server/db/database';
import { purgeSecurityRecords } from '../../src/server/jobs/hourly';
import { testApi } from '../helpers/api';
import { databaseFactories } from '../helpers/databases';
import { createStaffAccount, staffHeaders, testAdmin } from '../helpers/staff';
import { start, useSignIn } from './sign-in-helpers';

describe.each(databaseFactories)('staff sign-in: known devices, floods and records on $kind', (factory) => {
  const q = useSignIn(factory);

  it('gives a browser that signed in a device cookie whose attempts skip the address limit; 5 failures void it', async () => {
    const first = q.deviceCookie(await q.login('admin', testAdmin.password, '192.0.2.30'));
    expect(first.pair).toMatch(/^__Host-staff_device=[A-Za-z0-9_-]{43}$/);
    for (const attribute of ['Path=/', 'Secure', 'HttpOnly', 'SameSite=Strict'])
      expect(first.header).toContain(attribute);
    expect(first.header).toContain(`Expires=${new Date(start.getTime() + 90 * 86_400_000).toUTCString()}`);
    const device = first.pair;

    for (let i = 0; i < 20; i++) expect((await q.login(`name${i}`, 'x', '192.0.2.31')).status).toBe(401);
    expect((await q.login('admin', testAdmin.password, '192.0.2.31')).status).toBe(429);
    // The known device gets in from the refused address, and its cookie stays the same.
    const known = await q.login('admin', testAdmin.password, '192.0.2.31', device);
    expect(known.status).toBe(200);
    expect(q.deviceCookie(known).pair).toBe(device);
    // Its own small limit: five failures are checked, then the device is void and the address counts again.
    for (let i = 0; i < 5; i++) expect((await q.login('admin', `falsch-${i}`, '192.0.2.31', device)).status).toBe(401);
    expect((await q.login('admin', testAdmin.password, '192.0.2.31', device)).status).toBe(429);
    // Signing in from elsewhere makes the browser a known device again, with a new token.
    const renewed = q.deviceCookie(await q.login('admin', testAdmin.password, '192.0.2.32', device));
    expect(renewed.pair).toMatch(/^__Host-staff_device=[A-Za-z0-9_-]{43}$/);
    expect(renewed.pair).not.toBe(device);
    expect((await q.login('admin', testAdmin.password, '192.0.2.31', renewed.pair)).status).toBe(200);
    // A device unused for 90 days is forgotten by the hourly staff retention job.
    const devices = () => q.test.db.kysely.selectFrom('staff_devices').select('token_hash').execute();
    const purge = (days: number) =>
      q.test.db.exec(
        `select private.purge_staff_records('${new Date(start.getTime() + days * 86_400_000).toISOString()}')`,
      );
    await purge(89);
    expect(await devices()).toHaveLength(1);
    await purge(90);
    expect(await devices()).toEqual([]);
  });

  it("lets a known device in at once while a flood at the account's name slows everyone else", async () => {
    const { pair: device } = q.deviceCookie(await q.login('admin', testAdmin.password, '192.0.2.60'));
    for (let i = 0; i < 8; i++) expect((await q.login('admin', `falsch-${i}`, `10.8.${i}.1`)).status).toBe(401);
    q.waits = [];
    expect((await q.login('admin', testAdmin.password, '10.8.99.1', device)).status).toBe(200);
    expect(q.waits).toEqual([]);
    for (let i = 0; i < 8; i++) expect((await q.login('admin', `falsch-${i}`, `10.8.${i}.2`)).status).toBe(401);
    q.waits = [];
    // The same sign-in from an unknown browser waits as the account rule says.
    expect((await q.login('admin', testAdmin.password, '10.8.99.2')).status).toBe(200);
    expect(q.waits).toEqual([30_000]);
  });

  it('counts a device cookie only for its own account, and only as the server issued it', async () => {
    await createStaffAccount(q.test.db, {
      email: 'geraet@example.org',
      username: 'geraet',
      password: 'Geraet-Passwort-12',
      role: 'staff',
    });
    const { pair: device } = q.deviceCookie(await q.login('admin', testAdmin.password, '192.0.2.40'));
    for (let i = 0; i < 20; i++) expect((await q.login(`name${i}`, 'x', '192.0.2.41')).status).toBe(401);
    expect((await q.login('geraet', 'Geraet-Passwort-12', '192.0.2.41', device)).status).toBe(429);
    const forged = `__Host-staff_device=${'A'.repeat(43)}`;
    expect((await q.login('admin', testAdmin.password, '192.0.2.41', forged)).status).toBe(429);
    // Both accounts on one tablet: the cookie keeps a device of each.
    const both = q.deviceCookie(await q.login('geraet', 'Geraet-Passwort-12', '192.0.2.42', device)).pair;
    expect(both).toMatch(/^__Host-staff_device=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect((await q.login('admin', testAdmin.password, '192.0.2.41', both)).status).toBe(200);
    expect((await q.login('geraet', 'Geraet-Passwort-12', '192.0.2.41', both)).status).toBe(200);
  });

  it('keeps a known device out of the shared hash queue during a flood; the queue refuses past its bound', async () => {
    const { pair: device } = q.deviceCookie(await q.login('admin', testAdmin.password, '198.51.100.40'));
    const order: string[] = [];
    const flood = Array.from({ length: 60 }, async (_, i) => {
      const res = await q.login(`spray${i}`, 'x', `10.9.${i}.1`);
      order.push(String(res.status));
      return res;
    });
    const owner = await q.login('admin', testAdmin.password, '198.51.100.41', device);
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
      expect((await q.login(`name${i}`, 'x', `2001:db8:aa:bb::${(i + 1).toString(16)}`)).status).toBe(401);
    }
    expect((await q.login('admin', testAdmin.password, '2001:db8:aa:bb:1234::99')).status).toBe(429);
    expect((await q.login('admin', testAdmin.password, '2001:db8:aa:bc::1')).status).toBe(200);
  });

  it('keeps failure records at most 24 hours (the hourly retention job)', async () => {
    expect((await q.login('admin', 'falsch', '192.0.2.9')).status).toBe(401);
    expect(await q.failureRows()).toHaveLength(2);
    await purgeSecurityRecords(q.test.db, new Date(start.getTime() + 23 * 3600_000));
    expect(await q.failureRows()).toHaveLength(2);
    await purgeSecurityRecords(q.test.db, new Date(start.getTime() + 24 * 3600_000));
    expect(await q.failureRows()).toEqual([]);
  });

  it('accepts sign-in only as JSON from this site', async () => {
    const body = JSON.stringify({ identifier: 'admin', password: testAdmin.password });
    const foreign = await q.api.request('/api/auth/login', {
      method: 'POST',
      headers: { ...staffHeaders(), origin: 'https://evil.example' },
      body,
    });
    expect(foreign.status).toBe(403);
    const noOrigin = await q.api.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(noOrigin.status).toBe(403);
    const form = await q.api.request('/api/auth/login', {
      method: 'POST',
      headers: { ...staffHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'identifier=admin',
    });
    expect(form.status).toBe(415);
    const broken = await q.api.request('/api/auth/login', { method: 'POST', headers: staffHeaders(), body: '{' });
    expect(broken.status).toBe(400);
  });

  it('answers other failures with the generic login error', async () => {
    const down = {
      ...q.test.db,
      kysely: new Proxy(q.test.db.kysely, {
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
