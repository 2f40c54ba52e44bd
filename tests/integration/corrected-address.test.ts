import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { solvedProof, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, clearBookings, guest, postJson } from './booking-helpers';

const typo = 'anna@exmaple.org';
const corrected = 'anna@example.org';
const unknownBooking = 'Diese Reservierung wurde nicht gefunden oder ist bereits storniert.';
const unknownTeam = 'Diese Anmeldung wurde nicht gefunden.';
const unknownOffer = 'Dieses Angebot wurde nicht gefunden.';
/** The Tuesday after the test's Saturday: a quiz night. */
const tuesday = '2026-11-24';

/**
 * A guest's links belong to the address they were mailed to (docs/booking.md#the-guests-own-booking):
 * once the address changes, every link sent before answers as an unknown link, and the mail to the
 * new address carries the one link that works.
 */
describe.each(databaseFactories)('links after a corrected address on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;

  const staff = (method: string, path: string, body: unknown) =>
    api.request(path, { method, headers: staffHeaders(cookie), body: JSON.stringify(body) });
  /** The newest pending mail of `kind` for the reservation: its recipient and payload. */
  const lastMail = async (kind: 'reservation-confirmation' | 'reservation-reminder', reservationId: string) => {
    const mail = await test.db.kysely
      .selectFrom('mail_outbox')
      .select('payload')
      .where('reservation_id', '=', reservationId)
      .where('kind', '=', kind)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return mail?.payload as { customerEmail: string; cancelToken?: string; manageToken?: string } | undefined;
  };
  /** View, change and cancel with `token`: the three answers' statuses and error texts. */
  const tryLink = async (token: string) => {
    const answers = [
      await postJson(api, '/api/my-reservation', { token }),
      await postJson(api, '/api/my-reservation/change', {
        token,
        date: guest.date,
        startTime: '21:00',
        guestCount: 3,
        tableIds: [5],
        altcha: await solvedProof(api),
      }),
      await postJson(api, '/api/my-reservation/cancel', { token }),
    ];
    return Promise.all(answers.map(async (res) => [res.status, (await res.json()).error]));
  };

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
    await test.db.kysely.deleteFrom('team_signups').execute();
    await test.db.kysely.deleteFrom('waitlist_entries').execute();
  });

  it('a booking: staff correct the address; the old confirmation and reminder links open nothing, the new confirmation’s does', async () => {
    const booked = await book(api, { customerEmail: typo });
    const { id } = ((await booked.json()) as { reservation: { id: string } }).reservation;
    const first = (await lastMail('reservation-confirmation', id))?.cancelToken ?? '';
    // A reminder went to the mistyped address too.
    await sql`update public.reservations set created_at = '2026-11-20T12:00:00Z'`.execute(test.db.kysely);
    await sql`select private.queue_due_reminders('2026-11-26T19:00:00Z')`.execute(test.db.kysely);
    const reminded = (await lastMail('reservation-reminder', id))?.manageToken ?? '';

    const res = await staff('PATCH', `/api/admin/reservations/${id}`, { customerEmail: corrected });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(
      'Reservierung geändert; die Bestätigung mit neuem Link geht an die neue E-Mail-Adresse, frühere Links gelten nicht mehr',
    );
    for (const token of [first, reminded]) {
      expect(await tryLink(token)).toEqual([
        [404, unknownBooking],
        [404, unknownBooking],
        [404, unknownBooking],
      ]);
    }
    // Nothing is left to go to the old address; the new one gets the confirmation with a new link.
    const pending = await test.db.kysely.selectFrom('mail_outbox').select(['kind', 'payload']).execute();
    expect(pending.map((m) => [m.kind, (m.payload as { customerEmail: string }).customerEmail]).sort()).toEqual([
      ['reservation-confirmation', corrected],
      ['venue-notification', typo],
    ]);
    const fresh = (await lastMail('reservation-confirmation', id))?.cancelToken ?? '';
    expect(fresh).not.toBe(first);
    const view = await postJson(api, '/api/my-reservation', { token: fresh });
    expect(view.status).toBe(200);
    expect((await view.json()).reservation).toMatchObject({ date: guest.date, startTime: '20:00', tableIds: [5] });
    // The reminder that went to the old address is sent again, to the new one, with a link of its own.
    await sql`select private.queue_due_reminders('2026-11-26T19:01:00Z')`.execute(test.db.kysely);
    const again = await lastMail('reservation-reminder', id);
    expect(again?.customerEmail).toBe(corrected);
    expect((await postJson(api, '/api/my-reservation/confirm', { token: again?.manageToken })).status).toBe(200);
    expect((await postJson(api, '/api/my-reservation/cancel', { token: fresh })).status).toBe(200);
  });

  it('a booking: a write around the API voids the links as well; a case change keeps them', async () => {
    const booked = await book(api, { customerEmail: typo });
    const { id } = ((await booked.json()) as { reservation: { id: string } }).reservation;
    const first = (await lastMail('reservation-confirmation', id))?.cancelToken ?? '';
    await sql`update public.reservations set customer_email = ${typo.toUpperCase()} where id = ${id}`.execute(
      test.db.kysely,
    );
    expect((await postJson(api, '/api/my-reservation', { token: first })).status).toBe(200);
    await sql`update public.reservations set customer_email = ${corrected} where id = ${id}`.execute(test.db.kysely);
    expect((await postJson(api, '/api/my-reservation', { token: first })).status).toBe(404);
    const fresh = await lastMail('reservation-confirmation', id);
    expect(fresh?.customerEmail).toBe(corrected);
    expect((await postJson(api, '/api/my-reservation', { token: fresh?.cancelToken })).status).toBe(200);
  });

  it('a quiz team: a new e-mail voids the team’s and its offer’s links; the mail to the new address carries one that works', async () => {
    const night = await staff('POST', '/api/admin/closed-dates', {
      date: tuesday,
      teams: { maxTeams: 1, minPlayers: 2, maxPlayers: 6 },
      reason: 'Quiz-Abend',
    });
    expect(night.status).toBe(201);
    const signUp = async (teamName: string, path: string) =>
      postJson(api, path, {
        date: tuesday,
        teamName,
        players: 4,
        contactName: 'Kontakt',
        email: `${teamName.toLowerCase()}@exmaple.org`,
        altcha: await solvedProof(api),
      });
    const teamMail = async (teamName: string) => {
      const mail = await test.db.kysely
        .selectFrom('mail_outbox')
        .select(['kind', 'payload'])
        .where(sql<boolean>`payload ->> 'teamName' = ${teamName}`)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      return { kind: mail.kind, ...(mail.payload as { token: string; email: string; status: string }) };
    };
    const teamId = async (teamName: string) =>
      (
        await test.db.kysely
          .selectFrom('team_signups')
          .select('id')
          .where('team_name', '=', teamName)
          .executeTakeFirstOrThrow()
      ).id;
    const tryTeamLink = async (token: string) =>
      Promise.all(
        [
          await postJson(api, '/api/my-team', { token }),
          await postJson(api, '/api/my-team/change', { token, players: 5 }),
          await postJson(api, '/api/my-team/cancel', { token }),
        ].map(async (res) => [res.status, (await res.json()).error]),
      );
    const voided = Array(3).fill([404, unknownTeam]);

    expect((await signUp('Erste', '/api/team-signups')).status).toBe(201);
    expect((await signUp('Zweite', '/api/team-signups/waitlist')).status).toBe(201);
    const erste = await teamMail('Erste');
    const fixed = await staff('PATCH', `/api/admin/team-signups/${await teamId('Erste')}`, {
      email: 'erste@example.org',
    });
    expect(fixed.status).toBe(200);
    expect(await tryTeamLink(erste.token)).toEqual(voided);
    const renewed = await teamMail('Erste');
    expect(renewed).toMatchObject({ kind: 'team-signup', email: 'erste@example.org', status: 'signed' });
    expect((await postJson(api, '/api/my-team', { token: renewed.token })).status).toBe(200);
    // Leaving with the new link offers the place to the waiting team, which then gets a new address.
    expect((await postJson(api, '/api/my-team/cancel', { token: renewed.token })).status).toBe(200);
    const waitingLink = (
      await test.db.kysely
        .selectFrom('mail_outbox')
        .select('payload')
        .where('kind', '=', 'team-signup')
        .where(sql<boolean>`payload ->> 'teamName' = 'Zweite'`)
        .executeTakeFirstOrThrow()
    ).payload as { token: string };
    const offer = await teamMail('Zweite');
    expect(offer).toMatchObject({ kind: 'team-offer', status: 'offered' });
    await staff('PATCH', `/api/admin/team-signups/${await teamId('Zweite')}`, { email: 'zweite@example.org' });
    for (const token of [waitingLink.token, offer.token]) expect(await tryTeamLink(token)).toEqual(voided);
    const reoffer = await teamMail('Zweite');
    expect(reoffer).toMatchObject({ kind: 'team-offer', email: 'zweite@example.org', status: 'offered' });
    const take = await postJson(api, '/api/my-team/accept', { token: reoffer.token });
    expect(take.status).toBe(200);
    expect(await take.json()).toMatchObject({ team: { teamName: 'Zweite', status: 'signed' } });
  });

  it('a waitlist entry: a new address voids the offer’s link and the offer goes again; a corrected booking voids the taken offer’s', async () => {
    await sql`insert into public.waitlist_entries (date, from_time, until_time, guest_count, customer_name, customer_email)
      values (${guest.date}, '20:00', '21:00', 4, 'Wartende', ${typo})`.execute(test.db.kysely);
    await sql`select private.offer_free_tables()`.execute(test.db.kysely);
    const offerMail = async () => {
      const mail = await test.db.kysely
        .selectFrom('mail_outbox')
        .select(['reservation_id', 'payload'])
        .where('kind', '=', 'waitlist-offer')
        .executeTakeFirst();
      return { id: mail?.reservation_id ?? '', ...(mail?.payload as { offerToken: string; customerEmail: string }) };
    };
    const tryOffer = async (token: string) =>
      Promise.all(
        ['/api/waitlist/offer', '/api/waitlist/accept', '/api/waitlist/decline'].map(async (path) => {
          const res = await postJson(api, path, { token });
          return [res.status, (await res.json()).error];
        }),
      );
    const first = await offerMail();
    expect(first.customerEmail).toBe(typo);

    await sql`update public.waitlist_entries set customer_email = ${corrected}`.execute(test.db.kysely);
    expect(await tryOffer(first.offerToken)).toEqual(Array(3).fill([404, unknownOffer]));
    const again = await offerMail();
    expect(again).toMatchObject({ id: first.id, customerEmail: corrected });
    const accepted = await postJson(api, '/api/waitlist/accept', { token: again.offerToken });
    expect(accepted.status).toBe(201);
    // The offer's page still shows the taken table, until the booking's address changes.
    expect((await postJson(api, '/api/waitlist/offer', { token: again.offerToken })).status).toBe(200);
    const fixed = await staff('PATCH', `/api/admin/reservations/${again.id}`, {
      customerEmail: 'wartende@example.org',
    });
    expect(fixed.status).toBe(200);
    expect(await tryOffer(again.offerToken)).toEqual(Array(3).fill([404, unknownOffer]));
  });
});
