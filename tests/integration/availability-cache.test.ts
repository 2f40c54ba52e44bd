import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar';
import type { Api } from '../../src/server/app';
import type { AvailabilityCache } from '../../src/server/booking/availability-cache';
import { liveAvailabilityCache } from '../../src/server/booking/availability-live';
import { testApi } from '../helpers/api';
import { bookAsGuest } from '../helpers/bookings';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { book } from './booking-helpers';

/** The bookable days of the test clock's first weeks (Friday to Monday), for many bookings. */
function bookableDays(count: number): string[] {
  const days: string[] = [];
  for (let d = '2026-11-27'; days.length < count; d = addDays(d, 1)) {
    const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (weekday === 5 || weekday === 6 || weekday === 0 || weekday === 1) days.push(d);
  }
  return days;
}

describe.each(databaseFactories)('the availability cache on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cache: AvailabilityCache<unknown>;
  let queries = 0;
  beforeAll(async () => {
    test = await createMigrated(factory);
    const availability = await liveAvailabilityCache(test.db, console, 60_000);
    if (!availability) throw new Error('no availability cache');
    cache = availability;
    // Every transaction the API opens goes through `kysely`.
    const counted = new Proxy(test.db, {
      get: (target, key) => {
        if (key === 'kysely') queries++;
        return Reflect.get(target, key);
      },
    });
    api = testApi(counted, { availability });
  });
  afterAll(() => test.dispose());

  const taken = async (date: string, tableId: number) => {
    const body = await (await api.request(`/api/availability?date=${date}`)).json();
    return body.tables.some(
      (t: { tableId: number; blocked: unknown[] }) => t.tableId === tableId && t.blocked.length > 0,
    );
  };

  it('answers days no setting could open from the rules: no query, no entry, whatever the date', async () => {
    const today = '2026-11-21';
    await api.request(`/api/availability?date=${today}`);
    const todayAnswer = await (await api.request(`/api/availability?date=${today}`)).json();
    const entries = cache.size;
    queries = 0;
    const far = ['0100-01-01', '2026-11-18', addDays(today, 366), '9999-12-31'];
    for (let i = 0; i < 2000; i++) far.push(addDays('3000-01-01', i));
    for (const date of far) {
      const res = await api.request(`/api/availability?date=${date}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      const status = date < today ? 'past' : 'beyond';
      expect(body).toEqual({
        ...todayAnswer,
        date,
        status,
        reason: null,
        whatsapp: false,
        // Today (a Saturday) is bookable; after the horizon the page goes back to today.
        nextBookable: status === 'past' ? today : null,
        tables: [],
      });
    }
    expect(queries).toBe(0);
    expect(cache.size).toBe(entries);
    // The last day a setting could open, and the day before yesterday (its night may not be purged yet), still ask the database.
    for (const date of [addDays(today, 365), addDays(today, -2)]) {
      queries = 0;
      await api.request(`/api/availability?date=${date}`);
      expect(queries, date).toBeGreaterThan(0);
    }
  });

  it('a booking through the API shows at once: read, book, read back, 100 times', async () => {
    const days = bookableDays(10);
    let n = 0;
    for (const date of days) {
      for (const tableId of [1, 2, 3, 5, 6, 7, 8, 10, 11, 12]) {
        // The day is kept before the booking, so a stale answer would show the table free.
        if (await taken(date, tableId)) throw new Error(`table ${tableId} on ${date} taken before the test`);
        const res = await book(api, { date, tableId, guestCount: 4, customerEmail: `cache${++n}@example.org` });
        expect(res.status).toBe(201);
        expect(await taken(date, tableId)).toBe(true);
      }
    }
    expect(n).toBe(100);
  });

  it('a booking written elsewhere (another process) shows within a second', async () => {
    const [date] = bookableDays(11).slice(-1) as [string];
    for (const tableId of [1, 2, 3, 5, 6]) {
      expect(await taken(date, tableId)).toBe(false);
      await bookAsGuest(test.db, { date, startTime: '20:00', tableId, guestCount: 4 });
      await expect.poll(() => taken(date, tableId), { timeout: 1000, interval: 20 }).toBe(true);
    }
  });

  it('a change of the rules elsewhere drops every kept day within a second', async () => {
    const [date] = bookableDays(12).slice(-1) as [string];
    const horizon = async () =>
      (await (await api.request(`/api/availability?date=${date}`)).json()).rules.bookingHorizonDays;
    expect(await horizon()).toBe(90);
    await test.db.kysely.updateTable('business_settings').set({ booking_horizon_days: 120 }).execute();
    await expect.poll(horizon, { timeout: 1000, interval: 20 }).toBe(120);
    await test.db.kysely.updateTable('business_settings').set({ booking_horizon_days: 90 }).execute();
    await expect.poll(horizon, { timeout: 1000, interval: 20 }).toBe(90);
  });
});
