import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { weekdayOf } from '../../src/domain/calendar';
import type { Figures } from '../../src/domain/figures/types';
import type { AppDatabase } from '../../src/server/db/database';
import { openPostgres } from '../../src/server/db/postgres';
import { runHourlyJobs } from '../../src/server/jobs/hourly';
import { databaseFactories } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { useTestApi } from '../helpers/test-api';
import { book, confirmationToken, guest, postJson } from './booking-helpers';
import { deleteAs, insertMonth, leadBucket, type MonthBooking, monthOfBookings } from './figures-helpers';

const month = { from: '2026-11-01', to: '2026-11-30' };
const afterTheMonth = new Date('2026-12-31T12:00:00Z');
const halfHour = (t: string) => `${t.slice(0, 3)}${Number(t.slice(3)) < 30 ? '00' : '30'}`;

/** What the figures of the month must say about `rows` (docs/figures.md), computed apart from the code. */
function expected(rows: MonthBooking[]) {
  const count = (f: (r: MonthBooking) => boolean) => rows.filter(f).length;
  const heat = new Map<string, number>();
  const sizes = new Map<number, number>();
  for (const r of rows) {
    const cell = `${weekdayOf(r.date) || 7} ${halfHour(r.startTime)}`;
    heat.set(cell, (heat.get(cell) ?? 0) + 1);
    const size = Math.min(r.guestCount, 13);
    sizes.set(size, (sizes.get(size) ?? 0) + 1);
  }
  return {
    totals: {
      bookings: rows.length,
      guests: rows.reduce((s, r) => s + r.guestCount, 0),
      noShows: count((r) => r.attendance === 'no-show'),
      arrived: count((r) => r.attendance === 'arrived'),
      unmarked: count((r) => r.attendance === null),
      walkIns: count((r) => r.source === 'vor-ort'),
      remindersSent: count((r) => r.reminded),
      remindersConfirmed: count((r) => r.reminded && r.confirmed),
    },
    heatmap: [...heat.entries()]
      .map(([cell, bookings]) => ({ weekday: Number(cell[0]), time: cell.slice(2), bookings }))
      .sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time)),
    partySizes: [...sizes.entries()].sort(([a], [b]) => a - b).map(([size, bookings]) => ({ size, bookings })),
    leadTime: (['same-day', '1-2', '3-7', '8-30', 'more'] as const).map((bucket) => ({
      bucket,
      bookings: count((r) => leadBucket(r.leadDays) === bucket),
    })),
  };
}

