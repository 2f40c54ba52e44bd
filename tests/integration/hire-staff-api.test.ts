import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseFactories } from '../helpers/databases';
import { askToHire, clearHires, guestCalls, hireFriday, offer, setUpHire } from '../helpers/hire';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { useTestApi } from '../helpers/test-api';
import { clearBookings } from './booking-helpers';

describe.each(databaseFactories)('the owner’s hire API (docs/hire.md#the-owners-routes) on $kind', (factory) => {
  const t = useTestApi(factory);
  const cookies: Record<'admin' | 'staff', string> = { admin: '', staff: '' };
  beforeAll(async () => {
    await setUpHire(t.test.db);
    for (const role of ['admin', 'staff'] as const) {
      const account = {
        email: `${role}-hire@example.org`,
        username: `${role}-hire`,
        password: 'richtig-geheim-1',
        role,
      };
      await createStaffAccount(t.test.db, account);
      cookies[role] = await signIn(t.api, account.username, account.password);
    }
  });
  beforeEach(async () => {
    await clearHires(t.test.db);
    await clearBookings(t.test.db);
  });

  const call = (role: 'admin' | 'staff', method: string, path: string, body?: unknown) =>
    t.api.request(path, {
      method,
      headers: staffHeaders(cookies[role]),
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const offerBody = {
    items: [{ label: 'Raummiete', quantity: 1, unitPriceCents: 30000 }],
    depositCents: 10000,
    validUntil: '2026-11-30',
  };
  /** A table booking on the hire's Friday at table 12 (upstairs). */
  const bookUpstairs = () =>
    sql`insert into public.reservations (date, start_time, end_time, starts_at, ends_at, buffer_start, buffer_end,
          table_ids, table_capacity, guest_count, customer_name, customer_email, source)
        values (${hireFriday}::date, '19:30', '21:30', '2026-12-11T18:30:00Z', '2026-12-11T20:30:00Z',
          '2026-12-11T18:00:00Z', '2026-12-11T21:00:00Z', array[12], 6, 4, 'Stammgast', 'stamm@example.org', 'online')`.execute(
      t.test.db.kysely,
    );

  it('lists the inquiries for staff and owner, with the phone and the mail problem, filtered', async () => {
    const asked = await askToHire(t.test.db, { phone: '0171 999' });
    await askToHire(t.test.db, { space: 'rappen-gaststube-keller', date: '2027-01-08' });
    for (const role of ['admin', 'staff'] as const) {
      const res = await call(role, 'GET', '/api/admin/hire?status=neu&month=2026-12');
      expect(res.status).toBe(200);
      const { inquiries } = await res.json();
      expect(inquiries).toHaveLength(1);
      expect(inquiries[0]).toMatchObject({
        id: asked.id,
        status: 'neu',
        space: 'Irish Pub: ganzer Pub',
        date: hireFriday,
        customerPhone: '0171 999',
        mailProblem: null,
        offer: null,
        overdue: false,
      });
    }
    // The guest's mail bounced: the list says so (the outbox keeps the inquiry once the payload is gone).
    await sql`update public.mail_outbox set status = 'sent', payload = null, sent_at = now()
      where kind = 'hire-inquiry' and hire_inquiry_id = ${asked.id}::uuid`.execute(t.test.db.kysely);
    await sql`insert into public.mail_delivery_events (svix_id, outbox_id, type, occurred_at)
      select 'msg-hire', id, 'bounced', now() from public.mail_outbox where hire_inquiry_id = ${asked.id}::uuid`.execute(
      t.test.db.kysely,
    );
    const bounced = await (await call('staff', 'GET', '/api/admin/hire?space=irish-ganzer-pub')).json();
    expect(bounced.inquiries.map((i: { mailProblem: unknown }) => i.mailProblem)).toEqual(['bounced']);
    const all = await (await call('staff', 'GET', '/api/admin/hire')).json();
    expect(all.inquiries).toHaveLength(2);
    expect((await call('staff', 'GET', '/api/admin/hire?status=kaputt')).status).toBe(422);
    expect((await t.api.request('/api/admin/hire')).status).toBe(401);
  });

  it('lets only the owner offer, confirm the deposit and cancel: service gets 403', async () => {
    const asked = await askToHire(t.test.db);
    for (const [step, body] of [
      ['offer', offerBody],
      ['deposit', { amountCents: 100, receivedOn: '2026-11-21' }],
      ['cancel', { reason: 'Krank' }],
    ] as const) {
      const res = await call('staff', 'POST', `/api/admin/hire/${asked.id}/${step}`, body);
      expect(res.status, step).toBe(403);
    }
    expect((await call('admin', 'GET', '/api/admin/hire?status=neu')).status).toBe(200);
  });

  it('shows the evening’s bookings in the space’s areas before the offer, then keeps or cancels them', async () => {
    await bookUpstairs();
    const asked = await askToHire(t.test.db);
    const first = await call('admin', 'POST', `/api/admin/hire/${asked.id}/offer`, offerBody);
    expect(first.status).toBe(409);
    const answer = await first.json();
    expect(answer.affected).toEqual([
      expect.objectContaining({ date: hireFriday, startTime: '19:30', tableIds: [12], customerName: 'Stammgast' }),
    ]);
    expect((await t.test.db.kysely.selectFrom('hire_inquiries').select('status').executeTakeFirst())?.status).toBe(
      'neu',
    );

    const kept = await call('admin', 'POST', `/api/admin/hire/${asked.id}/offer`, { ...offerBody, confirm: 'keep' });
    expect(kept.status).toBe(200);
    const body = await kept.json();
    expect(body.inquiry).toMatchObject({ status: 'angebot', offer: { totalCents: 30000, depositCents: 10000 } });
    expect(body.kept).toHaveLength(1);
    expect(await t.test.db.kysely.selectFrom('reservations').select('id').execute()).toHaveLength(1);

    const again = await call('admin', 'POST', `/api/admin/hire/${asked.id}/offer`, { ...offerBody, confirm: 'cancel' });
    expect((await again.json()).cancelled).toHaveLength(1);
    expect(await t.test.db.kysely.selectFrom('reservations').select('id').execute()).toHaveLength(0);
    const mails = await sql<{
      kind: string;
    }>`select kind from public.mail_outbox where kind = 'reservation-cancelled'`.execute(t.test.db.kysely);
    expect(mails.rows).toHaveLength(1);
    // The Rappen has no plan: nothing is in its way.
    const rappen = await askToHire(t.test.db, { space: 'rappen-gaststube-keller' });
    expect((await call('admin', 'POST', `/api/admin/hire/${rappen.id}/offer`, offerBody)).status).toBe(200);
  });

  it('confirms a deposit and cancels with a reason; refusals in German', async () => {
    const asked = await askToHire(t.test.db);
    const early = await call('admin', 'POST', `/api/admin/hire/${asked.id}/deposit`, {
      amountCents: 10000,
      receivedOn: '2026-11-21',
    });
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe('Das geht im jetzigen Stand dieser Anfrage nicht mehr.');
    const late = await call('admin', 'POST', `/api/admin/hire/${asked.id}/offer`, {
      ...offerBody,
      validUntil: '2027-01-01',
    });
    expect(late.status).toBe(422);
    expect((await late.json()).fieldErrors).toEqual({
      validUntil: 'Das Angebot muss ab heute und höchstens bis zum Tag der Feier gelten.',
    });

    await offer(t.test.db, asked.id);
    const { rows } = await sql<{ token: string }>`select payload ->> 'token' as token from public.mail_outbox
      where kind = 'hire-inquiry' and payload ->> 'inquiryId' = ${asked.id}`.execute(t.test.db.kysely);
    await guestCalls(t.test.db, 'accept', rows[0]?.token ?? '');
    const future = await call('admin', 'POST', `/api/admin/hire/${asked.id}/deposit`, {
      amountCents: 39000,
      receivedOn: '2026-11-22',
    });
    expect(future.status).toBe(422);
    const paid = await call('admin', 'POST', `/api/admin/hire/${asked.id}/deposit`, {
      amountCents: 39000,
      receivedOn: '2026-11-21',
    });
    expect(paid.status).toBe(200);
    expect((await paid.json()).inquiry).toMatchObject({
      status: 'bestaetigt',
      depositReceivedCents: 39000,
      depositReceivedOn: '2026-11-21',
    });

    const noReason = await call('admin', 'POST', `/api/admin/hire/${asked.id}/cancel`, { reason: ' ' });
    expect(noReason.status).toBe(422);
    const cancelled = await call('admin', 'POST', `/api/admin/hire/${asked.id}/cancel`, { reason: 'Wasserschaden' });
    expect((await cancelled.json()).inquiry).toMatchObject({
      status: 'abgesagt',
      cancelledBy: 'owner',
      cancelReason: 'Wasserschaden',
    });
    const unknown = '00000000-0000-4000-8000-000000000009';
    expect((await call('admin', 'POST', `/api/admin/hire/${unknown}/cancel`, { reason: 'x' })).status).toBe(404);
  });
});
