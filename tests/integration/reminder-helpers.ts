import { sql } from 'kysely';
import { beforeEach, expect } from 'vitest';
import { queueDueReminders } from '../../src/server/booking/reminders';
import { mailAddresses } from '../../src/server/config';
import type { AppDatabase } from '../../src/server/db/database';
import { createMailDispatcher } from '../../src/server/mail/dispatcher';
import { MailDeliveryError, type Mailer, type MailMessage } from '../../src/server/mail/mailer';
import type { TestDatabaseFactory } from '../helpers/databases';
import { useTestApi } from '../helpers/test-api';
import { book, clearBookings, confirmationToken } from './booking-helpers';

export const silent = { info() {}, warn() {}, error() {} };
export const at = (iso: string) => new Date(iso);

/**
 * A reminder test file's set-up on one kind of database: a migrated database, the API on a clock
 * the tests set (`q.setNow` moves the database's too), and before each test no bookings and
 * reminders 24 hours ahead.
 */
export function useReminders(factory: TestDatabaseFactory) {
  const q = Object.assign(useTestApi(factory), {
    /** The confirmation's secret of each booking, as the guest's link carries it. */
    tokens: new Map<string, string>(),
    /** A guest booking made at `madeAt`, without its own mails (not what these tests send). */
    async booked(over: Record<string, unknown> = {}, madeAt = '2026-11-21T12:00:00Z') {
      const res = await book(q.api, over);
      expect(res.status).toBe(201);
      const { id } = ((await res.json()) as { reservation: { id: string } }).reservation;
      await sql`update public.reservations set created_at = ${madeAt}::timestamptz where id = ${id}`.execute(
        q.test.db.kysely,
      );
      q.tokens.set(id, await confirmationToken(q.test.db, id));
      await q.test.db.kysely.deleteFrom('mail_outbox').execute();
      return id;
    },
    queue(iso: string) {
      return queueDueReminders(q.test.db, at(iso));
    },
    async reminded() {
      const mails = await q.test.db.kysely
        .selectFrom('mail_outbox')
        .select('reservation_id')
        .where('kind', '=', 'reservation-reminder')
        .execute();
      return mails.map((m) => m.reservation_id);
    },
    setHours(hours: number) {
      return q.test.db.kysely.updateTable('business_settings').set({ reminder_hours: hours }).execute();
    },
  });

  beforeEach(async () => {
    await clearBookings(q.test.db);
    await q.setHours(24);
  });
  return q;
}

export function dispatcherFor(db: AppDatabase, mailer: Mailer, now: () => Date) {
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
export function failingMailer(): Mailer & { tried: MailMessage[] } {
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
