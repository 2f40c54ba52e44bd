import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { proofMessages } from '../../src/domain/proof-of-work';
import type { Api } from '../../src/server/app';
import { purgeSecurityRecords } from '../../src/server/booking/retention';
import { solvedProof, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { book, clearBookings, guest, postJson } from './booking-helpers';

const contact = { name: 'Anna Muster', email: 'anna@example.org', message: 'Hallo' };

describe.each(databaseFactories)('proof of work and shared limits on $kind', (factory) => {
  let test: TestDatabase;
  let now: Date;
  let api: Api;
  const reservations = async () => (await test.db.kysely.selectFrom('reservations').select('id').execute()).length;

  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    api = testApi(test.db, { now: () => now });
    await clearBookings(test.db);
    await sql`delete from private.request_counts`.execute(test.db.kysely);
    await sql`delete from private.spent_proofs`.execute(test.db.kysely);
  });
  afterAll(() => test.dispose());

  describe('GET /api/challenge', () => {
    it('hands out a fresh signed challenge that is never cached', async () => {
      const res = await api.request('/api/challenge');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const a = await res.json();
      const b = await (await api.request('/api/challenge')).json();
      expect(a.parameters.algorithm).toBe('PBKDF2/SHA-256');
      expect(a.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
    });
  });

  describe.each([
    ['POST /api/reservations', '/api/reservations', guest],
    ['POST /api/contact', '/api/contact', contact],
  ] as const)('%s', (_name, path, body) => {
    it('refuses a request without a proof, or with a forged one, in German, and changes nothing', async () => {
      const missing = await postJson(api, path, body);
      expect(missing.status).toBe(403);
      expect(await missing.json()).toEqual({
        error: proofMessages.missing,
        fieldErrors: { altcha: proofMessages.missing },
      });
      const proof = JSON.parse(atob(await solvedProof(api)));
      proof.solution.counter += 1;
      proof.solution.derivedKey = '00'.repeat(32);
      for (const altcha of [btoa(JSON.stringify(proof)), 'kein-beweis', btoa('{"challenge":{}}'), 42]) {
        const forged = await postJson(api, path, { ...body, altcha });
        expect(forged.status).toBe(403);
        expect((await forged.json()).error).toBe(proofMessages.failed);
      }
      expect(await reservations()).toBe(0);
    });

    it('accepts each solution once, even when it arrives twice at the same moment', async () => {
      const altcha = await solvedProof(api);
      const [a, b] = await Promise.all([
        postJson(api, path, { ...body, altcha }),
        postJson(api, path, { ...body, tableId: 1, altcha }),
      ]);
      expect([a.status, b.status].sort()).toEqual([path === '/api/contact' ? 200 : 201, 403]);
      const again = await postJson(api, path, { ...body, altcha });
      expect(again.status).toBe(403);
    });

    it('refuses a solution whose challenge expired (10 minutes)', async () => {
      const altcha = await solvedProof(api);
      now = new Date(now.getTime() + 10 * 60_000 + 1000);
      const res = await postJson(api, path, { ...body, altcha });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(proofMessages.failed);
    });

    it('keeps the proof when the form has a field error, so the guest can correct it', async () => {
      const altcha = await solvedProof(api);
      const invalid = await postJson(api, path, {
        ...body,
        ...(path === '/api/contact' ? { name: '' } : { customerName: '' }),
        altcha,
      });
      expect(invalid.status).toBe(422);
      expect((await postJson(api, path, { ...body, altcha })).status).toBe(path === '/api/contact' ? 200 : 201);
    });
  });

  describe('per-address limits in the database', () => {
    it('counts booking attempts of every process together, valid or not', async () => {
      // Two API instances over one database stand for two server processes or Edge isolates.
      const other = testApi(test.db, { now: () => now });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await postJson(api, '/api/reservations', { nonsense: true }, '203.0.113.5')).status);
        statuses.push((await postJson(other, '/api/reservations', { nonsense: true }, '203.0.113.5')).status);
      }
      expect(statuses).toEqual(Array(10).fill(422));
      const limited = await book(other, { tableId: 1 }, '203.0.113.5');
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: 'Zu viele Reservierungsversuche. Bitte versuchen Sie es später erneut.',
      });
      expect((await book(api, { tableId: 1 }, '203.0.113.6')).status).toBe(201);
    });

    it('counts a whole IPv6 /64 as one address', async () => {
      for (let i = 1; i <= 10; i++) {
        expect((await postJson(api, '/api/reservations', {}, `2001:db8:5:6::${i.toString(16)}`)).status).toBe(422);
      }
      expect((await postJson(api, '/api/reservations', {}, '2001:db8:5:6:ffff::1')).status).toBe(429);
      expect((await postJson(api, '/api/reservations', {}, '2001:db8:5:7::1')).status).toBe(422);
    });

    it('lets the contact form through again once the window has passed', async () => {
      for (let i = 0; i < 5; i++) {
        expect(
          (await postJson(api, '/api/contact', { ...contact, altcha: await solvedProof(api) }, '203.0.113.9')).status,
        ).toBe(200);
      }
      expect((await postJson(api, '/api/contact', contact, '203.0.113.9')).status).toBe(429);
      now = new Date(now.getTime() + 30 * 60_000);
      expect(
        (await postJson(api, '/api/contact', { ...contact, altcha: await solvedProof(api) }, '203.0.113.9')).status,
      ).toBe(200);
    });

    it('deletes counts after 24 hours and spent proofs once their challenge expired', async () => {
      await postJson(api, '/api/contact', { ...contact, altcha: await solvedProof(api) });
      const rows = async () => ({
        counts: Number(
          (await sql<{ n: number }>`select count(*) as n from private.request_counts`.execute(test.db.kysely)).rows[0]
            ?.n,
        ),
        proofs: Number(
          (await sql<{ n: number }>`select count(*) as n from private.spent_proofs`.execute(test.db.kysely)).rows[0]?.n,
        ),
      });
      const before = await rows();
      expect(before.counts).toBeGreaterThan(0);
      expect(before.proofs).toBeGreaterThan(0);
      await purgeSecurityRecords(test.db, new Date(now.getTime() + 11 * 60_000));
      expect((await rows()).proofs).toBe(0);
      expect((await rows()).counts).toBe(before.counts);
      await purgeSecurityRecords(test.db, new Date(now.getTime() + 24 * 3600_000));
      expect(await rows()).toEqual({ counts: 0, proofs: 0 });
    });
  });
});

describe.each(databaseFactories)('proof-of-work cost under load on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());

  it('asks for more work the busier the guest forms are, across all addresses', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const api = testApi(test.db, { now: () => now });
    const level = async () => (await (await api.request('/api/challenge')).json()).parameters.data.level;
    expect(await level()).toBe(1);
    for (let i = 0; i < 95; i++) await postJson(api, '/api/reservations', {}, `10.9.${i >> 8}.${i & 255}`);
    expect(await level()).toBe(4);
    // One address hammering alone counts as far as its own limit only.
    for (let i = 0; i < 100; i++) await postJson(api, '/api/reservations', {}, '203.0.113.99');
    expect(await level()).toBe(4);
    const altcha = await solvedProof(api);
    const counter = JSON.parse(atob(altcha)).solution.counter;
    // The cheap test cost asks for 1–20 tries; four times the work means 4–80.
    expect(counter).toBeGreaterThanOrEqual(4);
  });
});
