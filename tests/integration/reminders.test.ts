import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { berlinClock, berlinDay } from '../../src/domain/calendar';
import type { Api } from '../../src/server/app';
import { queueDueReminders } from '../../src/server/booking/reminders';
import { mailAddresses } from '../../src/server/config';
import type { AppDatabase } from '../../src/server/db/database';
import { openPostgres } from '../../src/server/db/postgres';
import { startClockJobs } from '../../src/server/jobs/start';
import { createMailDispatcher } from '../../src/server/mail/dispatcher';
import { MailDeliveryError, type Mailer, type MailMessage } from '../../src/server/mail/mailer';
import { memoryMailer, solvedProof, testApi } from '../helpers/api';
import { insertBookings } from '../helpers/bookings';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, clearBookings, confirmationToken, postJson } from './booking-helpers';

const silent = { info() {}, warn() {}, error() {} };
const at = (iso: string) => new Date(iso);

describe.each(databaseFactories)('the reminder (docs/booking.md#the-reminder) on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let now = testNow;
  /** The confirmation's secret of each booking, as the guest's link carries it. */
  const tokens = new Map<string, string>();

  const booked = async (over: Record<string, unknown> = {}, madeAt = '2026-11-21T12:00:00Z') => {
    const res = await book(api, over);
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as { reservation: { id: string } }).reservation;
    await sql`update public.reservations set created_at = ${madeAt}::timestamptz where id = ${id}`.execute(
      test.db.kysely,
    );
    tokens.set(id, await confirmationToken(test.db, id));
    // The booking's own mails are not what these tests send.
    await test.db.kysely.deleteFrom('mail_outbox').execute();
    return id;
  };
  const queue = (iso: string) => queueDueReminders(test.db, at(iso));
  const reminded = async () =>
    (
      await test.db.kysely
        .selectFrom('mail_outbox')
        .select('reservation_id')
        .where('kind', '=', 'reservation-reminder')
        .execute()
    ).map((m) => m.reservation_id);
  const setHours = (hours: number) =>
    test.db.kysely.updateTable('business_settings').set({ reminder_hours: hours }).execute();

  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: () => now });
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    now = testNow;
    await pinDatabaseClock(test.db, now);
    await clearBookings(test.db);
    await setHours(24);
  });

  it('reminds once, as soon as the start is at most 24 hours away', async () => {
    const id = await booked(); // Friday 27 November, 20:00 (19:00 UTC)
    expect(await queue('2026-11-26T18:59:59Z')).toBe(0);
    expect(await queue('2026-11-26T19:00:00Z')).toBe(1);
    expect(await queue('2026-11-26T19:00:30Z')).toBe(0);
    expect(await queue('2026-11-27T18:59:00Z')).toBe(0);
    expect(await reminded()).toEqual([id]);
    const row = await test.db.kysely
      .selectFrom('reservations')
      .select(['reminded_for', 'reminder_sent_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.reminded_for ?? 0).toISOString()).toBe('2026-11-27T19:00:00.000Z');
    // Queued, not yet delivered: staff see nothing yet.
    expect(row.reminder_sent_at).toBeNull();
  });

  it('never reminds a booking made inside the window, a walk-in, one without e-mail, one marked, or after its start', async () => {
    await booked({}, '2026-11-26T19:30:00Z'); // made 23.5 hours before
    const arrived = await booked({ tableId: 6, guestCount: 4, customerEmail: 'ben@example.org' });
    const noShow = await booked({ tableId: 7, guestCount: 4, customerEmail: 'cem@example.org' });
    await sql`update public.reservations set attendance = 'arrived', attendance_at = now() where id = ${arrived}`.execute(
      test.db.kysely,
    );
    await sql`update public.reservations set attendance = 'no-show', attendance_at = now() where id = ${noShow}`.execute(
      test.db.kysely,
    );
    await insertBookings(test.db, {
      count: 3,
      from: at('2026-11-27T19:00:00Z'),
      spreadHours: 1,
      madeAt: at('2026-11-20T12:00:00Z'),
      firstTable: 20,
    });
    await sql`update public.reservations set customer_email = null where 20 = any (table_ids)`.execute(test.db.kysely);
    await sql`update public.reservations set customer_email = null, customer_name = null, source = 'vor-ort'
              where 21 = any (table_ids)`.execute(test.db.kysely);
    // A walk-in staff gave an address to: still nothing to remind of.
    await sql`update public.reservations set customer_name = null, source = 'vor-ort' where 22 = any (table_ids)`.execute(
      test.db.kysely,
    );
    expect(await queue('2026-11-26T20:00:00Z')).toBe(0);
    // After the start nothing is due any more (a booking made this afternoon for tonight).
    await booked({ tableId: 9, guestCount: 3, customerEmail: 'dora@example.org' });
    expect(await queue('2026-11-27T19:00:00Z')).toBe(0);
    expect(await reminded()).toEqual([]);
  });

  it('reads the setting when the reminder falls due: 0 is off, a change applies to bookings already made', async () => {
    const id = await booked();
    await setHours(0);
    expect(await queue('2026-11-27T18:00:00Z')).toBe(0);
    await setHours(48);
    expect(await queue('2026-11-25T18:59:00Z')).toBe(0);
    expect(await queue('2026-11-25T19:00:00Z')).toBe(1);
    expect(await reminded()).toEqual([id]);
    await setHours(72);
    // Made 6 days before: more than 72 hours; but it was reminded for this start already.
    expect(await queue('2026-11-25T19:01:00Z')).toBe(0);
  });

  const deliver = () =>
    sql`update public.mail_outbox set status = 'sent', sent_at = '2026-11-26T19:00:05Z', payload = null
        where kind = 'reservation-reminder' and status = 'pending'`.execute(test.db.kysely);
  const sentAt = async (id: string) =>
    (await test.db.kysely.selectFrom('reservations').select('reminder_sent_at').where('id', '=', id).executeTakeFirst())
      ?.reminder_sent_at ?? null;

  it('reminds again for a new start after the guest moved the booking, and forgets the old reminder', async () => {
    const id = await booked();
    expect(await queue('2026-11-26T19:00:00Z')).toBe(1);
    await deliver();
    expect(await sentAt(id)).not.toBeNull();
    now = at('2026-11-26T19:30:00Z');
    await pinDatabaseClock(test.db, now);
    const moved = await postJson(api, '/api/my-reservation/change', {
      token: tokens.get(id),
      date: '2026-11-28',
      startTime: '20:00',
      guestCount: 3,
      tableIds: [5],
      altcha: await solvedProof(api),
    });
    expect(moved.status).toBe(200);
    // 'Erinnert' spoke of the old start.
    expect(await sentAt(id)).toBeNull();
    expect(await queue('2026-11-27T18:59:00Z')).toBe(0);
    expect(await queue('2026-11-27T19:00:00Z')).toBe(1);
    expect(await reminded()).toEqual([id, id]);
  });

  it('reminds again after staff moved the booking', async () => {
    const id = await booked();
    expect(await queue('2026-11-26T19:00:00Z')).toBe(1);
    await deliver();
    await createStaffAccount(test.db).catch(() => undefined);
    const cookie = await signIn(api);
    const res = await api.request(`/api/admin/reservations/${id}`, {
      method: 'PATCH',
      headers: staffHeaders(cookie),
      body: JSON.stringify({ startTime: '21:00' }),
    });
    expect(res.status).toBe(200);
    expect(await sentAt(id)).toBeNull();
    expect(await queue('2026-11-26T19:59:00Z')).toBe(0);
    expect(await queue('2026-11-26T20:00:00Z')).toBe(1);
  });

  it('withdraws a waiting reminder when the booking is cancelled, moved or marked meanwhile', async () => {
    const cancelled = await booked();
    const moved = await booked({ tableId: 6, guestCount: 4, customerEmail: 'ben@example.org' });
    const arrived = await booked({ tableId: 7, guestCount: 4, customerEmail: 'cem@example.org' });
    const kept = await booked({ tableId: 9, guestCount: 3, customerEmail: 'dora@example.org' });
    expect(await queue('2026-11-26T19:00:00Z')).toBe(4);
    // The provider is down: all four wait. Then the evening changes.
    await test.db.kysely.deleteFrom('reservations').where('id', '=', cancelled).execute();
    await sql`update public.reservations set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour',
              buffer_start = buffer_start + interval '1 hour', buffer_end = buffer_end + interval '1 hour',
              start_time = start_time + interval '1 hour', end_time = end_time + interval '1 hour'
              where id = ${moved}`.execute(test.db.kysely);
    await sql`update public.reservations set attendance = 'arrived', attendance_at = now() where id = ${arrived}`.execute(
      test.db.kysely,
    );
    expect(await reminded()).toEqual([kept]);
  });

  it('drops a reminder the provider could not deliver before the start', async () => {
    await booked();
    await queue('2026-11-26T19:00:00Z');
    const mailer = memoryMailer();
    await dispatcherFor(test.db, mailer, () => at('2026-11-27T19:00:00Z')).dispatchDue();
    expect(mailer.sent).toEqual([]);
    const mail = await test.db.kysely
      .selectFrom('mail_outbox')
      .select(['status', 'payload'])
      .where('kind', '=', 'reservation-reminder')
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ status: 'failed', payload: null });
  });

  it('counts real hours across the October clock change: a Sunday 20:00 booking at 21:00 on Saturday', async () => {
    now = at('2026-10-20T12:00:00Z');
    await pinDatabaseClock(test.db, now);
    await booked({ date: '2026-10-25', startTime: '20:00' }, '2026-10-20T12:00:00Z');
    const due = at('2026-10-24T19:00:00Z');
    expect([berlinDay(due), berlinClock(due)]).toEqual(['2026-10-24', '21:00']);
    expect(await queue('2026-10-24T18:59:00Z')).toBe(0);
    expect(await queue(due.toISOString())).toBe(1);
  });

  it('writes the reminder: subject, date, time, guests, table, address, phone and three links', async () => {
    await booked({ tableId: 7, guestCount: 5 });
    await queue('2026-11-26T19:00:00Z');
    const mailer = memoryMailer();
    await dispatcherFor(test.db, mailer, () => at('2026-11-26T19:00:05Z')).dispatchDue();
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Erinnerung an Ihre Reservierung - Tisch 7');
    expect(mail?.to).toEqual(['anna@example.org']);
    for (const body of [mail?.html ?? '', mail?.text ?? '']) {
      for (const text of ['Freitag, 27. November 2026', '20:00 - 23:00 Uhr', 'Tisch 7', '5 Personen', '07121 123456']) {
        expect(body).toContain(text);
      }
      expect(body).toMatch(/Wilhelmstr|Reutlingen/);
      expect(body).toContain('Ich komme');
      expect(body).toContain('Reservierung ändern');
      expect(body).toContain('Reservierung stornieren');
      for (const action of ['kommen', 'aendern', 'stornieren']) {
        // The address ends where the secret ends: nothing runs into it in the plain text.
        expect(body).toMatch(new RegExp(`/reservierung/verwalten\\?aktion=${action}#[0-9a-f]{48}(?![\\w])`));
      }
    }
    const row = await test.db.kysely.selectFrom('reservations').select('reminder_sent_at').executeTakeFirstOrThrow();
    expect(new Date(row.reminder_sent_at ?? 0).toISOString()).toBe('2026-11-26T19:00:05.000Z');
  });

  it('queues each reminder once with two processes running at once', async () => {
    const second = test.url ? openPostgres(test.url, { max: 3 }) : test.db;
    try {
      for (let round = 0; round < (test.url ? 5 : 2); round++) {
        await clearBookings(test.db);
        await insertBookings(test.db, {
          count: 60,
          from: at('2026-11-27T12:00:00Z'),
          madeAt: at('2026-11-20T12:00:00Z'),
        });
        const counts = await Promise.all([
          queueDueReminders(test.db, at('2026-11-26T19:00:00Z')),
          queueDueReminders(second, at('2026-11-26T19:00:00Z')),
          queueDueReminders(test.db, at('2026-11-26T19:00:01Z')),
          queueDueReminders(second, at('2026-11-26T19:00:02Z')),
        ]);
        const ids = await reminded();
        expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
        expect(new Set(ids).size).toBe(ids.length);
        // Starting 12:00 to 11:00 UTC the next day: the ones up to 19:00 are due.
        const due = await test.db.kysely
          .selectFrom('reservations')
          .select('id')
          .where('starts_at', '<=', at('2026-11-27T19:00:02Z'))
          .execute();
        expect(ids.length).toBe(due.length);
      }
    } finally {
      if (second !== test.db) await second.close();
    }
  });

  it('after a restart and through a provider outage: each reminder is sent once, after recovery', async () => {
    await booked();
    const clock = { now: at('2026-11-26T19:00:00Z') };
    const kicks: string[] = [];
    const job = (db: AppDatabase) =>
      startClockJobs(
        { db, now: () => clock.now, log: silent, outbox: { kick: () => kicks.push('kick') } },
        { minuteMs: 3_600_000, hourMs: 3_600_000 },
      );
    await job(test.db)();
    await job(test.db)(); // the server restarted: the same minute runs again
    expect(await reminded()).toHaveLength(1);
    expect(kicks).toEqual(['kick']);

    const down = failingMailer();
    await dispatcherFor(test.db, down, () => clock.now).dispatchDue();
    const waiting = await test.db.kysely
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'next_attempt_at'])
      .where('kind', '=', 'reservation-reminder')
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    const unsent = await test.db.kysely.selectFrom('reservations').select('reminder_sent_at').executeTakeFirstOrThrow();
    expect(unsent.reminder_sent_at).toBeNull();

    const up = memoryMailer();
    clock.now = new Date((waiting.next_attempt_at ?? clock.now).getTime() + 1000);
    await job(test.db)();
    await dispatcherFor(test.db, up, () => clock.now).dispatchDue();
    await dispatcherFor(test.db, up, () => clock.now).dispatchDue();
    expect(up.sent.map((m) => m.subject)).toEqual(['Erinnerung an Ihre Reservierung - Tisch 5']);
  });
});

function dispatcherFor(db: AppDatabase, mailer: Mailer, now: () => Date) {
  return createMailDispatcher({
    db,
    mailer,
    mail: mailAddresses({}),
    siteUrl: 'https://www.rappen-irishpub.de',
    now,
    log: silent,
  });
}

/** A provider that is down: every send fails as a retryable server error. */
function failingMailer(): Mailer & { tried: MailMessage[] } {
  const tried: MailMessage[] = [];
  return {
    kind: 'resend',
    tried,
    async send(message) {
      tried.push(message);
      throw new MailDeliveryError('Service Unavailable', 503, undefined);
    },
  };
}
