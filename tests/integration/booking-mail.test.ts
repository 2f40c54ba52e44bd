import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/server/app';
import { mailAddresses } from '../../src/server/config';
import { createMailDispatcher, type MailDispatcher } from '../../src/server/mail/dispatcher';
import { enqueueCancellationMail } from '../../src/server/mail/outbox';
import { resendMailer } from '../../src/server/mail/resend-mailer';
import { asRole } from '../../src/server/request-db';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { book, postJson } from './booking-helpers';
import { decodeAttachment, resendCapture } from './booking-resend-capture';

const silent = { info() {}, warn() {}, error() {} };
const t0 = new Date('2026-11-21T12:00:00Z');
const seconds = (n: number) => new Date(t0.getTime() + n * 1000);

describe.each(databaseFactories)('booking mails through Resend on $kind', (factory) => {
  let test: TestDatabase;
  let capture: Awaited<ReturnType<typeof resendCapture>>;
  let clock: Date;
  let dispatcher: MailDispatcher;
  const deps = () => ({
    db: test.db,
    mailer: resendMailer({ apiKey: 're_test', baseUrl: capture.baseUrl }),
    mail: mailAddresses({}),
    siteUrl: 'https://www.rappen-irishpub.de',
    now: () => clock,
    log: silent,
  });
  const outbox = () =>
    test.db.kysely
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'status', 'attempts', 'next_attempt_at', 'payload', 'provider_message_id'])
      .orderBy('kind')
      .execute();

  beforeAll(async () => {
    test = await createMigrated(factory);
    capture = await resendCapture();
  });
  afterAll(async () => {
    await capture.close();
    await test.dispose();
  });
  beforeEach(async () => {
    await test.db.kysely.deleteFrom('reservations').execute();
    await test.db.kysely.deleteFrom('mail_outbox').execute();
    capture.mails.length = 0;
    capture.plan.length = 0;
    clock = t0;
    dispatcher = createMailDispatcher(deps());
  });

  it('sends the confirmation to the guest and the notification to the venue, keyed by outbox id', async () => {
    const api = testApi(test.db, { now: () => t0 });
    const res = await book(api, { customerPhone: '0171 2345678', specialRequests: 'Kinderstuhl bitte' });
    expect(res.status).toBe(201);
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 2, retrying: 0, failed: 0 });

    const rows = await outbox();
    const byKey = new Map(capture.mails.map((m) => [m.headers['idempotency-key'], m]));
    expect([...byKey.keys()].sort()).toEqual(rows.map((r) => r.id).sort());
    for (const m of capture.mails) expect(m.headers.authorization).toBe('Bearer re_test');

    const confirmation = capture.mails.find((m) => m.body.subject === 'Reservierungsbestätigung - Tisch 5');
    expect(confirmation?.body.to).toEqual(['anna@example.org']);
    for (const body of [confirmation?.body.html, confirmation?.body.text]) {
      expect(body).toContain('Freitag, 27. November 2026');
      expect(body).toContain('20:00 - 23:00 Uhr');
      expect(body).toContain('Tisch 5');
      expect(body).toContain('3 Personen');
      expect(body).toContain('Kinderstuhl bitte');
      expect(body).toContain('15 Minuten nach der vereinbarten Uhrzeit');
      expect(body).toContain('07121 123456');
      expect(body).toContain('ab 19:00 Uhr');
      expect(body).toContain('Reservierungszeiten: Fr-Mo 19:30-00:00');
      expect(body).toMatch(
        /https:\/\/www\.rappen-irishpub\.de\/reservierung\/verwalten\?aktion=stornieren#[0-9a-f]{48}(?!\w)/,
      );
      expect(body).toMatch(
        /https:\/\/www\.rappen-irishpub\.de\/reservierung\/verwalten\?aktion=aendern#[0-9a-f]{48}(?!\w)/,
      );
    }
    const ics = confirmation?.body.attachments?.[0];
    expect(ics?.filename).toBe('reservierung.ics');
    expect(decodeAttachment(ics?.content ?? '')).toContain('DTSTART:20261127T190000Z');
    expect(decodeAttachment(ics?.content ?? '')).toContain('METHOD:PUBLISH');

    const venue = capture.mails.find((m) => m.body.subject === 'NEUE RESERVIERUNG - Tisch 5 - Irish Pub');
    expect(venue?.body.to).toEqual(['info@irishpub-reutlingen.de', 'team@irishpub-reutlingen.de']);
    for (const text of [
      'Anna Gast',
      'anna@example.org',
      '0171 2345678',
      'Freitag, 27. November 2026',
      '20:00 - 23:00 Uhr',
      'Tisch 5 (6 Plätze)',
      '3 Personen',
      'Kinderstuhl bitte',
      'Gebucht am',
    ]) {
      expect(venue?.body.html).toContain(text);
    }

    expect(rows.map((r) => [r.status, r.payload, r.provider_message_id?.startsWith('email-')])).toEqual([
      ['sent', null, true],
      ['sent', null, true],
    ]);
  });

  it('escapes guest input in every mail', async () => {
    const api = testApi(test.db, { now: () => t0 });
    await book(api, { customerName: '<b>Anna</b> & "Co"', specialRequests: '<script>alert(1)</script>' });
    await dispatcher.dispatchDue();
    expect(capture.mails).toHaveLength(2);
    for (const { body } of capture.mails) {
      expect(body.html).not.toContain('<script>');
      expect(body.html).not.toContain('<b>Anna</b>');
      expect(body.html).toContain('&lt;b&gt;Anna&lt;/b&gt;');
      expect(body.html).toContain('&lt;script&gt;');
    }
  });

  it('retries rate limits, server and network errors with backoff, honouring retry-after', async () => {
    const api = testApi(test.db, { now: () => t0 });
    expect((await book(api)).status).toBe(201);
    capture.plan.push(
      { status: 429, retryAfter: 120, subject: 'Reservierungsbestätigung' },
      { status: 500, subject: 'NEUE RESERVIERUNG' },
    );
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    let rows = await outbox();
    expect(rows.map((r) => [r.kind, r.status, r.attempts, r.next_attempt_at?.toISOString()])).toEqual([
      ['reservation-confirmation', 'pending', 1, seconds(120).toISOString()],
      ['venue-notification', 'pending', 1, seconds(30).toISOString()],
    ]);

    clock = seconds(31);
    capture.plan.push('drop');
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    rows = await outbox();
    expect(rows[1]?.next_attempt_at?.toISOString()).toBe(seconds(31 + 60).toISOString());

    clock = seconds(121);
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    rows = await outbox();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 2],
    ]);
    // Each mail kept its key across attempts, so Resend would deliver it once.
    const keys = capture.mails.map((m) => m.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
    expect(keys.filter((k) => k === rows[0]?.id)).toHaveLength(2);
  });

  it('gives up on a mail the provider refuses, and after the last attempt', async () => {
    const api = testApi(test.db, { now: () => t0 });
    await book(api);
    capture.plan.push({ status: 422 }, { status: 503 });
    const limited = createMailDispatcher(deps(), { maxAttempts: 1, baseDelaySeconds: 30, maxDelaySeconds: 60 });
    expect(await limited.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 2 });
    const rows = await outbox();
    // Given up, each keeps its content for the owner's 'Erneut senden' until the row is purged.
    expect(rows.map((r) => [r.status, r.payload !== null])).toEqual([
      ['failed', true],
      ['failed', true],
    ]);
  });

  it('kicks the dispatcher after a booking commits; a failing provider never fails the booking', async () => {
    const api = createApi({ ...deps(), outbox: dispatcher });
    capture.plan.push({ status: 500 }, { status: 500 });
    const res = await book(api);
    expect(res.status).toBe(201);
    await dispatcher.run();
    expect((await outbox()).map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(await test.db.kysely.selectFrom('reservations').select('id').execute()).toHaveLength(1);
    clock = seconds(60);
    await dispatcher.run();
    expect((await outbox()).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('sends call 4 when staff cancel, with an .ics cancellation', async () => {
    const api = testApi(test.db, { now: () => t0 });
    const { reservation } = await (await book(api)).json();
    await dispatcher.dispatchDue();
    capture.mails.length = 0;
    await asRole(test.db, { role: 'authenticated', claims: { staff_role: 'admin' } }, async (tx) => {
      await enqueueCancellationMail(tx, reservation);
      await tx.deleteFrom('reservations').where('id', '=', reservation.id).execute();
    });
    // The hours line reads the week as staff set it when the mail goes out.
    const saturday = test.db.kysely.updateTable('booking_week').where('weekday', '=', 6);
    await saturday.set({ from_time: '19:00', until_time: '01:00' }).execute();
    await dispatcher.dispatchDue();
    await saturday.set({ from_time: null, until_time: null }).execute();
    expect(capture.mails).toHaveLength(1);
    const mail = capture.mails[0]?.body;
    expect(mail?.subject).toBe('Reservierung storniert - Tisch 5');
    expect(mail?.to).toEqual(['anna@example.org']);
    for (const text of [
      'Freitag, 27. November 2026',
      '20:00 - 23:00 Uhr',
      'Tisch 5 (6 Plätze)',
      '3 Personen',
      'Entschuldigung',
      'neuen Tisch reservieren',
      'Reservierungszeiten: Fr 19:30-00:00, Sa 19:00-01:00, So-Mo 19:30-00:00',
    ]) {
      expect(mail?.html).toContain(text);
    }
    const ics = decodeAttachment(mail?.attachments?.[0]?.content ?? '');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain(`UID:${reservation.id}@www.rappen-irishpub.de`);
  });

  it('tells the venue when a guest cancels through the link', async () => {
    const api = testApi(test.db, { now: () => t0 });
    await book(api);
    await dispatcher.dispatchDue();
    const link = capture.mails.find((m) => m.body.subject.startsWith('Reservierungsbestätigung'))?.body.text ?? '';
    const token = /aktion=stornieren#([0-9a-f]{48})/.exec(link)?.[1];
    capture.mails.length = 0;
    expect((await postJson(api, '/api/cancellation', { token })).status).toBe(200);
    await dispatcher.dispatchDue();
    expect(capture.mails.map((m) => [m.body.subject, m.body.to])).toEqual([
      ['STORNIERUNG DURCH GAST - Tisch 5 - Irish Pub', ['info@irishpub-reutlingen.de', 'team@irishpub-reutlingen.de']],
    ]);
  });
});
