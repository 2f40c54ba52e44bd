import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { dbErrorInfo } from '../../src/server/db/refusals';
import { runMinuteJobs } from '../../src/server/jobs/minute';
import { asRole, type RequestRole } from '../../src/server/request-db';
import { solvedProof, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, clearBookings, confirmationToken, guest, postJson } from './booking-helpers';

const friday = guest.date;

describe.each(databaseFactories)('the waitlist (docs/booking.md#the-waitlist) on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let now = testNow;
  let joined = 0;

  /** Joins Friday's list for 20:00–21:00 with 4 guests unless told otherwise. */
  const join = async (over: Record<string, unknown> = {}) =>
    postJson(api, '/api/waitlist', {
      date: friday,
      from: '20:00',
      until: '21:00',
      guestCount: 4,
      customerName: `Wartende ${++joined}`,
      customerEmail: `warte${joined}@example.org`,
      altcha: await solvedProof(api),
      ...over,
    });
  /** Every table of the plan taken on Friday evening, but those named. */
  const fillEvening = async (free: number[] = []) => {
    await sql`
      insert into public.reservations (date, start_time, end_time, starts_at, ends_at, buffer_start, buffer_end,
        table_ids, table_capacity, guest_count, customer_name, source)
      select ${friday}::date, '19:30', '23:59', '2026-11-27T18:30:00Z', '2026-11-27T22:59:00Z',
             '2026-11-27T18:00:00Z', '2026-11-27T23:29:00Z', array[t], 4, 2, 'Stammtisch ' || t, 'telefon'
      from generate_series(1, 15) t where t <> all (${free}::integer[])`.execute(test.db.kysely);
  };
  const entries = () =>
    test.db.kysely.selectFrom('waitlist_entries').select(['customer_name', 'status']).orderBy('created_at').execute();
  const holds = () =>
    test.db.kysely
      .selectFrom('reservations')
      .select(['table_ids', 'start_time', 'hold_expires_at', 'customer_name'])
      .where('status', '=', 'held')
      .execute();
  const offerToken = async (name: string) => {
    const mail = await test.db.kysely
      .selectFrom('mail_outbox')
      .select('payload')
      .where('kind', '=', 'waitlist-offer')
      .where(sql<boolean>`payload ->> 'customerName' = ${name}`)
      .executeTakeFirstOrThrow();
    return (mail.payload as { offerToken: string }).offerToken;
  };

  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: () => now });
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    now = testNow;
    joined = 0;
    await pinDatabaseClock(test.db, now);
    await clearBookings(test.db);
    await test.db.kysely.deleteFrom('waitlist_entries').execute();
  });

  it('takes a party onto the day’s list with the documented answer', async () => {
    await fillEvening();
    const res = await join();
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      entry: { date: friday, from: '20:00', until: '21:00', guestCount: 4, status: 'waiting' },
      message: 'Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein passender Tisch frei wird.',
    });
    expect(await entries()).toEqual([{ customer_name: 'Wartende 1', status: 'waiting' }]);
  });

  it('refuses what breaks a rule with a German field error, and nothing is stored', async () => {
    for (const [over, field] of [
      [{ guestCount: 0 }, 'guestCount'],
      [{ guestCount: 16 }, 'guestCount'],
      [{ from: '17:00' }, 'from'],
      [{ from: '21:30', until: '20:00' }, 'from'],
      [{ from: '20:10' }, 'from'],
      [{ date: '2026-11-25' }, 'date'],
      [{ date: '2027-06-04' }, 'date'],
      [{ customerEmail: 'kein-at' }, 'customerEmail'],
    ] as const) {
      const res = await join(over);
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(Object.keys((await res.json()).fieldErrors)).toEqual([field]);
    }
    expect((await join({ altcha: undefined })).status).toBe(403);
    expect(await entries()).toEqual([]);
  });

  it('holds at most 2 entries a day for one address', async () => {
    await fillEvening();
    const email = 'oft@example.org';
    expect((await join({ customerEmail: email })).status).toBe(201);
    expect((await join({ customerEmail: email, from: '21:00' })).status).toBe(201);
    const third = await join({ customerEmail: email, from: '22:00', until: '22:00' });
    expect(third.status).toBe(422);
    expect((await third.json()).fieldErrors).toEqual({
      customerEmail: 'Mit dieser E-Mail-Adresse stehen Sie an diesem Tag bereits zweimal auf der Warteliste.',
    });
  });

  it('offers a freed table to the earliest-joined fitting entry, held for nobody else', async () => {
    await fillEvening([5]);
    const booked = await book(api, { tableId: 5, guestCount: 4, customerEmail: 'geht@example.org' });
    const token = await confirmationToken(
      test.db,
      ((await booked.json()) as { reservation: { id: string } }).reservation.id,
    );
    expect((await join({ guestCount: 16 - 12 })).status).toBe(201); // Wartende 1
    expect((await join({ guestCount: 2 })).status).toBe(201); // too few for table 5's six seats
    expect((await entries()).map((e) => e.status)).toEqual(['waiting', 'waiting']);

    expect((await postJson(api, '/api/my-reservation/cancel', { token })).status).toBe(200);
    expect(await entries()).toEqual([
      { customer_name: 'Wartende 1', status: 'offered' },
      { customer_name: 'Wartende 2', status: 'waiting' },
    ]);
    const [hold] = await holds();
    expect(hold).toMatchObject({ table_ids: [5], start_time: '20:00:00', customer_name: 'Wartende 1' });
    expect(new Date(hold?.hold_expires_at ?? 0).toISOString()).toBe('2026-11-21T12:30:00.000Z');
    // Taken for everyone else: the plan shows it, a booking is refused.
    expect((await book(api, { tableId: 5, guestCount: 4, customerEmail: 'neu@example.org' })).status).toBe(409);
    const offer = await postJson(api, '/api/waitlist/offer', { token: await offerToken('Wartende 1') });
    expect(await offer.json()).toMatchObject({
      offer: { date: friday, startTime: '20:00', endTime: '23:00', tableIds: [5], guestCount: 4 },
      status: 'offered',
    });
  });

  it('takes the table: an active booking from the waitlist with the usual confirmation; the entry leaves the list', async () => {
    await fillEvening([5]);
    // A fitting table is free already: joining offers it at once.
    await join();
    expect((await entries()).map((e) => e.status)).toEqual(['offered']);
    const token = await offerToken('Wartende 1');
    const res = await postJson(api, '/api/waitlist/accept', { token });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe('Tisch 5 gehört Ihnen. Die Bestätigung ist per E-Mail unterwegs.');
    const row = await test.db.kysely
      .selectFrom('reservations')
      .select(['status', 'source', 'hold_expires_at', 'customer_email'])
      .where(sql<boolean>`5 = any(table_ids)`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'active',
      source: 'warteliste',
      hold_expires_at: null,
      customer_email: 'warte1@example.org',
    });
    expect((await entries())[0]?.status).toBe('booked');
    const kinds = (await test.db.kysely.selectFrom('mail_outbox').select('kind').execute()).map((m) => m.kind).sort();
    expect(kinds).toEqual(['reservation-confirmation', 'venue-notification', 'waitlist-offer']);
    expect((await postJson(api, '/api/waitlist/accept', { token })).status).toBe(409);
  });

  it('moves on by itself: a declined and a lapsed offer go to the next entry, across a restart', async () => {
    await fillEvening([5]);
    await join();
    await join();
    await join();
    const declined = await postJson(api, '/api/waitlist/decline', { token: await offerToken('Wartende 1') });
    expect(declined.status).toBe(200);
    expect((await entries()).map((e) => e.status)).toEqual(['declined', 'offered', 'waiting']);
    const second = await offerToken('Wartende 2');
    // The hold runs out at 12:30: any process running the minute's jobs afterwards lapses it.
    now = new Date('2026-11-21T12:31:00Z');
    await pinDatabaseClock(test.db, now);
    await runMinuteJobs(test.db, now);
    expect((await entries()).map((e) => e.status)).toEqual(['declined', 'expired', 'offered']);
    const late = await postJson(api, '/api/waitlist/accept', { token: second });
    expect(late.status).toBe(410);
    expect((await late.json()).error).toBe('Dieses Angebot ist leider abgelaufen.');
    expect(await holds()).toHaveLength(1);
    // The lapsed offer's page says so without a table; its waiting mail went with the hold.
    const page = await (await postJson(api, '/api/waitlist/offer', { token: second })).json();
    expect(page).toMatchObject({ offer: null, status: 'expired' });
    const mails = await test.db.kysely
      .selectFrom('mail_outbox')
      .select(sql<string>`payload ->> 'customerName'`.as('name'))
      .where('kind', '=', 'waitlist-offer')
      .execute();
    expect(mails.map((m) => m.name)).toEqual(['Wartende 3']);
  });

  it('20 waiting parties and 5 cancellations at once: 5 offers, no table offered twice; accepts racing bookings never double-book', async () => {
    const free = [1, 2, 5, 10, 11];
    await fillEvening();
    for (let i = 0; i < 20; i++) expect((await join()).status).toBe(201);
    expect(await holds()).toEqual([]);
    // Five bookings cancelled at once; the freed tables are offered by two runs side by side.
    await sql`delete from public.reservations where table_ids[1] = any (${free}::integer[])`.execute(test.db.kysely);
    await Promise.all([runMinuteJobs(test.db, now), runMinuteJobs(test.db, now)]);
    const held = await holds();
    expect(held.map((h) => h.table_ids[0]).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(free);
    expect((await entries()).filter((e) => e.status === 'offered')).toHaveLength(5);
    const tokens = await Promise.all(held.map((h) => offerToken(h.customer_name ?? '')));
    const outcomes = await Promise.all([
      ...tokens.map((token) => postJson(api, '/api/waitlist/accept', { token })),
      ...free.map((tableId) =>
        book(api, { tableId, guestCount: 4, startTime: '20:00', customerEmail: `renn${tableId}@example.org` }),
      ),
    ]);
    const statuses = outcomes.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5).every((s) => s === 409)).toBe(true);
    const onFree = await test.db.kysely
      .selectFrom('reservation_tables')
      .select('table_id')
      .where('table_id', 'in', free)
      .execute();
    expect(onFree).toHaveLength(5);
  });

  it('never holds a table past its start, and forgets the list with the day', async () => {
    now = new Date('2026-11-27T18:45:00Z'); // Friday 19:45
    await pinDatabaseClock(test.db, now);
    await fillEvening([9]);
    await sql`delete from public.reservations where 9 = any(table_ids)`.execute(test.db.kysely);
    expect((await join({ guestCount: 2, from: '20:00', until: '20:00' })).status).toBe(201);
    const [hold] = await holds();
    expect(new Date(hold?.hold_expires_at ?? 0).toISOString()).toBe('2026-11-27T19:00:00.000Z');
    // Friday's evening closes at midnight (23:00 UTC): the entry goes 23 hours later.
    await sql`select private.purge_waitlist('2026-11-28T21:59:00Z')`.execute(test.db.kysely);
    expect(await entries()).toHaveLength(1);
    await sql`select private.purge_waitlist('2026-11-28T22:00:00Z')`.execute(test.db.kysely);
    expect(await entries()).toEqual([]);
  });

  it('staff: a phone party joins without an address, gets a chosen table by hand, says yes on the phone; entries go', async () => {
    await createStaffAccount(test.db).catch(() => undefined);
    const cookie = await signIn(api);
    const send = (method: string, path: string, body?: unknown) =>
      api.request(path, {
        method,
        headers: staffHeaders(cookie),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    await fillEvening([6]);
    const added = await send('POST', '/api/admin/waitlist', {
      date: friday,
      from: '21:00',
      until: '22:00',
      guestCount: 5,
      customerName: 'Familie Anruf',
      customerPhone: '07121 555',
      source: 'telefon',
    });
    expect(added.status).toBe(201);
    // Table 6 was free: offered at once after the write; no mail without an address.
    let list = (await (await send('GET', `/api/admin/waitlist?date=${friday}`)).json()).entries;
    expect(list).toMatchObject([
      { customerName: 'Familie Anruf', status: 'offered', offer: { tableIds: [6], startTime: '21:00' } },
    ]);
    expect(
      await test.db.kysely.selectFrom('mail_outbox').select('id').where('kind', '=', 'waitlist-offer').execute(),
    ).toEqual([]);
    // Staff move the offer to another time by hand, then take it for the guest.
    const moved = await send('POST', `/api/admin/waitlist/${list[0].id}/offer`, { tableIds: [6], startTime: '21:30' });
    expect(moved.status).toBe(200);
    const taken = await send('POST', `/api/admin/waitlist/${list[0].id}/take`);
    expect(taken.status).toBe(201);
    expect((await taken.json()).reservation).toMatchObject({ tableIds: [6], startTime: '21:30', customerEmail: null });
    expect((await send('POST', `/api/admin/waitlist/${list[0].id}/take`)).status).toBe(409);
    list = (await (await send('GET', `/api/admin/waitlist?date=${friday}`)).json()).entries;
    expect(list[0].status).toBe('booked');
    expect((await send('DELETE', `/api/admin/waitlist/${list[0].id}`)).status).toBe(200);
    expect((await send('GET', `/api/admin/waitlist?date=${friday}`)).status).toBe(200);
    expect(await entries()).toEqual([]);
    // Removing it again answers as a malformed id; the function raises the shared not-found.
    const again = await send('DELETE', `/api/admin/waitlist/${list[0].id}`);
    expect({ status: again.status, body: await again.json() }).toEqual({
      status: 404,
      body: { error: 'Dieses Angebot wurde nicht gefunden.' },
    });
    const staffRole: RequestRole = { role: 'authenticated', claims: { staff_role: 'admin' } };
    const raised = await asRole(test.db, staffRole, (tx) =>
      sql`select public.staff_remove_waitlist_entry(${list[0].id}::uuid)`.execute(tx),
    ).catch((e: unknown) => e);
    expect(dbErrorInfo(raised)).toMatchObject({ code: 'P0002', message: 'not-found' });
    // Offering a table to the entry that is gone names the waitlist, not a reservation.
    const gone = await send('POST', `/api/admin/waitlist/${list[0].id}/offer`, { tableIds: [6], startTime: '21:30' });
    expect({ status: gone.status, body: await gone.json() }).toEqual({
      status: 404,
      body: { error: 'Dieser Eintrag steht nicht mehr auf der Warteliste.' },
    });
    // Without a phone or an address nobody could be told of a table.
    const nobody = await send('POST', '/api/admin/waitlist', {
      date: friday,
      from: '21:00',
      until: '22:00',
      guestCount: 5,
      customerName: 'Ohne',
      source: 'vor-ort',
    });
    expect(nobody.status).toBe(422);
    // A window outside the evening, or latest before earliest, is refused with the form's message.
    for (const window of [
      { from: '17:00', until: '18:00' },
      { from: '22:00', until: '21:00' },
    ]) {
      const wrong = await send('POST', '/api/admin/waitlist', {
        date: friday,
        ...window,
        guestCount: 5,
        customerName: 'Falsch',
        customerPhone: '0171',
        source: 'telefon',
      });
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).fieldErrors).toEqual({
        from: 'Bitte eine Zeitspanne innerhalb der Öffnungszeiten wählen (frühestens vor spätestens).',
      });
    }
    expect((await api.request(`/api/admin/waitlist?date=${friday}`)).status).toBe(401);
  });

  it('lapses an offer whose day was closed meanwhile: taking it is refused, the hold goes', async () => {
    await fillEvening([5]);
    await join();
    const token = await offerToken('Wartende 1');
    await sql`insert into public.schedule_exceptions (date, bookable, reason) values (${friday}, false, 'Geschlossene Gesellschaft')`.execute(
      test.db.kysely,
    );
    const res = await postJson(api, '/api/waitlist/accept', { token });
    expect(res.status).toBe(410);
    expect(await holds()).toEqual([]);
    expect((await entries())[0]?.status).toBe('expired');
  });
});
