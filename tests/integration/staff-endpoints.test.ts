import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

const someId = '00000000-0000-4000-8000-000000000000';

/** Every staff endpoint of this API: [method, path, JSON body]. */
const staffEndpoints: [string, string, unknown?][] = [
  ['GET', '/api/orders'],
  ['POST', '/api/orders', { text: 'Guinness' }],
  ['PATCH', `/api/orders/${someId}`, { notes: 'x' }],
  ['DELETE', `/api/orders/${someId}`],
  ['GET', '/api/orders/events'],
  ['GET', '/api/admin/settings'],
  ['GET', '/api/admin/reservations?date=2026-11-27'],
  ['GET', `/api/admin/reservations/${someId}`],
  ['POST', `/api/admin/reservations/${someId}/cancel`],
  ['DELETE', `/api/admin/reservations/${someId}`],
  ['GET', '/api/admin/reservations/events'],
  ['GET', '/api/admin/closed-dates'],
  ['POST', '/api/admin/closed-dates', { date: '2026-12-24' }],
  ['DELETE', '/api/admin/closed-dates/2026-12-24'],
  [
    'PUT',
    '/api/admin/settings',
    { bufferTime: 30, openTime: '19:30', closeTime: '00:00', maxReservationDuration: 270, adminEmail: '' },
  ],
];

describe.each(databaseFactories)('staff endpoints on $kind', (factory) => {
  let test: TestDatabase;
  let now: Date;
  let api: Api;

  const call = (method: string, path: string, body: unknown, cookie?: string) =>
    api.request(path, {
      method,
      headers: staffHeaders(cookie),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    now = new Date('2026-11-21T18:00:00Z');
    api = testApi(test.db, { now: () => now });
  });
  afterAll(() => test.dispose());

  it.each(staffEndpoints)('%s %s answers 401 without a session', async (method, path, body) => {
    const res = await call(method, path, body);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Bitte melden Sie sich an.' });
  });

  it.each(staffEndpoints)('%s %s answers 401 once the session expired', async (method, path, body) => {
    now = new Date('2026-11-21T18:00:00Z');
    const cookie = await signIn(api);
    now = new Date('2026-11-21T22:00:00Z');
    expect((await call(method, path, body, cookie)).status).toBe(401);
  });

  it.each(staffEndpoints)('%s %s answers 401 after logout', async (method, path, body) => {
    now = new Date('2026-11-21T18:00:00Z');
    const cookie = await signIn(api);
    await api.request('/api/auth/logout', { method: 'POST', headers: staffHeaders(cookie) });
    expect((await call(method, path, body, cookie)).status).toBe(401);
  });

  it.each(staffEndpoints.filter(([m]) => m !== 'GET'))('%s %s refuses a foreign Origin', async (method, path, body) => {
    now = new Date('2026-11-21T18:00:00Z');
    const cookie = await signIn(api);
    const res = await api.request(path, {
      method,
      headers: { ...staffHeaders(cookie), origin: 'https://evil.example' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status).toBe(403);
  });
});
