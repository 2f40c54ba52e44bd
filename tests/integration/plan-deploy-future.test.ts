import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf, table } from '../../src/domain/plan/fixtures';
import { testApi } from '../helpers/api';
import { bookAsGuest } from '../helpers/bookings';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

/** A Friday (bookable day) at least a week after the real today: `book_table()` refuses past days. */
function fridayAhead(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  while (d.getUTCDay() !== 5) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe.each(databaseFactories)('deploy checks the future on $kind', (factory) => {
  let test: TestDatabase;
  let cookie: string;
  let api: ReturnType<typeof testApi>;
  const friday = fridayAhead();
  const now = new Date();
  const send = (path: string, body: unknown) =>
    api.request(`/api/admin/plan${path}`, {
      method: 'POST',
      headers: staffHeaders(cookie),
      body: JSON.stringify(body),
    });

  // Table 1 keeps 6 seats but 2 is gone, 3 shrinks to 4 seats, 4 (12 seats) shrinks to 10.
  const next = planOf({
    unten: [table(1), table(3, { capacity: 4 }), table(4, { capacity: 10 })],
    oben: [table(11)],
  });

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db, { now: () => now });
    cookie = await signIn(api);
    await bookAsGuest(test.db, { date: friday, startTime: '19:30', tableId: 1, guestCount: 6 });
    await bookAsGuest(test.db, {
      date: friday,
      startTime: '20:00',
      tableId: 2,
      guestCount: 3,
      customerName: 'Bea Zwei',
    });
    await bookAsGuest(test.db, {
      date: friday,
      startTime: '21:00',
      tableId: 3,
      guestCount: 5,
      customerName: 'Cem Drei',
    });
    await bookAsGuest(test.db, { date: friday, startTime: '19:30', tableId: 4, guestCount: 10 });
    const cancelled = await bookAsGuest(test.db, { date: friday, startTime: '19:30', tableId: 5, guestCount: 4 });
    await sql`update public.reservations set status = 'cancelled' where id = ${cancelled}`.execute(test.db.kysely);
    // One that has already ended: moved into the past directly (guests cannot book the past).
    const past = await bookAsGuest(test.db, { date: friday, startTime: '19:30', tableId: 6, guestCount: 4 });
    await sql`update public.reservations set date = date - 30, starts_at = starts_at - interval '30 days',
      ends_at = ends_at - interval '30 days', buffer_start = buffer_start - interval '30 days',
      buffer_end = buffer_end - interval '30 days' where id = ${past}`.execute(test.db.kysely);
  });
  afterAll(() => test.dispose());

  it('lists active future reservations on removed tables or with more guests than the new capacity', async () => {
    const check = await (await send('/validate', { config: next })).json();
    expect(check.errors).toEqual([]);
    expect(check.affected).toEqual([
      {
        id: expect.any(String),
        date: friday,
        startTime: '20:00',
        tableIds: [2],
        guestCount: 3,
        customerName: 'Bea Zwei',
        reason: 'Tisch 2 gibt es im neuen Plan nicht mehr',
      },
      {
        id: expect.any(String),
        date: friday,
        startTime: '21:00',
        tableIds: [3],
        guestCount: 5,
        customerName: 'Cem Drei',
        reason: 'Tisch 3 hat im neuen Plan nur 4 Plätze für 5 Personen',
      },
    ]);
  });

  it('asks before deploying, then deploys and keeps the reservations', async () => {
    const asked = await send('/deploy', { config: next });
    expect(asked.status).toBe(409);
    expect((await asked.json()).affected).toHaveLength(2);
    expect((await (await api.request('/api/plan')).json()).version).toBe(1);

    const done = await send('/deploy', { config: next, confirm: true });
    expect(done.status).toBe(200);
    const active = await test.db.kysely
      .selectFrom('reservations')
      .select('table_ids')
      .where('status', '=', 'active')
      .orderBy('table_ids')
      .execute();
    expect(active.map((r) => r.table_ids)).toEqual([[1], [2], [3], [4], [6]]);
  });
});
