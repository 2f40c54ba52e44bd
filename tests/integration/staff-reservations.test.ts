import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { bookAsGuest } from '../helpers/bookings';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { readEvents } from '../helpers/sse';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

const friday = '2026-11-27';

describe.each(databaseFactories)('admin reservations on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;

  const get = (path: string) => api.request(path, { headers: { cookie } });
  const send = (method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: staffHeaders(cookie),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const day = async (date = friday) =>
    (await (await get(`/api/admin/reservations?date=${date}`)).json()).reservations as Record<string, unknown>[];
  const outbox = () => test.db.kysely.selectFrom('mail_outbox').select(['kind', 'reservation_id', 'payload']).execute();

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db);
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());

  it('lists the day sorted by slot with every field of the row and the details', async () => {
    await bookAsGuest(test.db, { date: friday, startTime: '21:00', tableId: 2, guestCount: 3 });
    const id = await bookAsGuest(test.db, {
      date: friday,
      startTime: '19:30',
      endTime: '22:00',
      tableId: 5,
      guestCount: 4,
      customerName: 'Seán Murphy',
      customerEmail: 'sean@example.ie',
      customerPhone: '0171 555',
      specialRequests: 'Kinderstuhl',
    });
    await bookAsGuest(test.db, { date: '2026-11-28', startTime: '20:00', tableId: 1, guestCount: 3 });
    const list = await day();
    expect(list.map((r) => r.startTime)).toEqual(['19:30', '21:00']);
    expect(list[0]).toMatchObject({
      id,
      date: friday,
      startTime: '19:30',
      endTime: '22:00',
      startsAt: '2026-11-27T18:30:00.000Z',
      endsAt: '2026-11-27T21:00:00.000Z',
      tableIds: [5],
      tableCapacity: 6,
      guestCount: 4,
      customerName: 'Seán Murphy',
      customerEmail: 'sean@example.ie',
      customerPhone: '0171 555',
      specialRequests: 'Kinderstuhl',
      source: 'online',
      attendance: null,
      createdBy: null,
      updatedBy: null,
      updatedAt: null,
    });
    const details = await (await get(`/api/admin/reservations/${id}`)).json();
    expect(details.reservation).toEqual(list[0]);
    expect((await get('/api/admin/reservations?date=2026-02-30')).status).toBe(422);
  });

  it('cancels: queues the cancellation mail to the guest and deletes, in one transaction', async () => {
    const id = await bookAsGuest(test.db, {
      date: friday,
      startTime: '20:00',
      tableId: 7,
      guestCount: 5,
      customerEmail: 'storno@example.org',
    });
    const res = await send('POST', `/api/admin/reservations/${id}/cancel`);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Reservierung storniert und Kunde per E-Mail benachrichtigt');
    expect((await day()).map((r) => r.id)).not.toContain(id);
    const mail = (await outbox()).find((m) => m.kind === 'reservation-cancelled');
    expect(mail?.reservation_id).toBe(id);
    expect(mail?.payload).toMatchObject({ customerEmail: 'storno@example.org', tableId: 7, startTime: '20:00' });
    expect((await send('POST', `/api/admin/reservations/${id}/cancel`)).status).toBe(404);
  });

  it('deletes without a mail', async () => {
    const id = await bookAsGuest(test.db, { date: friday, startTime: '20:00', tableId: 8, guestCount: 4 });
    const mailsBefore = (await outbox()).filter((m) => m.reservation_id === id).map((m) => m.kind);
    const res = await send('DELETE', `/api/admin/reservations/${id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Reservierung gelöscht');
    expect((await day()).map((r) => r.id)).not.toContain(id);
    const mailsAfter = (await outbox()).filter((m) => m.reservation_id === id).map((m) => m.kind);
    expect(mailsAfter).toEqual(mailsBefore);
    expect(mailsAfter).not.toContain('reservation-cancelled');
  });

  it('streams a change for the day when a guest books and when staff cancel', async () => {
    const controller = new AbortController();
    const stream = await api.request('/api/admin/reservations/events', {
      headers: { cookie },
      signal: controller.signal,
    });
    await readEvents(stream, (e) => e.event === 'ready');
    const started = Date.now();
    const id = await bookAsGuest(test.db, { date: friday, startTime: '22:00', tableId: 9, guestCount: 2 });
    const booked = await readEvents(stream, (e) => e.event === 'change');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(JSON.parse(booked.at(-1)?.data ?? '{}')).toEqual({ op: 'insert', date: friday });
    await send('POST', `/api/admin/reservations/${id}/cancel`);
    const cancelled = await readEvents(stream, (e) => e.event === 'change' && e.data.includes('delete'));
    expect(JSON.parse(cancelled.at(-1)?.data ?? '{}')).toEqual({ op: 'delete', date: friday });
    controller.abort();
  });
});

describe.each(databaseFactories)('closed dates on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;

  const send = (method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: staffHeaders(cookie),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db, { now: () => new Date('2026-11-21T12:00:00Z') });
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());

  it('closes a day with a reason, which guests then see as closed and cannot book', async () => {
    const res = await send('POST', '/api/admin/closed-dates', { date: '2026-12-04', reason: ' Firmenfeier ' });
    expect(res.status).toBe(201);
    const closed = {
      date: '2026-12-04',
      bookable: false,
      reason: 'Firmenfeier',
      whatsapp: false,
      teams: null,
      from: null,
      until: null,
    };
    expect(await res.json()).toEqual({ closedDate: closed, cancelled: [], kept: [] });
    const list = await (await api.request('/api/admin/closed-dates', { headers: { cookie } })).json();
    expect(list.closedDates).toEqual([closed]);
    await expect(
      bookAsGuest(test.db, { date: '2026-12-04', startTime: '20:00', tableId: 1, guestCount: 3 }),
    ).rejects.toThrow(/closed-day/);
  });

  it('lists reservations that already exist on a day being closed, and keeps them when asked to', async () => {
    await bookAsGuest(test.db, { date: '2026-12-05', startTime: '20:00', tableId: 1, guestCount: 3 });
    const refused = await send('POST', '/api/admin/closed-dates', { date: '2026-12-05' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).affected).toMatchObject([{ date: '2026-12-05', startTime: '20:00', tableIds: [1] }]);
    const kept = await send('POST', '/api/admin/closed-dates', { date: '2026-12-05', confirm: 'keep' });
    expect(kept.status).toBe(201);
    expect((await kept.json()).kept).toHaveLength(1);
  });

  it('reopens a day', async () => {
    expect((await send('DELETE', '/api/admin/closed-dates/2026-12-04')).status).toBe(200);
    expect((await send('DELETE', '/api/admin/closed-dates/2026-12-04')).status).toBe(404);
    await bookAsGuest(test.db, { date: '2026-12-04', startTime: '20:00', tableId: 1, guestCount: 3 });
  });

  it('refuses past and malformed days in German and stores nothing', async () => {
    const past = await send('POST', '/api/admin/closed-dates', { date: '2026-11-20' });
    expect(past.status).toBe(422);
    expect((await past.json()).error).toBe('Vergangene Tage können nicht geschlossen werden.');
    const bad = await send('POST', '/api/admin/closed-dates', { date: '2026-02-30' });
    expect((await bad.json()).error).toBe('Bitte ein gültiges Datum wählen.');
    const rows = await test.db.kysely.selectFrom('schedule_exceptions').select('date').execute();
    expect(rows.map((r) => r.date).sort()).toEqual(['2026-12-05']);
  });
});
