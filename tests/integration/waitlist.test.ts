import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runMinuteJobs } from '../../src/server/jobs/minute';
import { databaseFactories } from '../helpers/databases';
import { book, confirmationToken, postJson } from './booking-helpers';
import { friday, useWaitlist } from './waitlist-helpers';

describe.each(databaseFactories)('the waitlist (docs/booking.md#the-waitlist) on $kind', (factory) => {
  const q = useWaitlist(factory);

  it('takes a party onto the day’s list with the documented answer', async () => {
    await q.fillEvening();
    const res = await q.join();
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      entry: { date: friday, from: '20:00', until: '21:00', guestCount: 4, status: 'waiting' },
      message: 'Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein passender Tisch frei wird.',
    });
    expect(await q.entries()).toEqual([{ customer_name: 'Wartende 1', status: 'waiting' }]);
  });

  it('refuses what breaks a rule with a German field error, and nothing is stored', async () => {
    for (const [over, field] of [
      [{ guestCount: 0 }, 'guestCount'],
      [{ guestCount: 16 }, 'guestCount'],
      [{ from: '17:00' }, 'from'],
      [{ from: '21:30', until: '20:00' }, 'from'],
      [{ from: '20:10' }, 'from'],
      [{ date: '2026-11-25' }, 'date'],
      [{ date: '2027-06-04' }, 'date'],
      [{ customerEmail: 'kein-at' }, 'customerEmail'],
    ] as const) {
      const res = await q.join(over);
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(Object.keys((await res.json()).fieldErrors)).toEqual([field]);
    }
    expect((await q.join({ altcha: undefined })).status).toBe(403);
    expect(await q.entries()).toEqual([]);
  });

  it('holds at most 2 entries a day for one address', async () => {
    await q.fillEvening();
    const email = 'oft@example.org';
    expect((await q.join({ customerEmail: email })).status).toBe(201);
    expect((await q.join({ customerEmail: email, from: '21:00' })).status).toBe(201);
    const third = await q.join({ customerEmail: email, from: '22:00', until: '22:00' });
    expect(third.status).toBe(422);
    expect((await third.json()).fieldErrors).toEqual({
      customerEmail: 'Mit dieser E-Mail-Adresse stehen Sie an diesem Tag bereits zweimal auf der Warteliste.',
    });
  });

  it('offers a freed table to the earliest-joined fitting entry, held for nobody else', async () => {
    await q.fillEvening([5]);
    const booked = await book(q.api, { tableId: 5, guestCount: 4, customerEmail: 'geht@example.org' });
    const token = await confirmationToken(
      q.test.db,
      ((await booked.json()) as { reservation: { id: string } }).reservation.id,
    );
    expect((await q.join({ guestCount: 16 - 12 })).status).toBe(201); // Wartende 1
    expect((await q.join({ guestCount: 2 })).status).toBe(201); // too few for table 5's six seats
    expect((await q.entries()).map((e) => e.status)).toEqual(['waiting', 'waiting']);

    expect((await postJson(q.api, '/api/my-reservation/cancel', { token })).status).toBe(200);
    expect(await q.entries()).toEqual([
      { customer_name: 'Wartende 1', status: 'offered' },
      { customer_name: 'Wartende 2', status: 'waiting' },
    ]);
    const [hold] = await q.holds();
    expect(hold).toMatchObject({ table_ids: [5], start_time: '20:00:00', customer_name: 'Wartende 1' });
    expect(new Date(hold?.hold_expires_at ?? 0).toISOString()).toBe('2026-11-21T12:30:00.000Z');
    // Taken for everyone else: the plan shows it, a booking is refused.
    expect((await book(q.api, { tableId: 5, guestCount: 4, customerEmail: 'neu@example.org' })).status).toBe(409);
    const offer = await postJson(q.api, '/api/waitlist/offer', { token: await q.offerToken('Wartende 1') });
    expect(await offer.json()).toMatchObject({
      offer: { date: friday, startTime: '20:00', endTime: '23:00', tableIds: [5], guestCount: 4 },
      status: 'offered',
    });
  });

  it('takes the table: an active booking from the waitlist with the usual confirmation; the entry leaves the list', async () => {
    await q.fillEvening([5]);
    // A fitting table is free already: joining offers it at once.
    await q.join();
    expect((await q.entries()).map((e) => e.status)).toEqual(['offered']);
    const token = await q.offerToken('Wartende 1');
    const res = await postJson(q.api, '/api/waitlist/accept', { token });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe('Tisch 5 gehört Ihnen. Die Bestätigung ist per E-Mail unterwegs.');
    const row = await q.test.db.kysely
      .selectFrom('reservations')
      .select(['status', 'source', 'hold_expires_at', 'customer_email'])
      .where(sql<boolean>`5 = any(table_ids)`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'active',
      source: 'warteliste',
      hold_expires_at: null,
      customer_email: 'warte1@example.org',
    });
    expect((await q.entries())[0]?.status).toBe('booked');
    const kinds = (await q.test.db.kysely.selectFrom('mail_outbox').select('kind').execute()).map((m) => m.kind).sort();
    expect(kinds).toEqual(['reservation-confirmation', 'venue-notification', 'waitlist-offer']);
    expect((await postJson(q.api, '/api/waitlist/accept', { token })).status).toBe(409);
  });

  it('moves on by itself: a declined and a lapsed offer go to the next entry, across a restart', async () => {
    await q.fillEvening([5]);
    await q.join();
    await q.join();
    await q.join();
    const declined = await postJson(q.api, '/api/waitlist/decline', { token: await q.offerToken('Wartende 1') });
    expect(declined.status).toBe(200);
    expect((await q.entries()).map((e) => e.status)).toEqual(['declined', 'offered', 'waiting']);
    const second = await q.offerToken('Wartende 2');
    // The hold runs out at 12:30: any process running the minute's jobs afterwards lapses it.
    await q.setNow(new Date('2026-11-21T12:31:00Z'));
    await runMinuteJobs(q.test.db, q.now);
    expect((await q.entries()).map((e) => e.status)).toEqual(['declined', 'expired', 'offered']);
    const late = await postJson(q.api, '/api/waitlist/accept', { token: second });
    expect(late.status).toBe(410);
    expect((await late.json()).error).toBe('Dieses Angebot ist leider abgelaufen.');
    expect(await q.holds()).toHaveLength(1);
    // The lapsed offer's page says so without a table; its waiting mail went with the hold.
    const page = await (await postJson(q.api, '/api/waitlist/offer', { token: second })).json();
    expect(page).toMatchObject({ offer: null, status: 'expired' });
    const mails = await q.test.db.kysely
      .selectFrom('mail_outbox')
      .select(sql<string>`payload ->> 'customerName'`.as('name'))
      .where('kind', '=', 'waitlist-offer')
      .execute();
    expect(mails.map((m) => m.name)).toEqual(['Wartende 3']);
  });

  it('20 waiting parties and 5 cancellations at once: 5 offers, no table offered twice; accepts racing bookings never double-book', async () => {
    const free = [1, 2, 5, 10, 11];
    await q.fillEvening();
    for (let i = 0; i < 20; i++) expect((await q.join()).status).toBe(201);
    expect(await q.holds()).toEqual([]);
    // Five bookings cancelled at once; the freed tables are offered by two runs side by side.
    await sql`delete from public.reservations where table_ids[1] = any (${free}::integer[])`.execute(q.test.db.kysely);
    await Promise.all([runMinuteJobs(q.test.db, q.now), runMinuteJobs(q.test.db, q.now)]);
    const held = await q.holds();
    expect(held.map((h) => h.table_ids[0]).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(free);
    expect((await q.entries()).filter((e) => e.status === 'offered')).toHaveLength(5);
    const tokens = await Promise.all(held.map((h) => q.offerToken(h.customer_name ?? '')));
    const outcomes = await Promise.all([
      ...tokens.map((token) => postJson(q.api, '/api/waitlist/accept', { token })),
      ...free.map((tableId) =>
        book(q.api, { tableId, guestCount: 4, startTime: '20:00', customerEmail: `renn${tableId}@example.org` }),
      ),
    ]);
    const statuses = outcomes.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5).every((s) => s === 409)).toBe(true);
    const onFree = await q.test.db.kysely
      .selectFrom('reservation_tables')
      .select('table_id')
      .where('table_id', 'in', free)
      .execute();
    expect(onFree).toHaveLength(5);
  });

  it('never holds a table past its start, and forgets the list with the day', async () => {
    await q.setNow(new Date('2026-11-27T18:45:00Z')); // Friday 19:45
    await q.fillEvening([9]);
    await sql`delete from public.reservations where 9 = any(table_ids)`.execute(q.test.db.kysely);
    expect((await q.join({ guestCount: 2, from: '20:00', until: '20:00' })).status).toBe(201);
    const [hold] = await q.holds();
    expect(new Date(hold?.hold_expires_at ?? 0).toISOString()).toBe('2026-11-27T19:00:00.000Z');
    // Friday's evening closes at midnight (23:00 UTC): the entry goes 23 hours later.
    await sql`select private.purge_waitlist('2026-11-28T21:59:00Z')`.execute(q.test.db.kysely);
    expect(await q.entries()).toHaveLength(1);
    await sql`select private.purge_waitlist('2026-11-28T22:00:00Z')`.execute(q.test.db.kysely);
    expect(await q.entries()).toEqual([]);
  });
});