describe.each(databaseFactories)('the owner figures (docs/figures.md) on $kind', (factory) => {
  const t = useTestApi(factory);
  const cookies: Record<string, string> = {};
  const get = (path: string, role = 'admin') => t.api.request(path, { headers: { cookie: cookies[role] ?? '' } });
  const figures = async (range = month) => {
    const res = await get(`/api/admin/figures?from=${range.from}&to=${range.to}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Figures;
  };
  /** The hourly jobs at `at`; they end the sessions of that clock, so the owner signs in again. */
  const hourly = async (db: AppDatabase, at: Date) => {
    const runs = await runHourlyJobs(db, at);
    cookies.admin = await signIn(t.api);
    return runs;
  };
  const kept = async () =>
    (
      await sql<{
        n: string;
      }>`select coalesce(sum(n), 0)::text as n from private.daily_counts where figure = 'bookings'`.execute(
        t.test.db.kysely,
      )
    ).rows[0]?.n;
  const reservations = async () => (await t.test.db.kysely.selectFrom('reservations').select('id').execute()).length;

  beforeAll(async () => {
    await createStaffAccount(t.test.db);
    await createStaffAccount(t.test.db, {
      email: 'service@example.org',
      username: 'service',
      password: 'service-geheim-1',
      role: 'staff',
    });
    await createStaffAccount(t.test.db, {
      email: 'text@example.org',
      username: 'redaktion',
      password: 'text-geheim-12',
      role: 'editor',
    });
  });
  beforeEach(async () => {
    // The hourly jobs of a test end the sessions of the clock they run at.
    cookies.admin = await signIn(t.api);
    await t.test.db.exec(`delete from public.reservations; delete from public.waitlist_entries;
      delete from public.team_signups; delete from private.daily_counts`);
  });

  it('counts a month of bookings alike before and after the purge, and as the bookings said', async () => {
    const rows = monthOfBookings();
    await insertMonth(t.test.db, rows);
    // Per day one booking the guest cancels and one staff cancel (tables 7 and 8).
    const cancelled = rows.filter((r) => r.tableId === 1).map((r) => ({ ...r, tableId: 7 }));
    await deleteAs(t.test.db, await insertMonth(t.test.db, cancelled), 'guest');
    await deleteAs(
      t.test.db,
      await insertMonth(
        t.test.db,
        cancelled.map((r) => ({ ...r, tableId: 8 })),
      ),
      'staff',
    );
    // A guest's change through the link (a new sequence, no staff account) and a staff change.
    await sql`update public.reservations set sequence = sequence + 1 where date = '2026-11-05' and table_ids = '{1}'`.execute(
      t.test.db.kysely,
    );
    await sql`update public.reservations set sequence = sequence + 1, updated_by = (select id from public.staff_accounts limit 1)
              where date = '2026-11-05' and table_ids = '{2}'`.execute(t.test.db.kysely);
    await sql`insert into public.waitlist_entries (date, from_time, until_time, guest_count, customer_name, customer_email, status)
              select '2026-11-20', '19:00', '21:00', 2, 'Warte ' || s, 'warte' || s || '@example.org', s
              from unnest(array['waiting', 'booked', 'expired', 'declined']) s`.execute(t.test.db.kysely);
    await sql`insert into public.team_signups (date, team_name, players, contact_name, email, status, offer_expires_at)
              values ('2026-11-24', 'Die Quizzer', 4, 'Kim', 'kim@example.org', 'signed', null),
                     ('2026-11-24', 'Kluge Köpfe', 5, 'Jo', 'jo@example.org', 'signed', null),
                     ('2026-11-24', 'Spät dran', 3, 'Ali', 'ali@example.org', 'waiting', null),
                     ('2026-11-24', 'Abgemeldet', 6, 'Eli', 'eli@example.org', 'signed', null)`.execute(
      t.test.db.kysely,
    );
    await sql`delete from public.team_signups where team_name = 'Abgemeldet'`.execute(t.test.db.kysely);

    const before = await figures();
    const want = expected(rows);
    expect(before.totals).toMatchObject({
      ...want.totals,
      // The cancelled ones were reminded and confirmed too (copies of the first of each day).
      remindersSent: want.totals.remindersSent + 60,
      remindersConfirmed: want.totals.remindersConfirmed + 60,
      cancelledByGuest: 30,
      cancelledByStaff: 30,
      cancelled: 60,
      guestChanges: 1,
      waitlistJoined: 4,
      waitlistOffered: 3,
      waitlistAccepted: 1,
      waitlistLapsed: 1,
      quizTeams: 2,
      quizPlayers: 9,
    });
    expect(before.heatmap).toEqual(want.heatmap);
    expect(before.partySizes).toEqual(want.partySizes);
    expect(before.leadTime).toEqual(want.leadTime);
    expect(before.byDay).toHaveLength(30);
    for (const c of before.byChannel) {
      const of = rows.filter((r) => r.source === c.channel);
      expect(c).toEqual({
        channel: c.channel,
        bookings: of.length,
        guests: of.reduce((s, r) => s + r.guestCount, 0),
        noShows: of.filter((r) => r.attendance === 'no-show').length,
      });
    }

    const runs = await hourly(t.test.db, afterTheMonth);
    expect(runs.filter((r) => r.failure)).toEqual([]);
    expect(await reservations()).toBe(0);
    expect(await figures()).toEqual(before);
    // Nothing personal is kept: days, figures, keys and numbers only.
    const keptRows = await sql<Record<string, unknown>>`select * from private.daily_counts`.execute(t.test.db.kysely);
    expect(Object.keys(keptRows.rows[0] ?? {}).sort()).toEqual(['day', 'figure', 'key', 'n']);
    expect(JSON.stringify(keptRows.rows)).not.toMatch(/Gast|example|Quizzer|Kim/);
  });

  it('counts a day purged over several runs once, adding up', async () => {
    const rows = monthOfBookings().filter((r) => r.date === '2026-11-27');
    await insertMonth(t.test.db, rows);
    const before = await figures({ from: '2026-11-27', to: '2026-11-27' });
    // 17:00 and 17:45 end first: purged an hour before the later ones.
    await hourly(t.test.db, new Date('2026-11-28T17:00:00Z'));
    expect(await reservations()).toBeGreaterThan(0);
    expect(await reservations()).toBeLessThan(rows.length);
    expect(await figures({ from: '2026-11-27', to: '2026-11-27' })).toEqual(before);
    await hourly(t.test.db, afterTheMonth);
    await hourly(t.test.db, afterTheMonth);
    expect(await reservations()).toBe(0);
    expect(await figures({ from: '2026-11-27', to: '2026-11-27' })).toEqual(before);
    expect(before.totals.bookings).toBe(6);
  });

  it('keeps the counts exactly once with two runners at once', async () => {
    const rows = monthOfBookings();
    await insertMonth(t.test.db, rows);
    const second = t.test.url ? openPostgres(t.test.url, { max: 2 }) : t.test.db;
    try {
      await Promise.all([hourly(t.test.db, afterTheMonth), hourly(second, afterTheMonth)]);
    } finally {
      if (second !== t.test.db) await second.close();
    }
    expect(await kept()).toBe(String(rows.length));
    expect((await figures()).totals.bookings).toBe(rows.length);
  });

  it('keeps nothing when the purge dies before it commits, and counts once when it runs again', async () => {
    const rows = monthOfBookings();
    await insertMonth(t.test.db, rows);
    await expect(
      t.test.db.kysely.transaction().execute(async (tx) => {
        await sql`select * from public.purge_expired_bookings(${afterTheMonth}::timestamptz)`.execute(tx);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await kept()).toBe('0');
    expect(await reservations()).toBe(rows.length);
    await hourly(t.test.db, afterTheMonth);
    expect(await kept()).toBe(String(rows.length));
  });

  it('tells a guest cancelling through the link from a staff cancellation', async () => {
    const ids: string[] = [];
    for (const tableId of [5, 6]) {
      const res = await book(t.api, { tableId, guestCount: 4, customerEmail: `storno${tableId}@example.org` });
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push(((await res.json()) as { reservation: { id: string } }).reservation.id);
    }
    const token = await confirmationToken(t.test.db, ids[0] ?? '');
    expect((await postJson(t.api, '/api/my-reservation/cancel', { token })).status).toBe(200);
    const cancel = await t.api.request(`/api/admin/reservations/${ids[1]}/cancel`, {
      method: 'POST',
      headers: staffHeaders(cookies.admin),
      body: '{}',
    });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    const { totals } = await figures({ from: guest.date, to: guest.date });
    expect(totals).toMatchObject({ bookings: 0, cancelledByGuest: 1, cancelledByStaff: 1, cancelled: 2 });
  });

  it('counts a booking made a minute ago in its day', async () => {
    await insertMonth(t.test.db, monthOfBookings().slice(0, 1));
    expect((await figures({ from: '2026-11-01', to: '2026-11-01' })).totals.bookings).toBe(1);
  });

  it('answers the owner only: 403 for service and editors, 401 without a session', async () => {
    cookies.staff = await signIn(t.api, 'service', 'service-geheim-1');
    cookies.editor = await signIn(t.api, 'redaktion', 'text-geheim-12');
    for (const path of ['/api/admin/figures', '/api/admin/figures.csv']) {
      const query = `?from=${month.from}&to=${month.to}`;
      expect((await get(`${path}${query}`, 'staff')).status).toBe(403);
      expect((await get(`${path}${query}`, 'editor')).status).toBe(403);
      expect((await get(`${path}${query}`, 'nobody')).status).toBe(401);
    }
  });

  it('refuses a bad period with a German 422', async () => {
    const error = async (query: string) => {
      const res = await get(`/api/admin/figures${query}`);
      expect(res.status).toBe(422);
      return ((await res.json()) as { error: string }).error;
    };
    expect(await error('?from=2026-11-01')).toBe('Bitte ein gültiges Datum angeben (JJJJ-MM-TT).');
    expect(await error('?from=2026-11-31&to=2026-12-01')).toBe('Bitte ein gültiges Datum angeben (JJJJ-MM-TT).');
    expect(await error('?from=2026-11-02&to=2026-11-01')).toBe('Der Beginn liegt nach dem Ende des Zeitraums.');
    expect(await error('?from=2023-01-01&to=2026-01-02')).toBe(
      'Der Zeitraum darf höchstens drei Jahre und einen Tag umfassen.',
    );
    expect((await get('/api/admin/figures?from=2023-01-01&to=2026-01-01')).status).toBe(200);
  });

  it('answers counts only, no personal datum, and the CSV for a German spreadsheet', async () => {
    await insertMonth(t.test.db, monthOfBookings());
    const answer = await (await get(`/api/admin/figures?from=${month.from}&to=${month.to}`)).text();
    expect(answer).not.toMatch(/Gast|example\.org|[0-9a-f]{8}-[0-9a-f]{4}-/);
    const res = await get(`/api/admin/figures.csv?from=${month.from}&to=${month.to}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="zahlen-2026-11-01-bis-2026-11-30.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('Datum;Buchungen;Gäste;No-Shows;Storniert;Laufkundschaft;Buchungen online;')).toBe(
      true,
    );
    expect(lines).toHaveLength(31);
    expect(lines[1]?.startsWith('2026-11-01;6;')).toBe(true);
  });
});
