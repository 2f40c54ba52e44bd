import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { book, clearBookings, saturdayNoon } from './booking-helpers';

describe.each(databaseFactories)('GET /api/availability on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: saturdayNoon });
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await clearBookings(test.db);
  });

  describe('GET /api/availability', () => {
    const availability = async (date: string) => {
      const res = await api.request(`/api/availability?date=${date}`);
      expect(res.status).toBe(200);
      return res.json();
    };

    it('names the state of the day', async () => {
      await test.db.kysely.insertInto('schedule_exceptions').values({ date: '2026-11-28', reason: 'intern' }).execute();
      const states = await Promise.all(
        ['2026-11-20', '2026-11-21', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map(
          async (d) => (await availability(d)).status,
        ),
      );
      expect(states).toEqual(['past', 'open', 'closed', 'closed', 'closed', 'open', 'closed']);
      // The reason is the text guests see that day: the weekday's, or the exception's own.
      expect(await availability('2026-11-24')).toMatchObject({
        reason: 'Quiz-Abend – Anmeldung nur über WhatsApp',
        whatsapp: true,
        nextBookable: '2026-11-27',
      });
      expect(await availability('2026-11-25')).toMatchObject({ reason: 'Ruhetag', whatsapp: false });
      expect(await availability('2026-11-28')).toMatchObject({ reason: 'intern', nextBookable: '2026-11-29' });
    });

    it('returns the rules, today, and per table the taken times without personal data', async () => {
      await book(api, { startTime: '19:30', endTime: '21:00' });
      await book(api, { startTime: '21:30', endTime: '23:00' });
      await book(api, { tableId: 12, guestCount: 3, customerEmail: 'ben@example.org' });
      const body = await availability('2026-11-27');
      expect(body).toEqual({
        date: '2026-11-27',
        today: '2026-11-21',
        status: 'open',
        reason: null,
        whatsapp: false,
        teamNight: false,
        nextBookable: '2026-11-28',
        hours: 'Fr-Mo 19:30-00:00',
        rules: {
          bufferTime: 30,
          openTime: '19:30',
          closeTime: '00:00',
          maxReservationDuration: 270,
          bookingHorizonDays: 90,
          slotMinutes: 30,
          defaultEndTime: '23:00',
        },
        tables: [
          {
            tableId: 5,
            blocked: [
              {
                start: '2026-11-27T19:30:00+01:00',
                end: '2026-11-27T21:00:00+01:00',
                bufferStart: '2026-11-27T19:00:00+01:00',
                bufferEnd: '2026-11-27T21:30:00+01:00',
              },
              {
                start: '2026-11-27T21:30:00+01:00',
                end: '2026-11-27T23:00:00+01:00',
                bufferStart: '2026-11-27T21:00:00+01:00',
                bufferEnd: '2026-11-27T23:30:00+01:00',
              },
            ],
          },
          {
            tableId: 12,
            blocked: [
              expect.objectContaining({ start: '2026-11-27T20:00:00+01:00', end: '2026-11-27T23:00:00+01:00' }),
            ],
          },
        ],
      });
      expect(JSON.stringify(body)).not.toMatch(/Anna|example\.org/);
    });

    it('answers a missing or malformed date with 422 and the documented message', async () => {
      const missing = await api.request('/api/availability');
      expect(missing.status).toBe(422);
      expect((await missing.json()).error).toBe('Datum ist erforderlich');
      const malformed = await api.request('/api/availability?date=2026-02-30');
      expect(malformed.status).toBe(422);
    });
  });
});
