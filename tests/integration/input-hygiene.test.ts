import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '../../src/domain/text';
import { memoryMailer, solvedProof, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, clearBookings, postJson } from './booking-helpers';

describe.each(databaseFactories)('input hygiene on $kind', (factory) => {
  let test: TestDatabase;
  const logged: unknown[][] = [];
  const mailer = memoryMailer();
  const log = { info: () => {}, warn: (...a: unknown[]) => logged.push(a), error: (...a: unknown[]) => logged.push(a) };
  const api = () => testApi(test.db, { log, mailer });
  const rows = async () => (await test.db.kysely.selectFrom('reservations').select('id').execute()).length;

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
  });
  afterAll(() => test.dispose());

  it('answers a NUL byte in the name with a German field error, stores nothing and logs no guest data', async () => {
    await clearBookings(test.db);
    const res = await book(api(), { customerName: 'Nul\u0000Byte', customerEmail: 'nul@example.org' });
    expect(res.status).toBe(422);
    expect((await res.json()).fieldErrors).toEqual({ customerName: textMessages.controlCharacters });
    expect(await rows()).toBe(0);
    expect(JSON.stringify(logged)).not.toMatch(/Nul|nul@example/);
  });

  it('refuses bidi controls and control characters in every guest field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ customerName: 'Anna\u202eGast' }, 'customerName'],
      [{ specialRequests: 'Kinderstuhl\u0007' }, 'specialRequests'],
      [{ customerName: 'Anna\r\nGast' }, 'customerName'],
    ];
    for (const [over, field] of cases) {
      const res = await book(api(), over);
      expect(res.status, field).toBe(422);
      expect(Object.keys((await res.json()).fieldErrors)).toEqual([field]);
    }
    expect((await book(api(), { specialRequests: 'Zwei Kinderstühle,\nbitte am Fenster.' })).status).toBe(201);
  });

  it('uses the one strict e-mail rule for bookings', async () => {
    for (const customerEmail of ['anna@example', 'anna..gast@example.org', 'anna@example.org\nBcc: x@y.de']) {
      const res = await book(api(), { customerEmail });
      expect(res.status, customerEmail).toBe(422);
      expect((await res.json()).fieldErrors).toEqual({ customerEmail: 'Ungültige E-Mail-Adresse' });
    }
  });

  it('keeps a line break in the contact subject from ever reaching the mail', async () => {
    const a = api();
    const res = await postJson(a, '/api/contact', {
      name: 'Anna',
      email: 'anna@example.org',
      subject: 'Feier\r\nBcc: alle@example.org',
      message: 'Hallo',
      altcha: await solvedProof(a, 'contact'),
    });
    expect(res.status).toBe(422);
    expect((await res.json()).fieldErrors).toEqual({ subject: textMessages.controlCharacters });
    expect(mailer.sent).toEqual([]);
  });

  it('refuses control characters in staff texts too (order list, closed days)', async () => {
    const a = api();
    const cookie = await signIn(a);
    const order = await a.request('/api/orders', {
      method: 'POST',
      headers: staffHeaders(cookie),
      body: JSON.stringify({ text: 'Limetten\u0000' }),
    });
    expect(order.status).toBe(422);
    const closed = await a.request('/api/admin/closed-dates', {
      method: 'POST',
      headers: staffHeaders(cookie),
      body: JSON.stringify({ date: '2026-12-24', reason: 'Weihnachten\u202e' }),
    });
    expect(closed.status).toBe(422);
  });
});
