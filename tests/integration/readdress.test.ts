import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { anonymous, asRole } from '../../src/server/request-db';
import { databaseFactories } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, guest, postJson } from './booking-helpers';
import { tuesday, useQuizNight } from './quiz-helpers';

const typo = 'anna@exmaple.org';
const corrected = 'anna@example.org';
const unknownBooking = 'Diese Reservierung wurde nicht gefunden oder ist bereits storniert.';
const mailed = 'Adresse korrigiert. Die E-Mail wurde an die neue Adresse gesendet.';

/**
 * Staff correct a bounced address and send the guest's mail again (docs/mails.md#corrected-address):
 * the old links open nothing, the new mail goes through the outbox to the new address with the one
 * link that works, nothing waits for the old address, the bounce is gone, and the log names the step.
 */
describe.each(databaseFactories)('a corrected address, mailed again, on $kind', (factory) => {
  const q = useQuizNight(factory);
  const db = () => q.test.db.kysely;

  /** The guest's mails in the outbox: kind, status and recipient, oldest first. */
  const outbox = async () =>
    (
      await db()
        .selectFrom('mail_outbox')
        .select(['kind', 'status', 'payload'])
        .where('kind', '!=', 'venue-notification')
        .orderBy('created_at')
        .execute()
    ).map((m) => {
      const p = (m.payload ?? {}) as { customerEmail?: string; email?: string };
      return [m.kind, m.status, p.customerEmail ?? p.email];
    });
  /** The newest mail of `kind`'s payload. */
  const newest = async (kind: 'reservation-confirmation' | 'waitlist-offer' | 'team-signup') =>
    (
      await db()
        .selectFrom('mail_outbox')
        .select('payload')
        .where('kind', '=', kind)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).payload as { cancelToken: string; offerToken: string; token: string; customerEmail: string; email: string };
  /** Every queued mail was handed to Resend, and Resend reported the last one bounced. */
  const bounced = async () => {
    await sql`update public.mail_outbox set status = 'sent', payload = null, sent_at = now(), provider_message_id = 're-' || id`.execute(
      db(),
    );
    await sql`insert into public.mail_delivery_events (svix_id, outbox_id, type, occurred_at)
      select 'msg-' || id, id, 'bounced', now() from public.mail_outbox`.execute(db());
  };
  const booking = async (email = typo) => {
    const res = await book(q.api, { customerEmail: email });
    expect(res.status).toBe(201);
    return ((await res.json()) as { reservation: { id: string } }).reservation.id;
  };

  it('a booking: the old links are dead, the confirmation goes again to the new address, the bounce is gone', async () => {
    const id = await booking();
    const first = (await newest('reservation-confirmation')).cancelToken;
    await bounced();
    // A change mail still waiting for the mistyped address.
    await db()
      .insertInto('mail_outbox')
      .values({
        kind: 'reservation-changed',
        reservation_id: id,
        payload: JSON.stringify({ customerEmail: typo }),
        purge_after: new Date('2026-11-29T00:00:00Z'),
      })
      .execute();

    const res = await q.staff('POST', `/api/admin/reservations/${id}/email`, { email: corrected });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ message: mailed, reservation: { id, customerEmail: corrected, mailProblem: null } });

    expect((await postJson(q.api, '/api/my-reservation', { token: first })).status).toBe(404);
    expect((await (await postJson(q.api, '/api/my-reservation', { token: first })).json()).error).toBe(unknownBooking);
    const fresh = await newest('reservation-confirmation');
    expect(fresh.customerEmail).toBe(corrected);
    expect((await postJson(q.api, '/api/my-reservation', { token: fresh.cancelToken })).status).toBe(200);
    // The sent confirmation stays as it was; the waiting change mail is withdrawn; one new row.
    expect(await outbox()).toEqual([
      ['reservation-confirmation', 'sent', undefined],
      ['reservation-confirmation', 'pending', corrected],
    ]);
    const view = await (await q.staff('GET', `/api/admin/reservations?date=${guest.date}`)).json();
    expect(view.reservations.map((r: { mailProblem: unknown }) => r.mailProblem)).toEqual([null]);

    const { rows } = await sql<{ action: string; fields: string[]; mails: string[] }>`
      select action, fields, mails from public.staff_audit_log where target_id = ${id}`.execute(db());
    expect(rows).toEqual([
      { action: 'reservation.readdressed', fields: ['customer_email'], mails: ['reservation-confirmation'] },
    ]);
  });

  it('a booking: a confirmation given up keeps no content, so it cannot go to the old address again', async () => {
    const id = await booking();
    await sql`update public.mail_outbox set status = 'failed', attempts = 12 where reservation_id = ${id}::uuid
      and kind = 'reservation-confirmation'`.execute(db());
    expect((await q.staff('POST', `/api/admin/reservations/${id}/email`, { email: corrected })).status).toBe(200);
    const given = await sql<{ payload: unknown }>`select payload from public.mail_outbox
      where reservation_id = ${id}::uuid and status = 'failed'`.execute(db());
    expect(given.rows).toEqual([{ payload: null }]);
    expect((await newest('reservation-confirmation')).customerEmail).toBe(corrected);
  });

  it('a bad or unchanged address is refused at its field and changes nothing', async () => {
    const id = await booking();
    const token = (await newest('reservation-confirmation')).cancelToken;
    const before = await outbox();
    for (const [email, error] of [
      ['anna@', 'Ungültige E-Mail-Adresse'],
      ['', 'E-Mail ist erforderlich'],
      ['ANNA@exmaple.org', 'Das ist die bisherige Adresse. Bitte geben Sie die richtige ein.'],
    ]) {
      const res = await q.staff('POST', `/api/admin/reservations/${id}/email`, { email });
      expect(res.status, email).toBe(422);
      expect(await res.json()).toEqual({ error, fieldErrors: { email: error } });
    }
    expect(await outbox()).toEqual(before);
    expect((await postJson(q.api, '/api/my-reservation', { token })).status).toBe(200);
    const gone = await q.staff('POST', `/api/admin/reservations/${crypto.randomUUID()}/email`, { email: corrected });
    expect([gone.status, (await gone.json()).error]).toEqual([404, 'Reservierung nicht gefunden.']);
  });

  it('editors and guests are refused, by the API and by the database', async () => {
    const id = await booking();
    await createStaffAccount(q.test.db, {
      email: 'red@example.org',
      username: 'redaktion',
      password: 'auch-geheim-123',
      role: 'editor',
    });
    const editor = await signIn(q.api, 'redaktion', 'auch-geheim-123');
    const asEditor = await q.api.request(`/api/admin/reservations/${id}/email`, {
      method: 'POST',
      headers: staffHeaders(editor),
      body: JSON.stringify({ email: corrected }),
    });
    expect(asEditor.status).toBe(403);
    const asGuest = await q.api.request(`/api/admin/reservations/${id}/email`, {
      method: 'POST',
      headers: staffHeaders(),
      body: JSON.stringify({ email: corrected }),
    });
    expect(asGuest.status).toBe(401);
    const editorClaims = { role: 'authenticated' as const, claims: { sub: crypto.randomUUID(), staff_role: 'editor' } };
    for (const who of [anonymous, editorClaims]) {
      for (const fn of [
        'staff_readdress_reservation',
        'staff_readdress_waitlist_entry',
        'staff_readdress_team',
        'staff_readdress_hire',
      ]) {
        await expect(
          asRole(q.test.db, who, (tx) => sql`select ${sql.raw(`public.${fn}`)}(${id}::uuid, ${corrected})`.execute(tx)),
        ).rejects.toThrow(/permission denied|only staff/);
      }
    }
    expect(
      (await db().selectFrom('reservations').select('customer_email').executeTakeFirstOrThrow()).customer_email,
    ).toBe(typo);
  });

  it('a waitlist entry with a held table: the offer goes again to the new address; the old offer link is dead', async () => {
    await sql`insert into public.waitlist_entries (date, from_time, until_time, guest_count, customer_name, customer_email)
      values (${guest.date}, '20:00', '21:00', 4, 'Wartende', ${typo})`.execute(db());
    await sql`select private.offer_free_tables()`.execute(db());
    const first = (await newest('waitlist-offer')).offerToken;
    await bounced();
    const entry = await db().selectFrom('waitlist_entries').select('id').executeTakeFirstOrThrow();

    const res = await q.staff('POST', `/api/admin/waitlist/${entry.id}/email`, { email: corrected });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: mailed,
      entry: { id: entry.id, customerEmail: corrected, status: 'offered', mailProblem: null },
    });
    expect((await postJson(q.api, '/api/waitlist/offer', { token: first })).status).toBe(404);
    const again = await newest('waitlist-offer');
    expect(again.customerEmail).toBe(corrected);
    expect((await postJson(q.api, '/api/waitlist/offer', { token: again.offerToken })).status).toBe(200);
    expect(await outbox()).toEqual([
      ['waitlist-offer', 'sent', undefined],
      ['waitlist-offer', 'pending', corrected],
    ]);
  });

  it('a booked waitlist entry corrects its booking too; a lapsed one has no mail to send', async () => {
    const id = await booking();
    await bounced();
    const [booked, lapsed] = await db()
      .insertInto('waitlist_entries')
      .values([
        {
          date: guest.date,
          from_time: '20:00',
          until_time: '21:00',
          guest_count: 3,
          customer_name: 'Gebucht',
          customer_email: typo,
          source: 'telefon',
          status: 'booked',
          reservation_id: id,
        },
        {
          date: guest.date,
          from_time: '20:00',
          until_time: '21:00',
          guest_count: 2,
          customer_name: 'Abgelaufen',
          customer_email: 'ben@exmaple.org',
          source: 'telefon',
          status: 'expired',
        },
      ])
      .returning('id')
      .execute();
    const fixed = await q.staff('POST', `/api/admin/waitlist/${booked?.id}/email`, { email: corrected });
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toMatchObject({
      message: mailed,
      entry: { customerEmail: corrected, mailProblem: null },
    });
    expect((await newest('reservation-confirmation')).customerEmail).toBe(corrected);
    const stored = await db()
      .selectFrom('reservations')
      .select('customer_email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.customer_email).toBe(corrected);

    const before = await outbox();
    const saved = await q.staff('POST', `/api/admin/waitlist/${lapsed?.id}/email`, { email: 'ben@example.org' });
    expect(await saved.json()).toMatchObject({
      message: 'Adresse korrigiert.',
      entry: { customerEmail: 'ben@example.org' },
    });
    expect(await outbox()).toEqual(before);
  });

  it('a quiz team: its sign-up mail goes again to the new address; the old link is dead', async () => {
    await q.makeTeamNight();
    expect((await q.signUp({ email: typo })).status).toBe(201);
    const first = (await newest('team-signup')).token;
    await bounced();
    const team = await db().selectFrom('team_signups').select('id').executeTakeFirstOrThrow();

    const res = await q.staff('POST', `/api/admin/team-signups/${team.id}/email`, { email: corrected });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: mailed,
      team: { id: team.id, email: corrected, mailProblem: null },
    });
    expect((await postJson(q.api, '/api/my-team', { token: first })).status).toBe(404);
    const again = await newest('team-signup');
    expect(again.email).toBe(corrected);
    expect((await postJson(q.api, '/api/my-team', { token: again.token })).status).toBe(200);
    const teams = await (await q.staff('GET', `/api/admin/team-signups?date=${tuesday}`)).json();
    expect(teams.teams.map((t: { mailProblem: unknown }) => t.mailProblem)).toEqual([null]);
  });
});
