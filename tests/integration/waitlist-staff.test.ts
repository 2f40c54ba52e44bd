import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dbErrorInfo } from '../../src/server/db/refusals';
import { asRole, type RequestRole } from '../../src/server/request-db';
import { databaseFactories } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { postJson } from './booking-helpers';
import { friday, useWaitlist } from './waitlist-helpers';

describe.each(databaseFactories)('the waitlist for staff (docs/booking.md#the-waitlist) on $kind', (factory) => {
  const q = useWaitlist(factory);

  it('staff: a phone party joins without an address, gets a chosen table by hand, says yes on the phone; entries go', async () => {
    await createStaffAccount(q.test.db).catch(() => undefined);
    const cookie = await signIn(q.api);
    const send = (method: string, path: string, body?: unknown) =>
      q.api.request(path, {
        method,
        headers: staffHeaders(cookie),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    await q.fillEvening([6]);
    const added = await send('POST', '/api/admin/waitlist', {
      date: friday,
      from: '21:00',
      until: '22:00',
      guestCount: 5,
      customerName: 'Familie Anruf',
      customerPhone: '07121 555',
      source: 'telefon',
    });
    expect(added.status).toBe(201);
    // Table 6 was free: offered at once after the write; no mail without an address.
    let list = (await (await send('GET', `/api/admin/waitlist?date=${friday}`)).json()).entries;
    expect(list).toMatchObject([
      { customerName: 'Familie Anruf', status: 'offered', offer: { tableIds: [6], startTime: '21:00' } },
    ]);
    expect(
      await q.test.db.kysely.selectFrom('mail_outbox').select('id').where('kind', '=', 'waitlist-offer').execute(),
    ).toEqual([]);
    // Staff move the offer to another time by hand, then take it for the guest.
    const moved = await send('POST', `/api/admin/waitlist/${list[0].id}/offer`, { tableIds: [6], startTime: '21:30' });
    expect(moved.status).toBe(200);
    const taken = await send('POST', `/api/admin/waitlist/${list[0].id}/take`);
    expect(taken.status).toBe(201);
    expect((await taken.json()).reservation).toMatchObject({ tableIds: [6], startTime: '21:30', customerEmail: null });
    expect((await send('POST', `/api/admin/waitlist/${list[0].id}/take`)).status).toBe(409);
    list = (await (await send('GET', `/api/admin/waitlist?date=${friday}`)).json()).entries;
    expect(list[0].status).toBe('booked');
    expect((await send('DELETE', `/api/admin/waitlist/${list[0].id}`)).status).toBe(200);
    expect((await send('GET', `/api/admin/waitlist?date=${friday}`)).status).toBe(200);
    expect(await q.entries()).toEqual([]);
    // Removing it again answers as a malformed id; the function raises the shared not-found.
    const again = await send('DELETE', `/api/admin/waitlist/${list[0].id}`);
    expect({ status: again.status, body: await again.json() }).toEqual({
      status: 404,
      body: { error: 'Dieses Angebot wurde nicht gefunden.' },
    });
    const staffRole: RequestRole = { role: 'authenticated', claims: { staff_role: 'admin' } };
    const raised = await asRole(q.test.db, staffRole, (tx) =>
      sql`select public.staff_remove_waitlist_entry(${list[0].id}::uuid)`.execute(tx),
    ).catch((e: unknown) => e);
    expect(dbErrorInfo(raised)).toMatchObject({ code: 'P0002', message: 'not-found' });
    // Offering a table to the entry that is gone names the waitlist, not a reservation.
    const gone = await send('POST', `/api/admin/waitlist/${list[0].id}/offer`, { tableIds: [6], startTime: '21:30' });
    expect({ status: gone.status, body: await gone.json() }).toEqual({
      status: 404,
      body: { error: 'Dieser Eintrag steht nicht mehr auf der Warteliste.' },
    });
    // Without a phone or an address nobody could be told of a table.
    const nobody = await send('POST', '/api/admin/waitlist', {
      date: friday,
      from: '21:00',
      until: '22:00',
      guestCount: 5,
      customerName: 'Ohne',
      source: 'vor-ort',
    });
    expect(nobody.status).toBe(422);
    // A window outside the evening, or latest before earliest, is refused with the form's message.
    for (const window of [
      { from: '17:00', until: '18:00' },
      { from: '22:00', until: '21:00' },
    ]) {
      const wrong = await send('POST', '/api/admin/waitlist', {
        date: friday,
        ...window,
        guestCount: 5,
        customerName: 'Falsch',
        customerPhone: '0171',
        source: 'telefon',
      });
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).fieldErrors).toEqual({
        from: 'Bitte eine Zeitspanne innerhalb der Öffnungszeiten wählen (frühestens vor spätestens).',
      });
    }
    expect((await q.api.request(`/api/admin/waitlist?date=${friday}`)).status).toBe(401);
  });

  it('lapses an offer whose day was closed meanwhile: taking it is refused, the hold goes', async () => {
    await q.fillEvening([5]);
    await q.join();
    const token = await q.offerToken('Wartende 1');
    await sql`insert into public.schedule_exceptions (date, bookable, reason) values (${friday}, false, 'Geschlossene Gesellschaft')`.execute(
      q.test.db.kysely,
    );
    const res = await postJson(q.api, '/api/waitlist/accept', { token });
    expect(res.status).toBe(410);
    expect(await q.holds()).toEqual([]);
    expect((await q.entries())[0]?.status).toBe('expired');
  });
});
