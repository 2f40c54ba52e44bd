import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { anonymous, asRole } from '../../src/server/request-db';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

describe.each(databaseFactories)('settings API on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;
  const valid = {
    bufferTime: 45,
    openTime: '19:00',
    closeTime: '23:30',
    maxReservationDuration: 180,
    bookingHorizonDays: 60,
    reminderHours: 12,
    offerMinutes: 20,
    adminEmail: '',
  };

  const put = (body: unknown) =>
    api.request('/api/admin/settings', { method: 'PUT', headers: staffHeaders(cookie), body: JSON.stringify(body) });

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db);
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());

  it('reads the defaults of docs/booking.md#settings-and-defaults', async () => {
    const res = await api.request('/api/admin/settings', { headers: { cookie } });
    expect((await res.json()).settings).toEqual({
      bufferTime: 30,
      openTime: '19:30',
      closeTime: '00:00',
      maxReservationDuration: 270,
      bookingHorizonDays: 90,
      reminderHours: 24,
      offerMinutes: 30,
      adminEmail: 'team@irishpub-reutlingen.de',
      venueInbox: 'info@irishpub-reutlingen.de',
      mailFrom: 'Irish Pub Reutlingen <reservierung@irishpub-reutlingen.de>',
      guestPhone: '07121 123456',
      guestEmail: 'info@irishpub-reutlingen.de',
      hireAccountHolder: '',
      hireIban: '',
      hireDepositPercent: 30,
      hireDepositDays: 7,
    });
  });

  it('saves settings, and the public booking rules use them at once', async () => {
    const res = await put({ ...valid, adminEmail: 'Chef@Irishpub-Reutlingen.de' });
    expect(res.status).toBe(200);
    const rules = await asRole(test.db, anonymous, (tx) =>
      sql<Record<string, unknown>>`select * from public.booking_rules()`.execute(tx),
    );
    expect(rules.rows[0]).toEqual({
      buffer_time: 45,
      open_time: '19:00:00',
      close_time: '23:30:00',
      max_reservation_duration: 180,
      booking_horizon_days: 60,
      slot_minutes: 30,
      default_end_time: '23:00:00',
    });
    const again = await (await api.request('/api/admin/settings', { headers: { cookie } })).json();
    expect(again.settings).toEqual({
      ...valid,
      adminEmail: 'chef@irishpub-reutlingen.de',
      venueInbox: 'info@irishpub-reutlingen.de',
      mailFrom: 'Irish Pub Reutlingen <reservierung@irishpub-reutlingen.de>',
      guestPhone: '07121 123456',
      guestEmail: 'info@irishpub-reutlingen.de',
      hireAccountHolder: '',
      hireIban: '',
      hireDepositPercent: 30,
      hireDepositDays: 7,
    });
  });

  it('keeps the hire’s bank details for the owner: IBAN by its checksum, hidden from the service', async () => {
    const bad = await put({ ...valid, hireIban: 'DE89 3704 0044 0532 0130 01' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).fieldErrors).toEqual({
      hireIban: 'Diese IBAN ist ungültig. Bitte prüfen Sie die Eingabe.',
    });
    const res = await put({
      ...valid,
      hireAccountHolder: 'Irish Pub Reutlingen',
      hireIban: 'de89 3704 0044 0532 0130 00',
      hireBic: 'cobadeffxxx',
      hireDepositPercent: 25,
      hireDepositDays: 10,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).settings).toMatchObject({
      hireAccountHolder: 'Irish Pub Reutlingen',
      hireIban: 'DE89370400440532013000',
      hireBic: 'COBADEFFXXX',
      hireDepositPercent: 25,
      hireDepositDays: 10,
    });
    // Sent without the hire's fields (the booking settings' form): they stay; a blank BIC clears it.
    expect((await put(valid)).status).toBe(200);
    expect((await put({ ...valid, hireBic: '' })).status).toBe(200);
    const owner = (await (await api.request('/api/admin/settings', { headers: { cookie } })).json()).settings;
    expect(owner).toMatchObject({ hireIban: 'DE89370400440532013000', hireDepositDays: 10 });
    expect(owner.hireBic).toBeUndefined();

    const service = {
      email: 'service@example.org',
      username: 'service',
      password: 'richtig-geheim-1',
      role: 'staff' as const,
    };
    await createStaffAccount(test.db, service);
    const serviceCookie = await signIn(api, service.username, service.password);
    const seen = (await (await api.request('/api/admin/settings', { headers: { cookie: serviceCookie } })).json())
      .settings;
    expect(Object.keys(seen).filter((k) => k.startsWith('hire'))).toEqual([]);
    await put({ ...valid, hireAccountHolder: 'Irish Pub Reutlingen' });
  });

  it('refuses values outside the bounds with German messages and changes nothing', async () => {
    for (const [patch, field] of [
      [{ bufferTime: 121 }, 'bufferTime'],
      [{ maxReservationDuration: 500 }, 'maxReservationDuration'],
      [{ maxReservationDuration: 75 }, 'maxReservationDuration'],
      [{ openTime: '7 Uhr' }, 'openTime'],
      [{ bookingHorizonDays: 0 }, 'bookingHorizonDays'],
      [{ bookingHorizonDays: 366 }, 'bookingHorizonDays'],
      [{ reminderHours: -1 }, 'reminderHours'],
      [{ reminderHours: 73 }, 'reminderHours'],
      [{ reminderHours: 1.5 }, 'reminderHours'],
      // A cleared field is no number: never 0 (reminders off, no buffer).
      [{ reminderHours: '' }, 'reminderHours'],
      [{ offerMinutes: 4 }, 'offerMinutes'],
      [{ offerMinutes: 241 }, 'offerMinutes'],
      [{ bufferTime: '' }, 'bufferTime'],
    ] as const) {
      const res = await put({ ...valid, ...patch });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(Object.keys(body.fieldErrors)).toEqual([field]);
      expect(body.error).toMatch(/^(Die|Der|Bitte)/);
    }
    const row = await test.db.kysely.selectFrom('business_settings').select('buffer_time').executeTakeFirstOrThrow();
    expect(row.buffer_time).toBe(45);
  });
});
