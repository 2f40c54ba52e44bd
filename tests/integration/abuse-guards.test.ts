import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { proofMessages } from '../../src/domain/proof-of-work';
import type { Api } from '../../src/server/app';
import { purgeSecurityRecords } from '../../src/server/jobs/hourly';
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
    const challenge = (query: string, ip = '203.0.113.40') =>
      api.request(`/api/challenge${query}`, { headers: { 'x-forwarded-for': ip } });

    it('hands out a fresh signed challenge for its form that is never cached', async () => {
      const res = await challenge('?form=booking');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const a = await res.json();
      const b = await (await challenge('?form=booking')).json();
      expect(a.parameters.algorithm).toBe('PBKDF2/SHA-256');
      expect(a.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
      expect(a.parameters.data.form).toBe('booking');
      for (const query of ['', '?form=kasse']) {
        const unknown = await challenge(query);
        expect(unknown.status).toBe(422);
        expect((await unknown.json()).error).toBe(proofMessages.unknownForm);
      }
    });

    it('gives one address 30 challenges a minute, not a stockpile', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) statuses.push((await challenge('?form=booking', '203.0.113.41')).status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual(Array(170).fill(429));
      const refused = await challenge('?form=contact', '203.0.113.41');
      expect(await refused.json()).toEqual({ error: proofMessages.tooManyChallenges });
      expect((await challenge('?form=booking', '203.0.113.42')).status).toBe(200);
      now = new Date(now.getTime() + 2 * 60_000);
      expect((await challenge('?form=booking', '203.0.113.41')).status).toBe(200);
    });

    it('accepts a proof only on the form its challenge was issued for', async () => {
      const forContact = await solvedProof(api, 'contact');
      const booking = await postJson(api, '/api/reservations', { ...guest, altcha: forContact });
      expect(booking.status).toBe(403);
      expect((await booking.json()).error).toBe(proofMessages.failed);
      const forBooking = await solvedProof(api, 'booking');
      const message = await postJson(api, '/api/contact', { ...contact, altcha: forBooking });
      expect(message.status).toBe(403);
      expect(await reservations()).toBe(0);
      // Refused on the wrong form, the proofs are still good where they belong.
      expect((await postJson(api, '/api/contact', { ...contact, altcha: forContact })).status).toBe(200);
      expect((await postJson(api, '/api/reservations', { ...guest, altcha: forBooking })).status).toBe(201);
    });
  });

  describe.each([
    ['POST /api/reservations', '/api/reservations', guest, 'booking'],
    ['POST /api/contact', '/api/contact', contact, 'contact'],
  ] as const)('%s', (_name, path, body, form) => {
    it('refuses a request without a proof, or with a forged one, in German, and changes nothing', async () => {
      const missing = await postJson(api, path, body);
      expect(missing.status).toBe(403);
      expect(await missing.json()).toEqual({
        error: proofMessages.missing,
        fieldErrors: { altcha: proofMessages.missing },
      });
      const proof = JSON.parse(atob(await solvedProof(api, form)));
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
      const altcha = await solvedProof(api, form);
      const [a, b] = await Promise.all([
        postJson(api, path, { ...body, altcha }),
        postJson(api, path, { ...body, tableId: 1, altcha }),
      ]);
      expect([a.status, b.status].sort()).toEqual([path === '/api/contact' ? 200 : 201, 403]);
      const again = await postJson(api, path, { ...body, altcha });
      expect(again.status).toBe(403);
    });

    it('refuses a solution whose challenge expired (10 minutes)', async () => {
      const altcha = await solvedProof(api, form);
      now = new Date(now.getTime() + 10 * 60_000 + 1000);
      const res = await postJson(api, path, { ...body, altcha });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(proofMessages.failed);
    });

    it('keeps the proof when the form has a field error, so the guest can correct it', async () => {
      const altcha = await solvedProof(api, form);
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
    it('counts booking attempts of every process together', async () => {
      // Two API instances over one database stand for two server processes or Edge isolates.
      const other = testApi(test.db, { now: () => now });
      for (let i = 0; i < 5; i++) {
        for (const instance of [api, other]) {
          const res = await book(instance, { tableId: 1, customerEmail: `gast${i}@example.org` }, '203.0.113.5');
          expect([201, 409, 422]).toContain(res.status);
        }
      }
      const limited = await book(other, { tableId: 2 }, '203.0.113.5');
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: 'Zu viele Reservierungsversuche. Bitte versuchen Sie es später erneut.',
      });
      expect((await book(api, { tableId: 2 }, '203.0.113.6')).status).toBe(201);
    });

    it('counts junk apart: invalid bodies and missing or forged proofs never use up the bookings of an address', async () => {
      const junk = [{}, { ...guest, customerName: '' }, guest, { ...guest, altcha: 'gefälscht' }];
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await postJson(api, '/api/reservations', junk[i % junk.length], '203.0.113.7')).status);
      }
      expect(new Set(statuses)).toEqual(new Set([422, 403]));
      expect((await book(api, { tableId: 1 }, '203.0.113.7')).status).toBe(201);
      const rows = await sql<{ bucket: string; hits: number }>`
        select bucket, hits from private.request_counts where subject = '203.0.113.7' order by bucket`.execute(
        test.db.kysely,
      );
      expect(rows.rows).toEqual([
        { bucket: 'booking', hits: 1 },
        { bucket: 'booking-junk', hits: 11 },
      ]);
      // Junk has its own bound: past 30 in ten minutes it is refused with 429, real attempts still pass.
      for (let i = 11; i < 30; i++) await postJson(api, '/api/reservations', {}, '203.0.113.7');
      const refused = await postJson(api, '/api/reservations', {}, '203.0.113.7');
      expect(refused.status).toBe(429);
      expect((await book(api, { tableId: 2 }, '203.0.113.7')).status).toBe(201);
    });

    it('counts a whole IPv6 /64 as one address', async () => {
      for (let i = 1; i <= 10; i++) {
        const ip = `2001:db8:5:6::${i.toString(16)}`;
        expect((await book(api, { tableId: 1, customerEmail: `v6-${i}@example.org` }, ip)).status).not.toBe(429);
      }
      expect((await book(api, { tableId: 2 }, '2001:db8:5:6:ffff::1')).status).toBe(429);
      expect((await book(api, { tableId: 2 }, '2001:db8:5:7::1')).status).toBe(201);
    });

    it('lets the contact form through again once the window has passed', async () => {
      for (let i = 0; i < 5; i++) {
        expect(
          (
            await postJson(
              api,
              '/api/contact',
              { ...contact, altcha: await solvedProof(api, 'contact') },
              '203.0.113.9',
            )
          ).status,
        ).toBe(200);
      }
      const refused = await postJson(
        api,
        '/api/contact',
        { ...contact, altcha: await solvedProof(api, 'contact') },
        '203.0.113.9',
      );
      expect(refused.status).toBe(429);
      now = new Date(now.getTime() + 30 * 60_000);
      expect(
        (await postJson(api, '/api/contact', { ...contact, altcha: await solvedProof(api, 'contact') }, '203.0.113.9'))
          .status,
      ).toBe(200);
    });

    it('deletes counts after 24 hours and spent proofs once their challenge expired', async () => {
      await postJson(api, '/api/contact', { ...contact, altcha: await solvedProof(api, 'contact') });
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
    const level = async () => (await (await api.request('/api/challenge?form=booking')).json()).parameters.data.level;
    expect(await level()).toBe(1);
    for (let i = 0; i < 95; i++) await book(api, { tableId: 1 }, `10.9.${i >> 8}.${i & 255}`);
    expect(await level()).toBe(4);
    // One address hammering alone counts as far as its own limit only; junk costs nobody's proof more.
    for (let i = 0; i < 30; i++) await book(api, { tableId: 1 }, '203.0.113.99');
    for (let i = 0; i < 100; i++) await postJson(api, '/api/reservations', {}, `10.8.${i >> 8}.${i & 255}`);
    expect(await level()).toBe(4);
    const altcha = await solvedProof(api, 'booking');
    const counter = JSON.parse(atob(altcha)).solution.counter;
    // The cheap test cost asks for 1–20 tries; four times the work means 4–80.
    expect(counter).toBeGreaterThanOrEqual(4);
  });
});
