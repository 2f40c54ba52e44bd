import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { currentGuestContact, currentMailAddresses } from '../../src/server/mail/addresses';
import { composeOutboxMail } from '../../src/server/mail/outbox-mails';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase } from '../helpers/databases';
import { parseCalendar } from '../helpers/ical';
import { createStaffAccount, signIn, staffHeaders, testAdmin } from '../helpers/staff';
import { book, clearBookings } from './booking-helpers';

const tuesday = '2026-11-24';
const friday = '2026-11-27';
/** Friday 20:03 in Berlin: the evening is under way. */
const fridayEvening = new Date('2026-11-27T19:03:00Z');
const decode = (base64: string | undefined) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64 ?? ''), (c) => c.charCodeAt(0)));

describe.each(databaseFactories)('staff bookings on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;
  let clock = new Date('2026-11-21T12:00:00Z');

  const send = (method: string, path: string, body?: unknown) =>
    api.request(path, { method, headers: staffHeaders(cookie), body: JSON.stringify(body) });
  const create = (body: Record<string, unknown>) =>
    send('POST', '/api/admin/reservations', { date: friday, startTime: '20:00', source: 'telefon', ...body });
  const outbox = () =>
    test.db.kysely.selectFrom('mail_outbox').select(['kind', 'payload', 'created_at']).orderBy('created_at').execute();
  const rows = () => test.db.kysely.selectFrom('reservations').select(['id', 'table_ids', 'start_time']).execute();
  /** Moves both clocks; a new sign-in, since sessions end with time. */
  const at = async (instant: Date) => {
    clock = instant;
    await pinDatabaseClock(test.db, instant);
    cookie = await signIn(api);
  };
  const compose = async (row: { kind: Parameters<typeof composeOutboxMail>[0]; payload: unknown; created_at: Date }) =>
    composeOutboxMail(row.kind, row.payload, {
      mail: await currentMailAddresses(test.db.kysely, {}),
      contact: await currentGuestContact(test.db.kysely),
      siteUrl: 'http://localhost:4321',
      queuedAt: row.created_at,
      reservationHours: 'Fr-Mo 19:30-00:00',
    });

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db, { now: () => clock });
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await clearBookings(test.db);
    await at(new Date('2026-11-21T12:00:00Z'));
  });

  it('a WhatsApp booking for quiz Tuesday on tables 11 + 12, without an e-mail, in the day list', async () => {
    const res = await create({
      date: tuesday,
      tableIds: [12, 11],
      guestCount: 10,
      customerName: 'Quiz-Team Kleeblatt',
      customerPhone: '0171 2345678',
      source: 'whatsapp',
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe('Reservierung eingetragen');
    expect(body.reservation).toMatchObject({
      date: tuesday,
      startTime: '20:00',
      endTime: '23:00',
      tableIds: [11, 12],
      tableCapacity: 12,
      guestCount: 10,
      customerEmail: null,
      source: 'whatsapp',
      attendance: null,
      createdBy: testAdmin.email,
    });
    expect(await outbox()).toEqual([]);
    const list = await (await api.request(`/api/admin/reservations?date=${tuesday}`, { headers: { cookie } })).json();
    expect(list.reservations).toEqual([body.reservation]);
  });

  it('combined tables block each of their tables for guests and staff, naming the table in the way', async () => {
    expect((await create({ tableIds: [11, 12], guestCount: 9, customerName: 'Feier' })).status).toBe(201);
    const guest = await book(api, { tableId: 12, startTime: '21:00', customerEmail: 'gast@example.org' });
    expect(guest.status).toBe(409);
    expect((await guest.json()).error).toBe('Tisch 12 ist bereits von 20:00 bis 23:00 reserviert');
    const staff = await create({ tableIds: [13, 12], guestCount: 4, customerName: 'Zweite', startTime: '19:30' });
    expect(staff.status).toBe(409);
    expect((await staff.json()).error).toBe('Tisch 12 ist bereits von 20:00 bis 23:00 reserviert');
    const availability = await (await api.request(`/api/availability?date=${friday}`)).json();
    expect(availability.tables.map((t: { tableId: number }) => t.tableId)).toEqual([11, 12]);
    expect(await rows()).toHaveLength(1);
  });

  it('with an e-mail the guest gets the confirmation with its .ics and a working cancel link', async () => {
    const res = await create({ tableIds: [5], guestCount: 2, customerName: 'Jo', customerEmail: 'jo@example.org' });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe('Reservierung eingetragen; der Gast erhält eine Bestätigung per E-Mail');
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail?.kind).toBe('reservation-confirmation');
    const composed = await compose(mail as NonNullable<typeof mail>);
    expect(composed.subject).toBe('Reservierungsbestätigung - Tisch 5');
    const token = (mail?.payload as { cancelToken?: string } | undefined)?.cancelToken;
    const lookup = await api.request('/api/cancellation/lookup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(lookup.status).toBe(200);
  });

  it('staff may seat fewer guests than half the seats; the day list keeps the count', async () => {
    const res = await create({ tableIds: [4], guestCount: 2, customerName: 'Zu zweit' });
    expect(res.status).toBe(201);
    expect((await res.json()).reservation.guestCount).toBe(2);
  });

  it('refuses bad input in German and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { tableIds: [99], guestCount: 2, customerName: 'X' },
        'tableIds',
        'Tisch 99 gibt es im aktuellen Tischplan nicht.',
      ],
      [
        { tableIds: [11, 12], guestCount: 13, customerName: 'X' },
        'guestCount',
        'Die gewählten Tische haben zusammen nur 12 Plätze.',
      ],
      [
        { tableIds: [5], guestCount: 2, customerName: 'X', startTime: '18:00' },
        'startTime',
        'Bitte wählen Sie Zeiten zwischen 19:30 und 00:00 Uhr im 5-Minuten-Takt; das Ende nach dem Beginn.',
      ],
      [
        { tableIds: [5], guestCount: 2, customerName: 'X', startTime: '21:00', endTime: '20:00' },
        'startTime',
        'Bitte wählen Sie Zeiten zwischen 19:30 und 00:00 Uhr im 5-Minuten-Takt; das Ende nach dem Beginn.',
      ],
      [{ tableIds: [5], guestCount: 2 }, 'customerName', 'Name ist erforderlich'],
      [{ tableIds: [], guestCount: 2, customerName: 'X' }, 'tableIds', 'Bitte wählen Sie mindestens einen Tisch.'],
      [{ tableIds: [5], guestCount: 0, customerName: 'X' }, 'guestCount', 'Mindestens 1 Person'],
      [
        { tableIds: [5], guestCount: 2, customerName: 'X', source: 'fax' },
        'source',
        'Bitte wählen Sie, wie die Reservierung kam.',
      ],
      [
        { tableIds: [5], guestCount: 2, customerName: 'X', date: '2026-11-20' },
        'date',
        'Reservierungen sind nur für heute und kommende Tage möglich.',
      ],
      [
        { tableIds: [5], guestCount: 2, customerName: 'X', source: 'online' },
        'customerEmail',
        'Online-Reservierungen brauchen eine E-Mail-Adresse.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await res.json()).fieldErrors[field]).toBe(message);
    }
    expect(await rows()).toEqual([]);
  });

  it('a walk-in takes the tables from now for the chosen length; guests see them taken at once', async () => {
    await at(fridayEvening);
    const res = await send('POST', '/api/admin/reservations/walk-in', { tableIds: [9], guestCount: 2, minutes: 90 });
    expect(res.status).toBe(201);
    const { reservation, message } = await res.json();
    expect(message).toBe('Walk-in eingetragen');
    expect(reservation).toMatchObject({
      date: friday,
      startTime: '20:00',
      endTime: '21:30',
      customerName: null,
      source: 'vor-ort',
    });
    const availability = await (await api.request(`/api/availability?date=${friday}`)).json();
    expect(availability.tables).toEqual([expect.objectContaining({ tableId: 9 })]);
  });

  it('a move from 20:00 to 21:00 mails the change with an .ics update of the same event; the cancel link still works', async () => {
    const created = await (
      await create({
        tableIds: [5],
        guestCount: 3,
        customerName: 'Mo',
        customerEmail: 'mo@example.org',
        endTime: '21:00',
      })
    ).json();
    const res = await send('PATCH', `/api/admin/reservations/${created.reservation.id}`, { startTime: '21:00' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Reservierung geändert; der Gast wurde per E-Mail benachrichtigt');
    // Only the start moved: the booking keeps its hour; a cleared end is the default end.
    expect(body.reservation).toMatchObject({ startTime: '21:00', endTime: '22:00', updatedBy: testAdmin.email });
    const cleared = await send('PATCH', `/api/admin/reservations/${created.reservation.id}`, { endTime: null });
    expect((await cleared.json()).reservation).toMatchObject({ startTime: '21:00', endTime: '23:00' });
    const [confirmation, change] = await outbox();
    expect(change?.kind).toBe('reservation-changed');
    const mail = await compose(change as NonNullable<typeof change>);
    expect(mail.subject).toBe('Reservierung geändert - Tisch 5');
    expect(mail.text).toContain('Freitag, 27. November 2026, 20:00 Uhr, Tisch 5');
    const first = parseCalendar(
      decode((await compose(confirmation as NonNullable<typeof confirmation>)).attachments?.[0]?.content),
    );
    const update = parseCalendar(decode(mail.attachments?.[0]?.content));
    expect(update.events[0]?.uid).toBe(first.events[0]?.uid);
    expect(update.events[0]?.sequence).toBe(1);
    expect(first.events[0]?.sequence).toBe(0);
    const token = (confirmation?.payload as { cancelToken?: string } | undefined)?.cancelToken;
    const lookup = await api.request('/api/cancellation/lookup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect((await lookup.json()).reservation.startTime).toBe('21:00');
  });

  it('a change that collides is refused and changes nothing', async () => {
    await create({ tableIds: [6], guestCount: 4, customerName: 'Erste', startTime: '19:30', endTime: '20:30' });
    const second = await (
      await create({ tableIds: [7], guestCount: 4, customerName: 'Zweite', startTime: '19:30' })
    ).json();
    const moved = await send('PATCH', `/api/admin/reservations/${second.reservation.id}`, { tableIds: [6, 7] });
    expect(moved.status).toBe(409);
    expect((await moved.json()).error).toBe('Tisch 6 ist bereits von 19:30 bis 20:30 reserviert');
    const late = await send('PATCH', `/api/admin/reservations/${second.reservation.id}`, { startTime: '23:30' });
    expect(late.status).toBe(422);
    expect((await rows()).find((r) => r.id === second.reservation.id)).toMatchObject({
      table_ids: [7],
      start_time: '19:30:00',
    });
  });

  it('attendance: no-show only from the start, then its table is free; arrivals and no-shows count', async () => {
    const { reservation } = await (await create({ tableIds: [10], guestCount: 4, customerName: 'Nie da' })).json();
    const early = await send('PATCH', `/api/admin/reservations/${reservation.id}`, { attendance: 'no-show' });
    expect(early.status).toBe(422);
    expect((await early.json()).error).toBe('Ein No-Show lässt sich erst ab der Startzeit eintragen.');
    await at(new Date('2026-11-27T19:20:00Z'));
    const noShow = await send('PATCH', `/api/admin/reservations/${reservation.id}`, { attendance: 'no-show' });
    expect(noShow.status).toBe(200);
    expect((await noShow.json()).reservation.attendance).toBe('no-show');
    const walkIn = await send('POST', '/api/admin/reservations/walk-in', {
      tableIds: [10],
      guestCount: 3,
      minutes: 60,
    });
    expect(walkIn.status).toBe(201);
    // Taking the no-show back needs the table again, which the walk-in now has.
    const back = await send('PATCH', `/api/admin/reservations/${reservation.id}`, { attendance: null });
    expect(back.status).toBe(409);
    const arrived = await send('PATCH', `/api/admin/reservations/${(await walkIn.json()).reservation.id}`, {
      attendance: 'arrived',
    });
    expect(arrived.status).toBe(200);
    const list = await (await api.request(`/api/admin/reservations?date=${friday}`, { headers: { cookie } })).json();
    expect(list.reservations.map((r: { attendance: string }) => r.attendance).sort()).toEqual(['arrived', 'no-show']);
  });

  it('answers 401 without a staff session and 404 for an unknown booking', async () => {
    const anonymous = await api.request('/api/admin/reservations', {
      method: 'POST',
      headers: staffHeaders(),
      body: JSON.stringify({
        date: friday,
        startTime: '20:00',
        tableIds: [5],
        guestCount: 2,
        source: 'telefon',
        customerName: 'X',
      }),
    });
    expect(anonymous.status).toBe(401);
    const unknown = await send('PATCH', '/api/admin/reservations/00000000-0000-4000-8000-000000000000', {
      guestCount: 2,
    });
    expect(unknown.status).toBe(404);
    expect(await rows()).toEqual([]);
  });
});
