import { sql } from 'kysely';
import { Webhook } from 'svix';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import type { OutboxKind } from '../../src/server/db/schema';
import { anonymous, asRole } from '../../src/server/request-db';
import { memoryMailer, testApi } from '../helpers/api';
import { bookAsGuest } from '../helpers/bookings';
import { databaseFactories } from '../helpers/databases';
import { guest } from './booking-helpers';
import { tuesday, useQuizNight } from './quiz-helpers';
import { dispatcherFor } from './reminder-helpers';

const secret = `whsec_${Buffer.from('0123456789abcdef01234567').toString('base64')}`;
const signer = new Webhook(secret);
let reports = 0;

describe.each(databaseFactories)(
  'mailProblem in the staff lists (docs/mails.md#delivery-events) on $kind',
  (factory) => {
    const q = useQuizNight(factory);
    let webhooks: Api;

    beforeEach(async () => {
      webhooks = testApi(q.test.db, { resendWebhookSecret: secret });
      await q.test.db.kysely.deleteFrom('mail_outbox').execute();
      await q.test.db.kysely.deleteFrom('waitlist_entries').execute();
    });

    /** Sends every queued mail; returns Resend's message id of the newest mail of `kind` (about `reservationId`). */
    async function sendAll(kind: OutboxKind, reservationId?: string) {
      await dispatcherFor(q.test.db, memoryMailer(), () => q.now).dispatchDue();
      const row = await q.test.db.kysely
        .selectFrom('mail_outbox')
        .select('provider_message_id')
        .where('kind', '=', kind)
        .$if(reservationId !== undefined, (qb) => qb.where('reservation_id', '=', reservationId as string))
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      return row.provider_message_id as string;
    }

    /** Resend reports `type` about `messageId`, signed. */
    async function reportOf(type: string, messageId: string) {
      const id = `msg_${++reports}`;
      const body = JSON.stringify({ type, created_at: new Date().toISOString(), data: { email_id: messageId } });
      const now = new Date();
      const res = await webhooks.request('/api/mail/events', {
        method: 'POST',
        headers: {
          'svix-id': id,
          'svix-timestamp': String(Math.floor(now.getTime() / 1000)),
          'svix-signature': signer.sign(id, now, body),
        },
        body,
      });
      expect(await res.json()).toEqual({ recorded: 'recorded' });
    }

    async function dayView() {
      const res = await q.staff('GET', `/api/admin/reservations?date=${guest.date}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { reservations: { id: string; mailProblem: unknown }[] }).reservations;
    }

    it('shows the bounce of the last mail to the guest on the day view, and keeps every other booking clean', async () => {
      const id = await bookAsGuest(q.test.db, guest);
      const other = await bookAsGuest(q.test.db, {
        ...guest,
        tableId: 6,
        guestCount: 4,
        customerEmail: 'ben@example.org',
      });
      expect((await dayView()).map((r) => r.mailProblem)).toEqual([null, null]);
      const confirmation = await sendAll('reservation-confirmation', id);
      // The venue's notice about the booking is no mail to the guest.
      await reportOf('email.bounced', await sendAll('venue-notification', id));
      expect((await dayView()).find((r) => r.id === id)?.mailProblem).toBeNull();
      await reportOf('email.bounced', confirmation);
      const view = await dayView();
      expect(view.find((r) => r.id === id)?.mailProblem).toBe('bounced');
      expect(view.find((r) => r.id === other)?.mailProblem).toBeNull();
      // Every field the day view had is still there.
      expect(Object.keys(view[0] ?? {})).toEqual(
        expect.arrayContaining(['customerEmail', 'reminderSentAt', 'updatedBy']),
      );
    });

    it('takes the last mail sent: a newer mail without a report clears it, a delay shows until delivered', async () => {
      const id = await bookAsGuest(q.test.db, guest);
      await reportOf('email.bounced', await sendAll('reservation-confirmation'));
      await q.test.db.kysely
        .insertInto('mail_outbox')
        .values({
          kind: 'reservation-changed',
          reservation_id: id,
          status: 'sent',
          payload: null,
          provider_message_id: 're-later',
          sent_at: new Date(q.now.getTime() + 60_000),
          purge_after: new Date('2026-11-28T12:00:00Z'),
        })
        .execute();
      const problem = async () => (await dayView()).find((r) => r.id === id)?.mailProblem;
      expect(await problem()).toBeNull();
      await reportOf('email.delivery_delayed', 're-later');
      expect(await problem()).toBe('delayed');
      await reportOf('email.delivered', 're-later');
      expect(await problem()).toBeNull();
      await reportOf('email.complained', 're-later');
      expect(await problem()).toBe('complained');
    });

    it('shows it on the waitlist entry whose offer (or booking) it is', async () => {
      const id = await bookAsGuest(q.test.db, guest);
      await q.test.db.kysely
        .insertInto('waitlist_entries')
        .values({
          date: guest.date,
          from_time: '20:00',
          until_time: '21:00',
          guest_count: 3,
          customer_name: 'Anna Gast',
          customer_email: guest.customerEmail,
          source: 'telefon',
          status: 'booked',
          reservation_id: id,
        })
        .execute();
      await reportOf('email.bounced', await sendAll('reservation-confirmation'));
      const res = await q.staff('GET', `/api/admin/waitlist?date=${guest.date}`);
      const { entries } = (await res.json()) as { entries: { mailProblem: unknown; customerEmail: unknown }[] };
      expect(entries.map((e) => [e.customerEmail, e.mailProblem])).toEqual([[guest.customerEmail, 'bounced']]);
    });

    it('shows it on the quiz team whose sign-up mail bounced, and only there', async () => {
      await q.makeTeamNight();
      expect((await q.signUp()).status).toBe(201);
      expect((await q.signUp()).status).toBe(201);
      await dispatcherFor(q.test.db, memoryMailer(), () => q.now).dispatchDue();
      const first = await q.test.db.kysely
        .selectFrom('mail_outbox')
        .select(['provider_message_id', 'team_signup_id'])
        .where('kind', '=', 'team-signup')
        .orderBy('created_at')
        .executeTakeFirstOrThrow();
      await reportOf('email.bounced', first.provider_message_id as string);
      const res = await q.staff('GET', `/api/admin/team-signups?date=${tuesday}`);
      const { teams } = (await res.json()) as { teams: { id: string; mailProblem: unknown }[] };
      expect(teams.map((t) => [t.id === first.team_signup_id, t.mailProblem])).toEqual([
        [true, 'bounced'],
        [false, null],
      ]);
    });

    it('answers nothing to a caller who is not staff', async () => {
      await expect(
        asRole(q.test.db, anonymous, (tx) => sql`select public.mail_problem(gen_random_uuid())`.execute(tx)),
      ).rejects.toThrow(/permission denied/);
      const asGuest = { role: 'authenticated' as const, claims: { sub: 'x' } };
      const id = await bookAsGuest(q.test.db, guest);
      await reportOf('email.bounced', await sendAll('reservation-confirmation'));
      const { rows } = await asRole(q.test.db, asGuest, (tx) =>
        sql<{ p: string | null }>`select public.mail_problem(${id}::uuid) as p`.execute(tx),
      );
      expect(rows).toEqual([{ p: null }]);
    });
  },
);
