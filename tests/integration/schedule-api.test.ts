import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultWeek, type WeekDay } from '../../src/domain/schedule/week';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, clearBookings, saturdayNoon } from './booking-helpers';

// The tests' clock: Saturday 2026-11-21, 13:00 in Berlin.
const wednesday = '2026-11-25';
const sunday = '2026-11-29';
const week = (change: Partial<Record<number, Partial<WeekDay>>>) =>
  defaultWeek.map((d) => ({ ...d, ...change[d.weekday] }));
const defaults = { days: defaultWeek, slotMinutes: 30, defaultEndTime: '23:00' };

describe.each(databaseFactories)('the week as data on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;

  const send = (method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: staffHeaders(cookie),
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const putWeek = (body: unknown) => send('PUT', '/api/admin/schedule', body);
  const availability = async (date: string) => (await api.request(`/api/availability?date=${date}`)).json();
  const reservationIds = async () =>
    (await test.db.kysely.selectFrom('reservations').select('id').execute()).map((r) => r.id);
  const cancellationMails = () =>
    test.db.kysely
      .selectFrom('mail_outbox')
      .select('reservation_id')
      .where('kind', '=', 'reservation-cancelled')
      .execute();
  const sundayBooking = async (tableId = 5) => {
    const res = await book(api, { date: sunday, startTime: '20:00', tableId, customerName: 'Sonja Sonntag' });
    expect(res.status).toBe(201);
    return (await res.json()).reservation.id as string;
  };

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db, { now: saturdayNoon });
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await clearBookings(test.db);
    expect((await putWeek({ ...defaults, confirm: 'keep' })).status).toBe(200);
  });

  it('answers the week to staff only', async () => {
    expect((await api.request('/api/admin/schedule')).status).toBe(401);
    const res = await send('GET', '/api/admin/schedule');
    expect(await res.json()).toEqual({
      days: defaultWeek,
      slotMinutes: 30,
      defaultEndTime: '23:00',
      openTime: '19:30',
      closeTime: '00:00',
      exceptions: [],
    });
  });

  it('opens Wednesday, and a guest books it at once; the public pages say so at once', async () => {
    const days = async () => (await api.request('/api/booking-days')).json();
    expect(await days()).toEqual({
      sentence: 'Freitag bis Montag ab 19:30 Uhr',
      hours: 'Fr-Mo 19:30-00:00',
      others:
        'Dienstag: Quiz-Abend – Anmeldung nur über WhatsApp; Mittwoch: Ruhetag; Donnerstag: Karaoke-Abend – keine Reservierung nötig',
    });
    expect((await book(api, { date: wednesday })).status).toBe(422);
    const res = await putWeek({ ...defaults, days: week({ 3: { bookable: true, reason: null } }) });
    expect(res.status).toBe(200);
    expect((await res.json()).days[2]).toMatchObject({ weekday: 3, bookable: true });
    expect(await availability(wednesday)).toMatchObject({ status: 'open', hours: 'Mi 19:30-00:00, Fr-Mo 19:30-00:00' });
    expect((await book(api, { date: wednesday })).status).toBe(201);
    expect(await days()).toEqual({
      sentence: 'Mittwoch und Freitag bis Montag ab 19:30 Uhr',
      hours: 'Mi 19:30-00:00, Fr-Mo 19:30-00:00',
      others:
        'Dienstag: Quiz-Abend – Anmeldung nur über WhatsApp; Donnerstag: Karaoke-Abend – keine Reservierung nötig',
    });
  });

  it('refuses to strand a Sunday booking, keeps it, or cancels it with one mail', async () => {
    const id = await sundayBooking();
    const closeSundays = { ...defaults, days: week({ 7: { bookable: false, reason: 'Betriebsferien' } }) };

    const refused = await putWeek(closeSundays);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error:
        'Diese Änderung betrifft bestehende Reservierungen. Bitte wählen Sie, ob sie bestehen bleiben oder storniert werden.',
      affected: [{ id, date: sunday, startTime: '20:00', tableIds: [5], customerName: 'Sonja Sonntag' }],
    });
    expect(await availability(sunday)).toMatchObject({ status: 'open' });

    const kept = await putWeek({ ...closeSundays, confirm: 'keep' });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ kept: [{ id }], cancelled: [] });
    expect(await reservationIds()).toEqual([id]);
    expect(await availability(sunday)).toMatchObject({ status: 'closed', reason: 'Betriebsferien' });
    // Already outside its day: the next change does not ask about it again.
    expect((await putWeek(closeSundays)).status).toBe(200);

    // Sundays open again: the kept booking is inside its day, so closing them asks about it too.
    expect((await putWeek({ ...defaults, confirm: 'keep' })).status).toBe(200);
    const second = await sundayBooking(12);
    const cancelled = await putWeek({ ...closeSundays, confirm: 'cancel' });
    expect((await cancelled.json()).cancelled.map((r: { id: string }) => r.id).sort()).toEqual([id, second].sort());
    expect(await reservationIds()).toEqual([]);
    expect((await cancellationMails()).map((m) => m.reservation_id).sort()).toEqual([id, second].sort());
    // A retry finds nothing left to cancel: no guest hears twice.
    expect(await (await putWeek({ ...closeSundays, confirm: 'cancel' })).json()).toMatchObject({ cancelled: [] });
    expect(await cancellationMails()).toHaveLength(2);
  });

  it('refuses a malformed week with German field errors and changes nothing', async () => {
    const res = await putWeek({ ...defaults, slotMinutes: 20, days: defaultWeek.slice(0, 6) });
    expect(res.status).toBe(422);
    expect((await res.json()).fieldErrors).toEqual({
      days: 'Die Woche braucht genau einen Eintrag je Wochentag.',
      slotMinutes: 'Der Takt muss 15, 30 oder 60 Minuten betragen.',
    });
    expect((await (await send('GET', '/api/admin/schedule')).json()).days).toEqual(defaultWeek);
  });

  it("uses a day's own times and the slot grid for bookings", async () => {
    const res = await putWeek({
      days: week({ 5: { from: '18:00', until: '01:00' } }),
      slotMinutes: 15,
      defaultEndTime: '22:00',
    });
    expect(res.status).toBe(200);
    expect((await availability('2026-11-27')).rules).toMatchObject({
      openTime: '18:00',
      closeTime: '01:00',
      slotMinutes: 15,
      defaultEndTime: '22:00',
    });
    const early = await book(api, { date: '2026-11-27', startTime: '18:15' });
    expect(early.status).toBe(201);
    expect((await early.json()).reservation.endTime).toBe('22:00');
    // Saturday keeps the settings' window.
    expect((await book(api, { date: '2026-11-28', startTime: '18:15', tableId: 6 })).status).toBe(422);
  });

  describe('dated exceptions', () => {
    const except = (body: Record<string, unknown>) => send('POST', '/api/admin/closed-dates', body);

    it('open a Wednesday for guests, and closing it again asks about its bookings', async () => {
      const opened = await except({ date: wednesday, bookable: true, reason: 'Vor dem Feiertag geöffnet' });
      expect(opened.status).toBe(201);
      expect(await availability(wednesday)).toMatchObject({ status: 'open', reason: 'Vor dem Feiertag geöffnet' });
      const booked = await book(api, { date: wednesday });
      expect(booked.status).toBe(201);
      const id = (await booked.json()).reservation.id;

      const removed = await send('DELETE', `/api/admin/closed-dates/${wednesday}`);
      expect(removed.status).toBe(409);
      expect((await removed.json()).affected).toMatchObject([{ id }]);
      const cancelled = await send('DELETE', `/api/admin/closed-dates/${wednesday}?confirm=cancel`);
      expect(cancelled.status).toBe(200);
      expect(await reservationIds()).toEqual([]);
      expect(await cancellationMails()).toEqual([{ reservation_id: id }]);
      expect(await availability(wednesday)).toMatchObject({ status: 'closed', reason: 'Ruhetag' });
    });

    it('close a Sunday with its reason for guests, keeping its booking when asked to', async () => {
      const id = await sundayBooking();
      expect((await except({ date: sunday, reason: 'Geschlossene Gesellschaft' })).status).toBe(409);
      expect(await availability(sunday)).toMatchObject({ status: 'open' });
      const kept = await except({ date: sunday, reason: 'Geschlossene Gesellschaft', confirm: 'keep' });
      expect(kept.status).toBe(201);
      expect(await availability(sunday)).toMatchObject({ status: 'closed', reason: 'Geschlossene Gesellschaft' });
      expect(await reservationIds()).toEqual([id]);
      const listed = await (await send('GET', '/api/admin/closed-dates')).json();
      expect(listed.closedDates).toEqual([
        {
          date: sunday,
          bookable: false,
          reason: 'Geschlossene Gesellschaft',
          whatsapp: false,
          teams: null,
          from: null,
          until: null,
        },
      ]);
    });

    it('refuse a day in the past, half a time window, and a date that does not exist', async () => {
      expect((await except({ date: '2026-11-20' })).status).toBe(422);
      expect((await except({ date: sunday, bookable: true, from: '18:00' })).status).toBe(422);
      expect((await except({ date: '2026-02-30' })).status).toBe(422);
      expect((await (await send('GET', '/api/admin/closed-dates')).json()).closedDates).toEqual([]);
    });
  });

  it('asks before new settings hours strand a booking', async () => {
    await sundayBooking();
    const settings = {
      bufferTime: 30,
      openTime: '19:30',
      closeTime: '22:00',
      maxReservationDuration: 270,
      bookingHorizonDays: 90,
      adminEmail: '',
    };
    const refused = await send('PUT', '/api/admin/settings', settings);
    expect(refused.status).toBe(409);
    expect((await (await send('GET', '/api/admin/settings')).json()).settings.closeTime).toBe('00:00');
    const kept = await send('PUT', '/api/admin/settings', { ...settings, confirm: 'keep' });
    expect(kept.status).toBe(200);
    expect((await kept.json()).settings.closeTime).toBe('22:00');
    expect(
      (await send('PUT', '/api/admin/settings', { ...settings, closeTime: '00:00', confirm: 'keep' })).status,
    ).toBe(200);
  });
});
