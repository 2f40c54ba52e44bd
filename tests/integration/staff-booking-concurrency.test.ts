import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, clearBookings } from './booking-helpers';

/**
 * Staff and guests book at once through their two write paths (docs/booking.md#one-write-path):
 * exactly one booking holds a table at a time, nobody gets a 5xx, combined tables included.
 */
describe.each(databaseFactories)('staff and guests booking at once on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;
  let guests = 0;
  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db);
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());

  // Repeated rounds give concurrent writers more chances to meet on Postgres; PGlite runs one
  // connection, so a few rounds show the answers are the same there.
  const rounds = factory.kind === 'postgres' ? 20 : 2;

  const asStaff = (tableIds: number[], startTime = '20:00') =>
    api.request('/api/admin/reservations', {
      method: 'POST',
      headers: staffHeaders(cookie),
      body: JSON.stringify({
        date: '2026-11-27',
        startTime,
        tableIds,
        guestCount: 4,
        customerName: 'Telefon',
        source: 'telefon',
      }),
    });
  const asGuest = (tableId: number, startTime = '20:00') =>
    book(api, { tableId, startTime, guestCount: 4, customerEmail: `gast${++guests}@example.org` });
  const occupied = async () =>
    (await test.db.kysely.selectFrom('reservations').select('table_ids').execute()).flatMap((r) => r.table_ids);

  it(`15 staff and 15 guest bookings of one table and time, ${rounds} times: exactly one succeeds`, async () => {
    for (let round = 0; round < rounds; round++) {
      await clearBookings(test.db);
      const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? asStaff([7]) : asGuest(7))));
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(29);
      const refused = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
      expect(new Set(refused.map((b) => b.error))).toEqual(
        new Set(['Tisch 7 ist bereits von 20:00 bis 23:00 reserviert']),
      );
      expect(await occupied()).toEqual([7]);
    }
  });

  it(`combined tables against single-table bookings of the same tables, ${rounds} times: no table twice`, async () => {
    for (let round = 0; round < rounds; round++) {
      await clearBookings(test.db);
      // Staff combine 7+8 and 8+9 (overlapping in opposite lock order if unsorted); guests book 7, 8 and 9.
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => {
          switch (i % 5) {
            case 0:
              return asStaff([8, 7], '19:30');
            case 1:
              return asStaff([9, 8], '20:30');
            default:
              return asGuest(7 + (i % 3), '20:00');
          }
        }),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      const tables = await occupied();
      // Every table at most once (all bookings overlap in time), and the winners fill at least one table.
      expect(new Set(tables).size).toBe(tables.length);
      expect(tables.length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 201).length).toBe(
        (await test.db.kysely.selectFrom('reservations').select('id').execute()).length,
      );
    }
  });
});
