import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { solvedProof, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, clearBookings, confirmationToken, guest, postJson } from './booking-helpers';

const phone = '07121 123456';

describe.each(databaseFactories)('the guest’s own booking (/api/my-reservation) on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let now = testNow;
  let id: string;
  let token: string;

  const stored = () =>
    test.db.kysely
      .selectFrom('reservations')
      .select(['date', 'start_time', 'table_ids', 'guest_count', 'sequence', 'confirmed_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  const change = async (over: Record<string, unknown> = {}) =>
    postJson(api, '/api/my-reservation/change', {
      token,
      date: guest.date,
      startTime: '21:00',
      guestCount: 4,
      tableIds: [6],
      altcha: await solvedProof(api),
      ...over,
    });

  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: () => now });
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    now = testNow;
    await pinDatabaseClock(test.db, now);
    await clearBookings(test.db);
    const res = await book(api);
    id = ((await res.json()) as { reservation: { id: string } }).reservation.id;
    token = await confirmationToken(test.db, id);
  });

  it('shows the booking to the link’s secret and changes nothing', async () => {
    const res = await postJson(api, '/api/my-reservation', { token });
    expect(res.status).toBe(200);
    expect((await res.json()).reservation).toMatchObject({
      date: '2026-11-27',
      startTime: '20:00',
      endTime: '23:00',
      tableIds: [5],
      guestCount: 3,
      customerName: 'Anna Gast',
      specialRequests: null,
      confirmedAt: null,
    });
    expect((await stored())?.confirmed_at).toBeNull();
    const unknown = await postJson(api, '/api/my-reservation', { token: 'ab'.repeat(24) });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe('Diese Reservierung wurde nicht gefunden oder ist bereits storniert.');
  });

  it('confirms with one press; a second press keeps the first time', async () => {
    const first = await postJson(api, '/api/my-reservation/confirm', { token });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.message).toBe('Danke! Wir freuen uns auf Sie.');
    const at = new Date(body.reservation.confirmedAt).getTime();
    expect(at).toBe(testNow.getTime());
    await pinDatabaseClock(test.db, new Date(testNow.getTime() + 3_600_000));
    const again = await (await postJson(api, '/api/my-reservation/confirm', { token })).json();
    expect(new Date(again.reservation.confirmedAt).getTime()).toBe(at);
  });

  it('changes date, time, guests and table in one step, with the guest’s and the venue’s mails', async () => {
    const res = await change({ date: '2026-11-28', guestCount: 5 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Ihre Reservierung wurde geändert.');
    expect(body.reservation).toMatchObject({ date: '2026-11-28', startTime: '21:00', tableIds: [6], guestCount: 5 });
    expect(await stored()).toMatchObject({ date: '2026-11-28', start_time: '21:00:00', table_ids: [6], sequence: 1 });
    const mails = await test.db.kysely
      .selectFrom('mail_outbox')
      .select(['kind', 'payload'])
      .where('kind', 'in', ['reservation-changed', 'guest-change-notice'])
      .execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(['guest-change-notice', 'reservation-changed']);
    const toGuest = mails.find((m) => m.kind === 'reservation-changed')?.payload as Record<string, unknown>;
    expect(toGuest).toMatchObject({
      byGuest: true,
      manageToken: token,
      previous: { date: '2026-11-27', startTime: '20:00' },
    });
    // The old table is free for others at once, the new one is taken.
    expect((await book(api, { customerEmail: 'ben@example.org' })).status).toBe(201);
    expect(
      (
        await book(api, {
          date: '2026-11-28',
          startTime: '21:00',
          tableId: 6,
          guestCount: 4,
          customerEmail: 'cem@example.org',
        })
      ).status,
    ).toBe(409);
  });

  it('refuses a taken table with 409 naming it and leaves the booking as it was', async () => {
    expect(
      (await book(api, { tableId: 6, guestCount: 4, startTime: '21:00', customerEmail: 'ben@example.org' })).status,
    ).toBe(201);
    const res = await change();
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('Tisch 6 ist bereits von 21:00 bis 23:00 reserviert');
    expect(await stored()).toMatchObject({ date: '2026-11-27', start_time: '20:00:00', table_ids: [5], sequence: 0 });
  });

  it('a change racing a guest booking of the same table: one wins, no double booking, nothing half done', async () => {
    for (let round = 0; round < (factory.kind === 'postgres' ? 10 : 3); round++) {
      if (round > 0) {
        await clearBookings(test.db);
        id = ((await (await book(api)).json()) as { reservation: { id: string } }).reservation.id;
        token = await confirmationToken(test.db, id);
      }
      const [proofA, proofB] = [await solvedProof(api), await solvedProof(api)];
      const [changed, booked] = await Promise.all([
        change({ altcha: proofA }),
        book(api, { tableId: 6, guestCount: 4, startTime: '21:00', customerEmail: 'ben@example.org', altcha: proofB }),
      ]);
      expect([changed.status, booked.status].filter((s) => s === 409)).toHaveLength(1);
      expect([changed.status, booked.status].filter((s) => s >= 500)).toEqual([]);
      const onSix = await test.db.kysely
        .selectFrom('reservation_tables')
        .select('reservation_id')
        .where('table_id', '=', 6)
        .execute();
      expect(onSix).toHaveLength(1);
      const mine = await stored();
      const changes = await test.db.kysely
        .selectFrom('mail_outbox')
        .select('kind')
        .where('kind', '=', 'reservation-changed')
        .execute();
      if (changed.status === 200) {
        expect(mine).toMatchObject({ start_time: '21:00:00', table_ids: [6], sequence: 1 });
        expect(changes).toHaveLength(1);
      } else {
        expect(mine).toMatchObject({ start_time: '20:00:00', table_ids: [5], sequence: 0 });
        expect(changes).toHaveLength(0);
      }
    }
  });

  it('keeps every rule of a new booking: German field errors, nothing changed', async () => {
    for (const [over, field] of [
      [{ guestCount: 8 }, 'guestCount'],
      [{ tableIds: [99] }, 'tableIds'],
      [{ startTime: '20:10' }, 'startTime'],
      [{ date: '2026-11-25' }, 'date'],
      [{ date: '2027-06-01' }, 'date'],
      [{ tableIds: [6, 9] }, 'tableIds'],
    ] as const) {
      const res = await change(over);
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(Object.keys((await res.json()).fieldErrors)).toEqual([field]);
    }
    const noProof = await change({ altcha: undefined });
    expect(noProof.status).toBe(403);
    expect(await stored()).toMatchObject({ start_time: '20:00:00', table_ids: [5], sequence: 0 });
  });

  it('does not count the booking being changed against the address’s two a day', async () => {
    expect((await book(api, { tableId: 7, guestCount: 4, startTime: '21:00' })).status).toBe(201);
    // Two bookings that day: moving one of them within the day is allowed.
    expect((await change({ startTime: '19:30', endTime: '20:30', tableIds: [9], guestCount: 3 })).status).toBe(200);
    // A third on another day may not move into it.
    const other = await book(api, { date: '2026-11-28' });
    const third = ((await other.json()) as { reservation: { id: string } }).reservation.id;
    token = await confirmationToken(test.db, third);
    const res = await change({ date: '2026-11-27', startTime: '22:00', tableIds: [10], guestCount: 3 });
    expect(res.status).toBe(422);
    // The change has no e-mail field: the refusal is the form's.
    expect((await res.json()).fieldErrors).toEqual({
      form: 'Mit dieser E-Mail-Adresse bestehen an diesem Tag bereits 2 Reservierungen. Bitte rufen Sie uns an.',
    });
  });

  it('lets a guest keep the tables staff combined, but not pick another combination', async () => {
    await createStaffAccount(test.db).catch(() => undefined);
    const cookie = await signIn(api);
    const staffBooking = await api.request('/api/admin/reservations', {
      method: 'POST',
      headers: staffHeaders(cookie),
      body: JSON.stringify({
        date: guest.date,
        startTime: '20:00',
        tableIds: [7, 8],
        guestCount: 12,
        customerName: 'Große Runde',
        customerEmail: 'runde@example.org',
        source: 'telefon',
      }),
    });
    expect(staffBooking.status).toBe(201);
    id = ((await staffBooking.json()) as { reservation: { id: string } }).reservation.id;
    token = await confirmationToken(test.db, id);
    expect((await change({ tableIds: [7, 8], guestCount: 12, startTime: '20:30' })).status).toBe(200);
    const other = await change({ tableIds: [8, 9], guestCount: 10 });
    expect(other.status).toBe(422);
    expect((await other.json()).fieldErrors).toEqual({ tableIds: 'Bitte wählen Sie einen Tisch.' });
  });

  it('from the start on, confirms, changes and cancels nothing and names the phone', async () => {
    now = new Date('2026-11-27T19:00:00Z');
    await pinDatabaseClock(test.db, now);
    expect((await postJson(api, '/api/my-reservation', { token })).status).toBe(200);
    for (const res of [
      await postJson(api, '/api/my-reservation/confirm', { token }),
      await change({ date: '2026-11-28' }),
      await postJson(api, '/api/my-reservation/cancel', { token }),
      await postJson(api, '/api/cancellation', { token }),
    ]) {
      expect(res.status).toBe(409);
      expect((await res.json()).error).toContain(phone);
    }
    expect(await stored()).toMatchObject({ start_time: '20:00:00', confirmed_at: null, sequence: 0 });
  });

  it("names the phone the owner set for guests, not the content's, once the booking has begun", async () => {
    const owners = '+49 7121 555000';
    await test.db.kysely.updateTable('business_settings').set({ guest_phone: owners }).execute();
    // Refused by the database (the party is marked), then by the API (the start has passed).
    await sql`update public.reservations set attendance = 'arrived', attendance_at = now() where id = ${id}`.execute(
      test.db.kysely,
    );
    const marked = await change();
    now = new Date('2026-11-27T19:00:00Z');
    await pinDatabaseClock(test.db, now);
    const started = await postJson(api, '/api/my-reservation/confirm', { token });
    await test.db.kysely.updateTable('business_settings').set({ guest_phone: phone }).execute();
    for (const res of [marked, started]) {
      expect(res.status).toBe(409);
      expect((await res.json()).error).toContain(`Bitte rufen Sie uns an: ${owners}.`);
    }
  });

  it('changes and cancels nothing once staff marked the party, even before the start', async () => {
    await sql`update public.reservations set attendance = 'arrived', attendance_at = now() where id = ${id}`.execute(
      test.db.kysely,
    );
    for (const res of [await change(), await postJson(api, '/api/my-reservation/cancel', { token })]) {
      expect(res.status).toBe(409);
      expect((await res.json()).error).toContain(phone);
    }
    expect(await stored()).toMatchObject({ start_time: '20:00:00', table_ids: [5], sequence: 0 });
  });

  it('cancels through the link; the secret opens nothing afterwards', async () => {
    const res = await postJson(api, '/api/my-reservation/cancel', { token });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Ihre Reservierung wurde storniert. Wir haben das Team informiert.');
    expect(await stored()).toBeUndefined();
    expect((await postJson(api, '/api/my-reservation', { token })).status).toBe(404);
    const notice = await test.db.kysely
      .selectFrom('mail_outbox')
      .select('kind')
      .where('kind', '=', 'guest-cancellation-notice')
      .execute();
    expect(notice).toHaveLength(1);
  });

  it('shares one per-address limit over every link route', async () => {
    const ip = '10.99.0.1';
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const path = ['/api/my-reservation', '/api/my-reservation/confirm', '/api/cancellation/lookup'][i % 3] ?? '';
      last = (await postJson(api, path, { token }, ip)).status;
    }
    expect(last).toBe(429);
  });

  it('opens the booking with a reminder’s own secret as well', async () => {
    await sql`update public.reservations set created_at = '2026-11-20T12:00:00Z'`.execute(test.db.kysely);
    await sql`select private.queue_due_reminders('2026-11-26T19:00:00Z')`.execute(test.db.kysely);
    const reminder = await test.db.kysely
      .selectFrom('mail_outbox')
      .select('payload')
      .where('kind', '=', 'reservation-reminder')
      .executeTakeFirstOrThrow();
    const secret = (reminder.payload as { manageToken: string }).manageToken;
    expect(secret).not.toBe(token);
    const res = await postJson(api, '/api/my-reservation/confirm', { token: secret });
    expect(res.status).toBe(200);
    expect((await stored())?.confirmed_at).not.toBeNull();
  });
});
