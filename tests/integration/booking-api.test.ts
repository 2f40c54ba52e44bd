import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { anonymous, asRole } from '../../src/server/request-db';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { book, clearBookings, saturdayNoon } from './booking-helpers';

describe.each(databaseFactories)('booking API on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: saturdayNoon });
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await clearBookings(test.db);
    await test.db.kysely
      .updateTable('business_settings')
      .set({ buffer_time: 30, max_reservation_duration: 270 })
      .execute();
  });

  const setBuffer = (minutes: number) =>
    test.db.kysely.updateTable('business_settings').set({ buffer_time: minutes }).execute();
  const rows = () => test.db.kysely.selectFrom('reservations').selectAll().orderBy('starts_at').execute();

  describe('POST /api/reservations', () => {
    it('books a table: 201 with the reservation, the success message and two queued mails', async () => {
      const res = await book(api, { customerPhone: '07121 555', specialRequests: 'Kinderstuhl' });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.message).toBe('Tisch 5 erfolgreich reserviert! Eine Bestätigungs-Email wurde versendet.');
      expect(body.reservation).toMatchObject({
        date: '2026-11-27',
        startTime: '20:00',
        timeSlot: '20:00',
        endTime: '23:00',
        startsAt: '2026-11-27T20:00:00+01:00',
        endsAt: '2026-11-27T23:00:00+01:00',
        bufferStart: '2026-11-27T19:30:00+01:00',
        bufferEnd: '2026-11-27T23:30:00+01:00',
        tableId: 5,
        tableCapacity: 6,
        guestCount: 3,
        customerName: 'Anna Gast',
        customerEmail: 'anna@example.org',
        customerPhone: '07121 555',
        specialRequests: 'Kinderstuhl',
        status: 'active',
      });
      expect(body.reservation).not.toHaveProperty('cancelToken');
      const stored = await rows();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.starts_at.toISOString()).toBe('2026-11-27T19:00:00.000Z');
      const mails = await test.db.kysely
        .selectFrom('mail_outbox')
        .select(['kind', 'reservation_id'])
        .orderBy('kind')
        .execute();
      expect(mails).toEqual([
        { kind: 'reservation-confirmation', reservation_id: body.reservation.id },
        { kind: 'venue-notification', reservation_id: body.reservation.id },
      ]);
    });

    it('stores winter dates at UTC+1 and summer dates at UTC+2', async () => {
      const june = new Date('2027-06-01T10:00:00Z');
      const summerApi = testApi(test.db, { now: () => june });
      await pinDatabaseClock(test.db, june);
      const summer = await (await book(summerApi, { date: '2027-07-02' })).json();
      await pinDatabaseClock(test.db, testNow);
      expect(summer.reservation.startsAt).toBe('2027-07-02T20:00:00+02:00');
      const winter = await (await book(api, { date: '2026-11-27' })).json();
      expect(winter.reservation.startsAt).toBe('2026-11-27T20:00:00+01:00');
      const stored = await rows();
      expect(stored.map((r) => r.starts_at.toISOString())).toEqual([
        '2026-11-27T19:00:00.000Z',
        '2027-07-02T18:00:00.000Z',
      ]);
    });

    it('books 23:30–00:00, ending at midnight of the next day, also on the night clocks go back', async () => {
      const res = await book(api, { startTime: '23:30', endTime: '00:00' });
      expect(res.status).toBe(201);
      expect((await res.json()).reservation).toMatchObject({
        startTime: '23:30',
        endTime: '00:00',
        startsAt: '2026-11-27T23:30:00+01:00',
        endsAt: '2026-11-28T00:00:00+01:00',
      });
      const octoberFirst = new Date('2026-10-01T10:00:00Z');
      const october = testApi(test.db, { now: () => octoberFirst });
      await pinDatabaseClock(test.db, octoberFirst);
      const dst = await book(october, { date: '2026-10-24', startTime: '23:30', endTime: '00:00' });
      await pinDatabaseClock(test.db, testNow);
      expect((await dst.json()).reservation).toMatchObject({
        startsAt: '2026-10-24T23:30:00+02:00',
        endsAt: '2026-10-25T00:00:00+02:00',
      });
    });

    it('uses 23:00 as the end when none is given, and closing for a 23:30 start', async () => {
      expect((await (await book(api)).json()).reservation.endTime).toBe('23:00');
      expect(
        (await (await book(api, { tableId: 6, guestCount: 4, startTime: '23:30' })).json()).reservation.endTime,
      ).toBe('00:00');
    });

    describe('buffer between reservations of one table', () => {
      it('allows a gap equal to the buffer', async () => {
        expect((await book(api, { startTime: '19:30', endTime: '21:00' })).status).toBe(201);
        expect((await book(api, { startTime: '21:30', endTime: '23:00' })).status).toBe(201);
        expect(await rows()).toHaveLength(2);
      });

      it('refuses a gap one minute shorter than the buffer with the documented message', async () => {
        await setBuffer(31);
        expect((await book(api, { startTime: '19:30', endTime: '21:00' })).status).toBe(201);
        const res = await book(api, { startTime: '21:30', endTime: '23:00' });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ error: 'Tisch 5 ist bereits von 19:30 bis 21:00 reserviert' });
        expect(await rows()).toHaveLength(1);
      });

      it('refuses it in the database too, when the API check is bypassed', async () => {
        await setBuffer(31);
        expect((await book(api, { startTime: '19:30', endTime: '21:00' })).status).toBe(201);
        await expect(
          asRole(test.db, anonymous, (tx) =>
            sql`select private.book_table('2026-11-27', '21:30', '23:00', 5, 3, 'X', 'x@example.org')`.execute(tx),
          ),
        ).rejects.toThrow(/table-taken/);
      });

      it('allows back-to-back reservations with buffer 0', async () => {
        await setBuffer(0);
        expect((await book(api, { startTime: '19:30', endTime: '21:00' })).status).toBe(201);
        expect((await book(api, { startTime: '21:00', endTime: '23:00' })).status).toBe(201);
        const overlap = await book(api, { startTime: '22:30', endTime: '00:00' });
        expect(overlap.status).toBe(409);
      });

      it('refuses the same slot again and leaves other tables free', async () => {
        expect((await book(api)).status).toBe(201);
        const again = await book(api);
        expect(again.status).toBe(409);
        expect(await again.json()).toEqual({ error: 'Tisch 5 ist bereits von 20:00 bis 23:00 reserviert' });
        expect((await book(api, { tableId: 1 })).status).toBe(201);
      });
    });

    describe('every booking-form rule answers 422 with the documented message', () => {
      const cases: [string, Record<string, unknown>, Record<string, string>][] = [
        ['date missing', { date: undefined }, { date: 'Datum ist erforderlich' }],
        // The message names the rest days of the week as staff set it (the default week here).
        [
          'Wednesday',
          { date: '2026-11-25' },
          { date: 'An diesem Tag ist das Restaurant geschlossen (Di/Mi/Do Ruhetage)' },
        ],
        [
          'Thursday',
          { date: '2026-11-26' },
          { date: 'An diesem Tag ist das Restaurant geschlossen (Di/Mi/Do Ruhetage)' },
        ],
        [
          'Tuesday',
          { date: '2026-11-24' },
          { date: 'An diesem Tag ist das Restaurant geschlossen (Di/Mi/Do Ruhetage)' },
        ],
        ['start missing', { startTime: '' }, { startTime: 'Startzeit ist erforderlich' }],
        ['name missing', { customerName: ' ' }, { customerName: 'Name ist erforderlich' }],
        ['e-mail missing', { customerEmail: undefined }, { customerEmail: 'E-Mail ist erforderlich' }],
        ['e-mail malformed', { customerEmail: 'anna(at)example.org' }, { customerEmail: 'Ungültige E-Mail-Adresse' }],
        ['too many guests', { guestCount: 7 }, { guestCount: 'Maximal 6 Personen für diesen Tisch' }],
        [
          'too few guests',
          { guestCount: 2 },
          { guestCount: 'Mindestens 3 Personen erforderlich (50% der Tischkapazität)' },
        ],
        [
          'end before start',
          { startTime: '22:00', endTime: '21:00' },
          { endTime: 'Ungültige Zeitberechnung. Bitte prüfen Sie Datum und Uhrzeit.' },
        ],
        [
          'end past closing',
          { startTime: '22:00', endTime: '01:00' },
          { endTime: 'Ungültige Zeitberechnung. Bitte prüfen Sie Datum und Uhrzeit.' },
        ],
        ['past day', { date: '2026-11-20' }, { date: 'Reservierungen sind nur für heute und kommende Tage möglich.' }],
      ];

      it.each(cases)('%s', async (_name, change, fieldErrors) => {
        const res = await book(api, change);
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ error: Object.values(fieldErrors)[0], fieldErrors });
        expect(await rows()).toEqual([]);
        expect(await test.db.kysely.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
      });

      it('a day staff closed names its own reason', async () => {
        await test.db.kysely
          .insertInto('schedule_exceptions')
          .values({ date: '2026-11-27', reason: 'Betriebsfeier' })
          .execute();
        const res = await book(api);
        expect(res.status).toBe(422);
        expect((await res.json()).error).toBe('An diesem Tag ist das Restaurant geschlossen (Betriebsfeier)');
      });

      it('reports every broken field at once', async () => {
        const res = await book(api, { customerName: '', customerEmail: 'x', guestCount: 9 });
        const body = await res.json();
        expect(body.fieldErrors).toEqual({
          customerName: 'Name ist erforderlich',
          customerEmail: 'Ungültige E-Mail-Adresse',
        });
        const guests = await (await book(api, { guestCount: 9 })).json();
        expect(guests.fieldErrors).toEqual({ guestCount: 'Maximal 6 Personen für diesen Tisch' });
      });
    });

    it('refuses tables the deployed plan does not have', async () => {
      const res = await book(api, { tableId: 99 });
      expect(res.status).toBe(422);
      expect((await res.json()).fieldErrors).toHaveProperty('tableId');
    });

    it('takes JSON only', async () => {
      const form = await api.request('/api/reservations', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.9.1' },
        body: 'date=2026-11-27',
      });
      expect(form.status).toBe(415);
      expect(await form.json()).toEqual({ error: 'Bitte senden Sie die Daten als JSON.' });
      const broken = await api.request('/api/reservations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.2' },
        body: '{"date":',
      });
      expect(broken.status).toBe(400);
      expect(await rows()).toEqual([]);
    });

    it('limits bookings per IP address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await book(api, { tableId: 99 }, '10.8.8.8')).status);
      expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
      const limited = await book(api, {}, '10.8.8.8');
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: 'Zu viele Reservierungsversuche. Bitte versuchen Sie es später erneut.',
      });
      expect((await book(api, {}, '10.8.8.9')).status).toBe(201);
    });

    it('counts a guest who invents X-Forwarded-For addresses as one address', async () => {
      const direct = testApi(test.db, { now: saturdayNoon, trustProxyHops: 0 });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await book(direct, { tableId: 99 }, `10.7.7.${i}`)).status);
      expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
      expect(statuses[10]).toBe(429);
      const behindProxy = testApi(test.db, { now: saturdayNoon, trustProxyHops: 1 });
      const spoofed: number[] = [];
      for (let i = 0; i < 11; i++)
        spoofed.push((await book(behindProxy, { tableId: 99 }, `10.${i}.0.1, 10.6.6.6`)).status);
      expect(spoofed[10]).toBe(429);
    });

    it('refuses invalid input in the database function as well (last line)', async () => {
      const call = (args: string) =>
        asRole(test.db, anonymous, (tx) => sql`select private.book_table(${sql.raw(args)})`.execute(tx));
      await expect(call(`'2026-11-25', '20:00', null, 5, 3, 'X', 'x@example.org'`)).rejects.toThrow(/closed-day/);
      await expect(call(`'2026-11-27', '20:00', null, 99, 3, 'X', 'x@example.org'`)).rejects.toThrow(/unknown-table/);
      await expect(call(`'2026-11-27', '20:00', null, 5, 2, 'X', 'x@example.org'`)).rejects.toThrow(/guest-count/);
      await expect(call(`'2026-11-27', '19:45', null, 5, 3, 'X', 'x@example.org'`)).rejects.toThrow(/invalid-time/);
      await expect(call(`'2026-11-27', '20:00', '00:30', 5, 3, 'X', 'x@example.org'`)).rejects.toThrow(/invalid-time/);
      await expect(call(`'2026-11-27', '20:00', null, 5, 3, 'X', 'not-an-address'`)).rejects.toThrow(/check/);
      expect(await rows()).toEqual([]);
    });
  });
});
