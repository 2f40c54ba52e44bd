import { describe, expect, it } from 'vitest';
import { queueDueReminders } from '../../src/server/booking/reminders';
import type { AppDatabase } from '../../src/server/db/database';
import { openPostgres } from '../../src/server/db/postgres';
import { startClockJobs } from '../../src/server/jobs/start';
import { memoryMailer } from '../helpers/api';
import { insertBookings } from '../helpers/bookings';
import { databaseFactories } from '../helpers/databases';
import { clearBookings } from './booking-helpers';
import { at, dispatcherFor, failingMailer, silent, useReminders } from './reminder-helpers';

describe.each(databaseFactories)(
  'the reminder mail and its dispatch (docs/booking.md#the-reminder) on $kind',
  (factory) => {
    const q = useReminders(factory);

    it('writes the reminder: subject, date, time, guests, table, address, phone and three links', async () => {
      await q.booked({ tableId: 7, guestCount: 5 });
      await q.queue('2026-11-26T19:00:00Z');
      const mailer = memoryMailer();
      await dispatcherFor(q.test.db, mailer, () => at('2026-11-26T19:00:05Z')).dispatchDue();
      const [mail] = mailer.sent;
      expect(mail?.subject).toBe('Erinnerung an Ihre Reservierung - Tisch 7');
      expect(mail?.to).toEqual(['anna@example.org']);
      for (const body of [mail?.html ?? '', mail?.text ?? '']) {
        for (const text of [
          'Freitag, 27. November 2026',
          '20:00 - 23:00 Uhr',
          'Tisch 7',
          '5 Personen',
          '07121 123456',
        ]) {
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
      const row = await q.test.db.kysely
        .selectFrom('reservations')
        .select('reminder_sent_at')
        .executeTakeFirstOrThrow();
      expect(new Date(row.reminder_sent_at ?? 0).toISOString()).toBe('2026-11-26T19:00:05.000Z');
    });

    it('queues each reminder once with two processes running at once', async () => {
      const second = q.test.url ? openPostgres(q.test.url, { max: 3 }) : q.test.db;
      try {
        for (let round = 0; round < (q.test.url ? 5 : 2); round++) {
          await clearBookings(q.test.db);
          await insertBookings(q.test.db, {
            count: 60,
            from: at('2026-11-27T12:00:00Z'),
            madeAt: at('2026-11-20T12:00:00Z'),
          });
          const counts = await Promise.all([
            queueDueReminders(q.test.db, at('2026-11-26T19:00:00Z')),
            queueDueReminders(second, at('2026-11-26T19:00:00Z')),
            queueDueReminders(q.test.db, at('2026-11-26T19:00:01Z')),
            queueDueReminders(second, at('2026-11-26T19:00:02Z')),
          ]);
          const ids = await q.reminded();
          expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
          expect(new Set(ids).size).toBe(ids.length);
          // Starting 12:00 to 11:00 UTC the next day: the ones up to 19:00 are due.
          const due = await q.test.db.kysely
            .selectFrom('reservations')
            .select('id')
            .where('starts_at', '<=', at('2026-11-27T19:00:02Z'))
            .execute();
          expect(ids.length).toBe(due.length);
        }
      } finally {
        if (second !== q.test.db) await second.close();
      }
    });

    it('after a restart and through a provider outage: each reminder is sent once, after recovery', async () => {
      await q.booked();
      const clock = { now: at('2026-11-26T19:00:00Z') };
      const kicks: string[] = [];
      const job = (db: AppDatabase) =>
        startClockJobs(
          { db, now: () => clock.now, log: silent, outbox: { kick: () => kicks.push('kick') } },
          { minuteMs: 3_600_000, hourMs: 3_600_000 },
        );
      await job(q.test.db)();
      await job(q.test.db)(); // the server restarted: the same minute runs again
      expect(await q.reminded()).toHaveLength(1);
      expect(kicks).toEqual(['kick']);

      const down = failingMailer();
      await dispatcherFor(q.test.db, down, () => clock.now).dispatchDue();
      const waiting = await q.test.db.kysely
        .selectFrom('mail_outbox')
        .select(['status', 'attempts', 'next_attempt_at'])
        .where('kind', '=', 'reservation-reminder')
        .executeTakeFirstOrThrow();
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      const unsent = await q.test.db.kysely
        .selectFrom('reservations')
        .select('reminder_sent_at')
        .executeTakeFirstOrThrow();
      expect(unsent.reminder_sent_at).toBeNull();

      const up = memoryMailer();
      clock.now = new Date((waiting.next_attempt_at ?? clock.now).getTime() + 1000);
      await job(q.test.db)();
      await dispatcherFor(q.test.db, up, () => clock.now).dispatchDue();
      await dispatcherFor(q.test.db, up, () => clock.now).dispatchDue();
      expect(up.sent.map((m) => m.subject)).toEqual(['Erinnerung an Ihre Reservierung - Tisch 5']);
    });
  },
);
