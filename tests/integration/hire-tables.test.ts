import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dbErrorInfo } from '../../src/server/db/refusals';
import { solvedProof } from '../helpers/api';
import { databaseFactories } from '../helpers/databases';
import { askToHire, clearHires, guestCalls, hireFriday, hireMail, offer, setUpHire } from '../helpers/hire';
import { useTestApi } from '../helpers/test-api';
import { book, clearBookings, postJson } from './booking-helpers';

describe.each(databaseFactories)('a held hire’s tables (docs/hire.md#the-hires-tables) on $kind', (factory) => {
  const t = useTestApi(factory);
  beforeAll(() => setUpHire(t.test.db));
  beforeEach(async () => {
    await clearHires(t.test.db);
    await clearBookings(t.test.db);
  });

  /** An inquiry for `space` on the Friday with an offer sent: its id and the link's secret. */
  const offered = async (space = 'irish-ganzer-pub', guestCount = 40) => {
    const { id } = await askToHire(t.test.db, { space, guestCount });
    await offer(t.test.db, id);
    return { id, token: String((await hireMail(t.test.db, 'hire-inquiry', id))?.token) };
  };
  const accept = (token: string) =>
    guestCalls(t.test.db, 'accept', token).then(
      (v) => (v as { status: string }).status,
      (e) => dbErrorInfo(e).message,
    );
  const heldTables = async () =>
    (
      await sql<{ table_id: number }>`select table_id from public.reservation_tables where hire_id is not null
        order by table_id`.execute(t.test.db.kysely)
    ).rows.map((r) => r.table_id);
  const bookFriday = (over: Record<string, unknown> = {}) =>
    book(t.api, { date: hireFriday, tableId: 12, startTime: '20:00', guestCount: 4, ...over });

  it('holds the space’s tables from accepting, against every table booking, and frees them on withdrawing', async () => {
    const upstairs = await offered('irish-oben', 20);
    expect(await accept(upstairs.token)).toBe('angenommen');
    expect(await heldTables()).toEqual([11, 12, 13, 14, 15]);
    const refused = await bookFriday();
    expect(refused.status).toBe(409);
    expect((await bookFriday({ tableId: 5 })).status).toBe(201);
    const availability = await (await t.api.request(`/api/availability?date=${hireFriday}`)).json();
    expect(availability.tables.map((x: { tableId: number }) => x.tableId)).toEqual([5, 11, 12, 13, 14, 15]);
    await guestCalls(t.test.db, 'withdraw', upstairs.token);
    expect(await heldTables()).toEqual([]);
    expect((await bookFriday()).status).toBe(201);
  });

  it('keeps the bookings the owner saw at the offer; a booking made since refuses the accept', async () => {
    expect((await bookFriday()).status).toBe(201);
    const kept = await offered('irish-oben', 20);
    expect(await accept(kept.token)).toBe('angenommen');
    expect(await heldTables()).toEqual([11, 13, 14, 15]);
    await guestCalls(t.test.db, 'withdraw', kept.token);

    const late = await offered('irish-oben', 20);
    expect((await bookFriday({ tableId: 13 })).status).toBe(201);
    expect(await accept(late.token)).toBe('taken');
    const { rows } = await sql<{
      status: string;
    }>`select status from public.hire_inquiries where id = ${late.id}::uuid`.execute(t.test.db.kysely);
    expect(rows[0]?.status).toBe('angebot');
    expect(await heldTables()).toEqual([]);
  });

  it('20 concurrent accepts and table bookings of one evening: one winner, nothing half-written', async () => {
    const inquiries = [];
    for (let i = 0; i < 10; i++) inquiries.push(await offered(i % 2 ? 'irish-oben' : 'irish-ganzer-pub', 20));
    const results = await Promise.all([
      ...inquiries.map((q) => accept(q.token)),
      ...Array.from({ length: 10 }, (_, i) =>
        bookFriday({ customerName: `Gast ${i}`, customerEmail: `g${i}@example.org` }).then((r) => r.status),
      ),
    ]);
    const won = results.filter((r) => r === 'angenommen' || r === 201);
    expect(won, JSON.stringify(results)).toHaveLength(1);
    // A booking after a whole-pub hire won meets a closed evening (422), else a taken table (409).
    expect(results.filter((r) => r !== 'angenommen' && r !== 201 && r !== 'taken' && r !== 409 && r !== 422)).toEqual(
      [],
    );
    const accepted = await sql<{
      id: string;
    }>`select id from public.hire_inquiries where status = 'angenommen'`.execute(t.test.db.kysely);
    const bookings = await t.test.db.kysely.selectFrom('reservations').select('id').execute();
    expect(accepted.rows.length + bookings.length).toBe(1);
    const holds = await sql<{ n: number }>`select count(*)::integer as n from public.hire_holds`.execute(
      t.test.db.kysely,
    );
    const held = await heldTables();
    if (accepted.rows.length === 1) {
      expect(held.length).toBeGreaterThan(0);
      expect(holds.rows[0]?.n).toBeGreaterThan(0);
    } else {
      expect(held).toEqual([]);
      expect(holds.rows[0]?.n).toBe(0);
    }
  });

  it('closes the evening of a whole-pub hire for guests as ‘Geschlossene Gesellschaft’', async () => {
    const upstairs = await offered('irish-oben', 20);
    expect(await accept(upstairs.token)).toBe('angenommen');
    const open = await (await t.api.request(`/api/availability?date=${hireFriday}`)).json();
    expect(open).toMatchObject({ status: 'open' });
    await guestCalls(t.test.db, 'withdraw', upstairs.token);

    const whole = await offered();
    expect(await accept(whole.token)).toBe('angenommen');
    const day = await (await t.api.request(`/api/availability?date=${hireFriday}`)).json();
    expect(day).toMatchObject({ status: 'closed', reason: 'Geschlossene Gesellschaft' });
    const closures = await (await t.api.request(`/api/closures?from=2026-12-01&to=2026-12-31`)).json();
    expect(closures.closures).toEqual([{ date: hireFriday, reason: 'Geschlossene Gesellschaft' }]);
    const waitlist = await postJson(t.api, '/api/waitlist', {
      date: hireFriday,
      from: '20:00',
      until: '21:00',
      guestCount: 4,
      customerName: 'Wartende',
      customerEmail: 'warte@example.org',
      altcha: await solvedProof(t.api),
    });
    expect(waitlist.status).toBe(422);
    expect((await waitlist.json()).fieldErrors.date).toContain('Geschlossene Gesellschaft');
    await guestCalls(t.test.db, 'withdraw', whole.token);
    expect((await (await t.api.request(`/api/availability?date=${hireFriday}`)).json()).status).toBe('open');
  });
});
