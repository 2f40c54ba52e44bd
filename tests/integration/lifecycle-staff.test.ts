import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, clearBookings, confirmationToken, guest, postJson } from './booking-helpers';

describe.each(databaseFactories)('confirmations for staff, and the minute job, on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;
  let id: string;
  const list = async () =>
    (
      (await (await api.request(`/api/admin/reservations?date=${guest.date}`, { headers: { cookie } })).json()) as {
        reservations: { id: string; confirmedAt: string | null; reminderSentAt: string | null }[];
      }
    ).reservations;
  const patch = (body: unknown) =>
    api.request(`/api/admin/reservations/${id}`, {
      method: 'PATCH',
      headers: staffHeaders(cookie),
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db);
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await pinDatabaseClock(test.db, testNow);
    await clearBookings(test.db);
    id = ((await (await book(api)).json()) as { reservation: { id: string } }).reservation.id;
  });

  it('lists confirmedAt and reminderSentAt; staff confirm when the guest calls, and take it back', async () => {
    expect(await list()).toMatchObject([{ id, confirmedAt: null, reminderSentAt: null }]);
    const res = await patch({ confirmed: true });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Reservierung als bestätigt markiert');
    const [first] = await list();
    expect(new Date(first?.confirmedAt ?? 0).getTime()).toBe(testNow.getTime());
    await pinDatabaseClock(test.db, new Date(testNow.getTime() + 60_000));
    await patch({ confirmed: true });
    expect((await list())[0]?.confirmedAt).toBe(first?.confirmedAt);
    expect((await patch({ confirmed: false })).status).toBe(200);
    expect((await list())[0]?.confirmedAt).toBeNull();
    expect((await patch({ confirmed: 'ja' })).status).toBe(422);
    const anonymous = await api.request(`/api/admin/reservations/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ confirmed: true }),
    });
    expect(anonymous.status).toBe(401);
    expect((await list())[0]?.confirmedAt).toBeNull();
  });

  it('shows the guest’s own confirmation and the delivered reminder', async () => {
    const token = await confirmationToken(test.db, id);
    expect((await postJson(api, '/api/my-reservation/confirm', { token })).status).toBe(200);
    await sql`update public.mail_outbox set status = 'sent', sent_at = ${testNow}::timestamptz, payload = null`.execute(
      test.db.kysely,
    );
    await sql`update public.reservations set created_at = '2026-11-20T12:00:00Z'`.execute(test.db.kysely);
    await sql`select private.queue_due_reminders('2026-11-26T19:00:00Z')`.execute(test.db.kysely);
    await sql`update public.mail_outbox set status = 'sent', sent_at = '2026-11-26T19:00:04Z', payload = null
              where kind = 'reservation-reminder'`.execute(test.db.kysely);
    const [row] = await list();
    expect(new Date(row?.confirmedAt ?? 0).getTime()).toBe(testNow.getTime());
    expect(row?.reminderSentAt).toBe('2026-11-26T19:00:04.000Z');
  });

  it('POST /api/mail/dispatch starts a mail pass only for the dispatch secret', async () => {
    const secret = 'd'.repeat(40);
    const kicks: number[] = [];
    const withSecret = testApi(test.db, { dispatchSecret: secret, outbox: { kick: () => kicks.push(1) } });
    const send = (app: Api, header?: string) =>
      app.request('/api/mail/dispatch', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(header && { 'x-dispatch-secret': header }) },
        body: '{}',
      });
    expect((await send(withSecret)).status).toBe(404);
    expect((await send(withSecret, 'e'.repeat(40))).status).toBe(404);
    expect((await send(api, secret)).status).toBe(404);
    expect(kicks).toEqual([]);
    expect((await send(withSecret, secret)).status).toBe(202);
    expect(kicks).toEqual([1]);
  });

  it('the minute job queues reminders and asks the Edge Function to send what is due, through pg_net', async () => {
    const db = test.db.kysely;
    await sql`update public.reservations set created_at = '2026-11-20T12:00:00Z'`.execute(db);
    await sql`update public.mail_outbox set status = 'sent', sent_at = now(), payload = null`.execute(db);
    await sql`create schema net`.execute(db);
    try {
      await sql`create table net.calls (url text, headers jsonb, body jsonb)`.execute(db);
      await sql`create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                  headers jsonb default '{}', timeout_milliseconds integer default 5000) returns bigint
                language sql as $$ insert into net.calls values (url, headers, body); select 1::bigint $$`.execute(db);
      const run = async (at: string) =>
        Number(
          (await sql<{ n: number }>`select private.run_minute_jobs(${at}::timestamptz) as n`.execute(db)).rows[0]?.n,
        );
      const calls = async () =>
        (await sql<{ url: string; headers: Record<string, string> }>`select * from net.calls`.execute(db)).rows;
      // No target set: reminders are queued, nobody is asked.
      expect(await run('2026-11-26T19:00:00Z')).toBe(1);
      expect(await calls()).toEqual([]);
      await sql`insert into private.mail_dispatch_target (url, secret)
                values ('https://ref.supabase.co/functions/v1/api/api/mail/dispatch', ${'s'.repeat(40)})`.execute(db);
      expect(await run('2026-11-26T19:01:00Z')).toBe(0);
      expect(await calls()).toEqual([
        {
          url: 'https://ref.supabase.co/functions/v1/api/api/mail/dispatch',
          headers: { 'Content-Type': 'application/json', 'X-Dispatch-Secret': 's'.repeat(40) },
          body: {},
        },
      ]);
      // Nothing due: no request.
      await sql`update public.mail_outbox set status = 'sent', sent_at = now(), payload = null`.execute(db);
      await run('2026-11-26T19:02:00Z');
      expect(await calls()).toHaveLength(1);
    } finally {
      await sql`drop schema net cascade`.execute(db);
      await sql`delete from private.mail_dispatch_target`.execute(db);
    }
  });
});
