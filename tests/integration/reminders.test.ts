import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { berlinClock, berlinDay } from '../../src/domain/calendar';
import { memoryMailer, solvedProof } from '../helpers/api';
import { insertBookings } from '../helpers/bookings';
import { databaseFactories } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { postJson } from './booking-helpers';
import { at, dispatcherFor, useReminders } from './reminder-helpers';

describe.each(databaseFactories)('the reminder (docs/booking.md#the-reminder) on $kind', (factory) => {
  const q = useReminders(factory);

  it('reminds once, as soon as the start is at most 24 hours away', async () => {
    const id = await q.booked(); // Friday 27 November, 20:00 (19:00 UTC)
    expect(await q.queue('2026-11-26T18:59:59Z')).toBe(0);
    expect(await q.queue('2026-11-26T19:00:00Z')).toBe(1);
    expect(await q.queue('2026-11-26T19:00:30Z')).toBe(0);
    expect(await q.queue('2026-11-27T18:59:00Z')).toBe(0);
    expect(await q.reminded()).toEqual([id]);
    const row = await q.test.db.kysely
      .selectFrom('reservations')
      .select(['reminded_for', 'reminder_sent_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.reminded_for ?? 0).toISOString()).toBe('2026-11-27T19:00:00.000Z');
    // Queued, not yet delivered: staff see nothing yet.
    expect(row.reminder_sent_at).toBeNull();
  });

  it('never reminds a booking made inside the window, a walk-in, one without e-mail, one marked, or after its start', async () => {
    await q.booked({}, '2026-11-26T19:30:00Z'); // made 23.5 hours before
    const arrived = await q.booked({ tableId: 6, guestCount: 4, customerEmail: 'ben@example.org' });
    const noShow = await q.booked({ tableId: 7, guestCount: 4, customerEmail: 'cem@example.org' });
    await sql`update public.reservations set attendance = 'arrived', attendance_at = now() where id = ${arrived}`.execute(
      q.test.db.kysely,
    );
    await sql`update public.reservations set attendance = 'no-show', attendance_at = now() where id = ${noShow}`.execute(
      q.test.db.kysely,
    );
    await insertBookings(q.test.db, {
      count: 3,
      from: at('2026-11-27T19:00:00Z'),
      spreadHours: 1,
      madeAt: at('2026-11-20T12:00:00Z'),
      firstTable: 20,
    });
    await sql`update public.reservations set customer_email = null where 20 = any (table_ids)`.execute(
      q.test.db.kysely,
    );
    await sql`update public.reservations set customer_email = null, customer_name = null, source = 'vor-ort'
              where 21 = any (table_ids)`.execute(q.test.db.kysely);
    // A walk-in staff gave an address to: still nothing to remind of.
    await sql`update public.reservations set customer_name = null, source = 'vor-ort' where 22 = any (table_ids)`.execute(
      q.test.db.kysely,
    );
    expect(await q.queue('2026-11-26T20:00:00Z')).toBe(0);
    // After the start nothing is due any more (a booking made this afternoon for tonight).
    await q.booked({ tableId: 9, guestCount: 3, customerEmail: 'dora@example.org' });
    expect(await q.queue('2026-11-27T19:00:00Z')).toBe(0);
    expect(await q.reminded()).toEqual([]);
  });

  it('reads the setting when the reminder falls due: 0 is off, a change applies to bookings already made', async () => {
    const id = await q.booked();
    await q.setHours(0);
    expect(await q.queue('2026-11-27T18:00:00Z')).toBe(0);
    await q.setHours(48);
    expect(await q.queue('2026-11-25T18:59:00Z')).toBe(0);
    expect(await q.queue('2026-11-25T19:00:00Z')).toBe(1);
    expect(await q.reminded()).toEqual([id]);
    await q.setHours(72);
    // Made 6 days before: more than 72 hours; but it was reminded for this start already.
    expect(await q.queue('2026-11-25T19:01:00Z')).toBe(0);
  });

  const deliver = () =>
    sql`update public.mail_outbox set status = 'sent', sent_at = '2026-11-26T19:00:05Z', payload = null
        where kind = 'reservation-reminder' and status = 'pending'`.execute(q.test.db.kysely);
  const sentAt = async (id: string) =>
    (
      await q.test.db.kysely
        .selectFrom('reservations')
        .select('reminder_sent_at')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.reminder_sent_at ?? null;

  it('reminds again for a new start after the guest moved the booking, and forgets the old reminder', async () => {
    const id = await q.booked();
    expect(await q.queue('2026-11-26T19:00:00Z')).toBe(1);
    await deliver();
    expect(await sentAt(id)).not.toBeNull();
    await q.setNow(at('2026-11-26T19:30:00Z'));
    const moved = await postJson(q.api, '/api/my-reservation/change', {
      token: q.tokens.get(id),
      date: '2026-11-28',
      startTime: '20:00',
      guestCount: 3,
      tableIds: [5],
      altcha: await solvedProof(q.api),
    });
    expect(moved.status).toBe(200);
    // 'Erinnert' spoke of the old start.
    expect(await sentAt(id)).toBeNull();
    expect(await q.queue('2026-11-27T18:59:00Z')).toBe(0);
    expect(await q.queue('2026-11-27T19:00:00Z')).toBe(1);
    expect(await q.reminded()).toEqual([id, id]);
  });

  it('reminds again after staff moved the booking', async () => {
    const id = await q.booked();
    expect(await q.queue('2026-11-26T19:00:00Z')).toBe(1);
    await deliver();
    await createStaffAccount(q.test.db).catch(() => undefined);
    const cookie = await signIn(q.api);
    const res = await q.api.request(`/api/admin/reservations/${id}`, {
      method: 'PATCH',
      headers: staffHeaders(cookie),
      body: JSON.stringify({ startTime: '21:00' }),
    });
    expect(res.status).toBe(200);
    expect(await sentAt(id)).toBeNull();
    expect(await q.queue('2026-11-26T19:59:00Z')).toBe(0);
    expect(await q.queue('2026-11-26T20:00:00Z')).toBe(1);
  });

  it('withdraws a waiting reminder when the booking is cancelled, moved or marked meanwhile', async () => {
    const cancelled = await q.booked();
    const moved = await q.booked({ tableId: 6, guestCount: 4, customerEmail: 'ben@example.org' });
    const arrived = await q.booked({ tableId: 7, guestCount: 4, customerEmail: 'cem@example.org' });
    const kept = await q.booked({ tableId: 9, guestCount: 3, customerEmail: 'dora@example.org' });
    expect(await q.queue('2026-11-26T19:00:00Z')).toBe(4);
    // The provider is down: all four wait. Then the evening changes.
    await q.test.db.kysely.deleteFrom('reservations').where('id', '=', cancelled).execute();
    await sql`update public.reservations set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour',
              buffer_start = buffer_start + interval '1 hour', buffer_end = buffer_end + interval '1 hour',
              start_time = start_time + interval '1 hour', end_time = end_time + interval '1 hour'
              where id = ${moved}`.execute(q.test.db.kysely);
    await sql`update public.reservations set attendance = 'arrived', attendance_at = now() where id = ${arrived}`.execute(
      q.test.db.kysely,
    );
    expect(await q.reminded()).toEqual([kept]);
  });

  it('drops a reminder the provider could not deliver before the start', async () => {
    await q.booked();
    await q.queue('2026-11-26T19:00:00Z');
    const mailer = memoryMailer();
    await dispatcherFor(q.test.db, mailer, () => at('2026-11-27T19:00:00Z')).dispatchDue();
    expect(mailer.sent).toEqual([]);
    const mail = await q.test.db.kysely
      .selectFrom('mail_outbox')
      .select(['status', 'payload'])
      .where('kind', '=', 'reservation-reminder')
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ status: 'failed', payload: null });
  });

  it('counts real hours across the October clock change: a Sunday 20:00 booking at 21:00 on Saturday', async () => {
    await q.setNow(at('2026-10-20T12:00:00Z'));
    await q.booked({ date: '2026-10-25', startTime: '20:00' }, '2026-10-20T12:00:00Z');
    const due = at('2026-10-24T19:00:00Z');
    expect([berlinDay(due), berlinClock(due)]).toEqual(['2026-10-24', '21:00']);
    expect(await q.queue('2026-10-24T18:59:00Z')).toBe(0);
    expect(await q.queue(due.toISOString())).toBe(1);
  });
});
