import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { outboxPayload, reservationData } from '../../src/server/mail/payload';
import { anonymous, asRole } from '../../src/server/request-db';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, confirmationToken } from './booking-helpers';

/**
 * The outbox payload has one schema (`src/server/mail/payload.ts`) for its SQL writers and the
 * mails that read it: a key the writer adds or drops without the schema fails here.
 */
describe.each(databaseFactories)('the outbox payload and its schema on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;
  const send = (method: string, path: string, body?: unknown) =>
    api.request(path, { method, headers: staffHeaders(cookie), body: JSON.stringify(body) });

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db, { now: () => new Date('2026-11-21T12:00:00Z') });
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());

  it('public.reservation_mail_data() writes exactly the keys of reservationData', async () => {
    expect((await book(api)).status).toBe(201);
    const { rows } = await sql<{ d: Record<string, unknown> }>`
      select public.reservation_mail_data(r) as d from public.reservations r`.execute(test.db.kysely);
    expect(Object.keys(rows[0]?.d ?? {}).sort()).toEqual(Object.keys(reservationData.shape).sort());
  });

  it('every kind of mail the database queues parses as outboxPayload, with no key the schema lacks', async () => {
    const booked = (await (
      await book(api, { tableId: 7, guestCount: 5, customerEmail: 'bea@example.org' })
    ).json()) as {
      reservation: { id: string };
    };
    expect(
      (await send('PATCH', `/api/admin/reservations/${booked.reservation.id}`, { startTime: '21:00' })).status,
    ).toBe(200);
    expect((await send('POST', `/api/admin/reservations/${booked.reservation.id}/cancel`)).status).toBe(200);
    const third = (await (await book(api, { tableId: 9, customerEmail: 'cem@example.org' })).json()) as {
      reservation: { id: string };
    };
    const confirmation = await test.db.kysely
      .selectFrom('mail_outbox')
      .select('payload')
      .where('reservation_id', '=', third.reservation.id)
      .where('kind', '=', 'reservation-confirmation')
      .executeTakeFirstOrThrow();
    const token = (confirmation.payload as { cancelToken: string }).cancelToken;
    await asRole(test.db, anonymous, (tx) => sql`select private.cancel_reservation_by_guest(${token})`.execute(tx));
    const fourth = (await (await book(api, { tableId: 9, customerEmail: 'dora@example.org' })).json()) as {
      reservation: { id: string };
    };
    const secret = await confirmationToken(test.db, fourth.reservation.id);
    await asRole(test.db, anonymous, (tx) =>
      sql`select private.change_reservation_by_guest(${secret}, '2026-11-27', '21:00', null, array[9], 3)`.execute(tx),
    );
    await sql`update public.reservations set created_at = '2026-11-20T12:00:00Z'`.execute(test.db.kysely);
    await sql`select private.queue_due_reminders('2026-11-26T20:00:00Z')`.execute(test.db.kysely);

    const mails = await test.db.kysely.selectFrom('mail_outbox').select(['kind', 'payload']).execute();
    expect(new Set(mails.map((m) => m.kind))).toEqual(
      new Set([
        'reservation-confirmation',
        'venue-notification',
        'reservation-changed',
        'reservation-cancelled',
        'guest-cancellation-notice',
        'guest-change-notice',
        'reservation-reminder',
      ]),
    );
    for (const mail of mails) {
      expect(outboxPayload.strict().safeParse(mail.payload).error, mail.kind).toBeUndefined();
    }
  });
});
