import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { anonymous, asRole } from '../../src/server/request-db';
import { testApi } from '../helpers/api';
import { bookAsGuest } from '../helpers/bookings';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { book, clearBookings, saturdayNoon } from './booking-helpers';

const horizonMessage = 'Reservierungen sind höchstens 90 Tage im Voraus möglich.';
const emailMessage =
  'Mit dieser E-Mail-Adresse bestehen an diesem Tag bereits 2 Reservierungen. Bitte rufen Sie uns an.';

describe.each(databaseFactories)('guest booking limits on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  const count = async () => (await test.db.kysely.selectFrom('reservations').select('id').execute()).length;
  /** `private.book_table()` as a guest would reach it, bypassing the API's own checks. */
  const direct = (date: string, startTime: string, email = 'direkt@example.org', tableId = 5) =>
    asRole(test.db, anonymous, (tx) =>
      sql`select private.book_table(${date}::date, ${startTime}::time, null, ${tableId}, 3, 'Direkt', ${email})`.execute(
        tx,
      ),
    );

  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: saturdayNoon });
  });
  beforeEach(async () => {
    await clearBookings(test.db);
    await pinDatabaseClock(test.db, testNow);
    await test.db.kysely.updateTable('business_settings').set({ booking_horizon_days: 90 }).execute();
  });
  afterAll(() => test.dispose());

  describe('booking horizon', () => {
    it('books the last day of the horizon and refuses the day after with the German message', async () => {
      // 2026-11-21 + 90 days = 2027-02-19, a Friday.
      expect((await book(api, { date: '2027-02-19' })).status).toBe(201);
      for (const date of ['2027-02-20', '2031-11-28', '9999-12-03']) {
        const res = await book(api, { date });
        expect(res.status, date).toBe(422);
        expect(await res.json()).toEqual({ error: horizonMessage, fieldErrors: { date: horizonMessage } });
      }
      expect(await count()).toBe(1);
    });

    it('follows the setting staff change', async () => {
      await test.db.kysely.updateTable('business_settings').set({ booking_horizon_days: 7 }).execute();
      const res = await book(api, { date: '2026-12-04' });
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe('Reservierungen sind höchstens 7 Tage im Voraus möglich.');
      const availability = await (await api.request('/api/availability?date=2026-12-04')).json();
      expect(availability.status).toBe('beyond');
      expect(availability.rules.bookingHorizonDays).toBe(7);
    });

    it('is checked again by the database with its own clock, which also refuses a start in the past', async () => {
      await expect(direct('2027-02-20', '20:00')).rejects.toMatchObject({ message: 'beyond-horizon' });
      await expect(direct('9999-12-03', '20:00')).rejects.toMatchObject({ message: 'beyond-horizon' });
      await expect(direct('2026-11-20', '20:00')).rejects.toMatchObject({ message: 'start-past' });
      await pinDatabaseClock(test.db, new Date('2026-11-27T19:30:00Z'));
      await expect(direct('2026-11-27', '20:00')).rejects.toMatchObject({ message: 'start-past' });
      await direct('2026-11-27', '21:00');
      expect(await count()).toBe(1);
    });

    it('answers a stale API clock with the database rule in German', async () => {
      await pinDatabaseClock(test.db, new Date('2027-01-01T12:00:00Z'));
      const res = await book(api, { date: '2026-11-27' });
      expect(res.status).toBe(422);
      expect((await res.json()).fieldErrors).toEqual({
        startTime: 'Diese Uhrzeit ist bereits vorbei. Bitte wählen Sie eine spätere Startzeit.',
      });
    });
  });

  describe('one address, one evening', () => {
    it('allows two active reservations per e-mail and date and refuses the third, in any spelling', async () => {
      expect((await book(api, { tableId: 1, customerEmail: 'ida@example.org' })).status).toBe(201);
      expect((await book(api, { tableId: 2, customerEmail: 'Ida@Example.org' })).status).toBe(201);
      const third = await book(api, { tableId: 10, customerEmail: 'IDA@EXAMPLE.ORG' });
      expect(third.status).toBe(422);
      expect(await third.json()).toEqual({ error: emailMessage, fieldErrors: { customerEmail: emailMessage } });
      expect(await count()).toBe(2);
      expect((await book(api, { date: '2026-11-28', tableId: 10, customerEmail: 'ida@example.org' })).status).toBe(201);
    });

    it('counts only active reservations', async () => {
      const first = await bookAsGuest(test.db, {
        date: '2026-11-27',
        startTime: '20:00',
        tableId: 1,
        guestCount: 3,
        customerEmail: 'jo@example.org',
      });
      await bookAsGuest(test.db, {
        date: '2026-11-27',
        startTime: '20:00',
        tableId: 2,
        guestCount: 3,
        customerEmail: 'jo@example.org',
      });
      await test.db.kysely.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', first).execute();
      expect((await book(api, { tableId: 10, customerEmail: 'jo@example.org' })).status).toBe(201);
    });

    it('is checked by the database function itself', async () => {
      await direct('2026-11-27', '20:00', 'x@example.org', 1);
      await direct('2026-11-27', '20:00', 'X@example.org', 2);
      await expect(direct('2026-11-27', '20:00', 'x@EXAMPLE.org', 10)).rejects.toMatchObject({
        message: 'email-limit',
      });
    });

    it('holds when five bookings of one address arrive at once: exactly two succeed, no 5xx', async () => {
      const rounds = factory.kind === 'postgres' ? 10 : 2;
      for (let round = 0; round < rounds; round++) {
        await clearBookings(test.db);
        const statuses = (
          await Promise.all(
            [1, 2, 10, 11, 12].map((tableId) => book(api, { tableId, customerEmail: 'eva@example.org' })),
          )
        ).map((r) => r.status);
        expect(statuses.filter((s) => s === 201)).toHaveLength(2);
        expect(statuses.filter((s) => s === 422)).toHaveLength(3);
        expect(await count()).toBe(2);
      }
    });
  });
});
