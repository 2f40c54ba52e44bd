import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import keystaticConfig from '../../keystatic.config';
import { defaultSettings } from '../../src/domain/settings/settings';
import { operator } from '../../src/domain/venue/schema';
import type { Api } from '../../src/server/app';
import { queueDueReminders } from '../../src/server/booking/reminders';
import { mailAddresses } from '../../src/server/config';
import { currentGuestContact, currentMailAddresses } from '../../src/server/mail/addresses';
import { createMailDispatcher } from '../../src/server/mail/dispatcher';
import { composeOutboxMail } from '../../src/server/mail/outbox-mails';
import { asRole } from '../../src/server/request-db';
import { venueById } from '../../src/site/venues';
import { memoryMailer, solvedProof, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase, testNow } from '../helpers/databases';
import { parseCalendar } from '../helpers/ical';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, postJson } from './booking-helpers';

/**
 * Where guest data goes is the owner's setting (docs/roles.md#what-editors-cannot-reach): the venue
 * inbox, the second staff address and the sender live in 'System-Einstellungen', a change is logged
 * and announced to the old addresses, and no content file an editor changes has a say. So do the
 * phone and the address the guests' mails tell them to use.
 */
describe.each(databaseFactories)('where mails go on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;
  const mailer = memoryMailer();
  const settings = { ...defaultSettings };
  const put = (body: unknown) =>
    api.request('/api/admin/settings', { method: 'PUT', headers: staffHeaders(cookie), body: JSON.stringify(body) });
  const contact = async () => {
    const altcha = await solvedProof(api, 'contact');
    return api.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({
        name: 'Anna',
        email: 'anna@example.org',
        message: 'Habt ihr am Samstag offen?',
        altcha,
      }),
    });
  };
  const announcements = () =>
    test.db.kysely
      .selectFrom('mail_outbox')
      .select(['kind', 'payload', 'created_at'])
      .where('kind', '=', 'mail-routing-changed')
      .execute();

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db, { mailer });
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());

  it("sends the house's mails to the owner's addresses, and to the environment's where it fixes one", async () => {
    expect(await currentMailAddresses(test.db.kysely, {})).toEqual({
      from: 'Irish Pub Reutlingen <reservierung@irishpub-reutlingen.de>',
      venueTo: 'info@irishpub-reutlingen.de',
      staffTo: 'team@irishpub-reutlingen.de',
    });
    expect(await currentMailAddresses(test.db.kysely, { venueTo: 'env@example.org' })).toMatchObject({
      venueTo: 'env@example.org',
      staffTo: 'team@irishpub-reutlingen.de',
    });
  });

  it('applies an owner’s change to the next mail, logs it and tells the addresses that received the mails until now', async () => {
    const res = await put({
      ...settings,
      venueInbox: 'Neu@Irishpub-Reutlingen.de',
      mailFrom: 'Rappen <post@rappen-reutlingen.de>',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).settings).toMatchObject({
      venueInbox: 'neu@irishpub-reutlingen.de',
      mailFrom: 'Rappen <post@rappen-reutlingen.de>',
    });

    expect((await contact()).status).toBe(200);
    expect(mailer.sent.at(-1)).toMatchObject({
      to: ['neu@irishpub-reutlingen.de'],
      from: 'Rappen <post@rappen-reutlingen.de>',
    });

    const [announced, ...more] = await announcements();
    expect(more).toEqual([]);
    const mail = await composeOutboxMail('mail-routing-changed', announced?.payload, {
      mail: await currentMailAddresses(test.db.kysely, {}),
      contact: await currentGuestContact(test.db.kysely),
      siteUrl: 'http://localhost:4321',
      queuedAt: announced?.created_at ?? new Date(),
      reservationHours: '',
    });
    expect(mail.to).toEqual(['info@irishpub-reutlingen.de', 'team@irishpub-reutlingen.de']);
    expect(mail.subject).toBe('E-Mail-Adressen der Website geändert');
    expect(mail.text).toContain('admin hat am');
    expect(mail.text).toContain(
      'Posteingang für Reservierungen und Anfragen: bisher info@irishpub-reutlingen.de, jetzt neu@irishpub-reutlingen.de',
    );
    expect(mail.text).toContain('Absender der E-Mails: bisher Irish Pub Reutlingen');

    const log = await test.db.kysely
      .selectFrom('staff_audit_log')
      .select(['actor', 'action', 'fields'])
      .where('action', '=', 'settings.changed')
      .execute();
    expect(log).toEqual([{ actor: 'admin', action: 'settings.changed', fields: ['mail_from', 'venue_inbox'] }]);

    // The same addresses again: nothing to announce.
    expect(
      (
        await put({
          ...settings,
          venueInbox: 'neu@irishpub-reutlingen.de',
          mailFrom: 'Rappen <post@rappen-reutlingen.de>',
        })
      ).status,
    ).toBe(200);
    expect(await announcements()).toHaveLength(1);
  });

  it('refuses an inbox or a sender that is no address, with German messages, and changes nothing', async () => {
    for (const [patch, field] of [
      [{ venueInbox: 'kein-postfach' }, 'venueInbox'],
      [{ mailFrom: 'Rappen <post@rappen-reutlingen.de>\r\nBcc: x@evil.example' }, 'mailFrom'],
      [{ mailFrom: '"Rappen" <post>' }, 'mailFrom'],
    ] as const) {
      const res = await put({ ...settings, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(Object.keys((await res.json()).fieldErrors)).toEqual([field]);
    }
    // The database holds the same rule: no header can be smuggled past another client.
    await expect(
      sql`update public.business_settings set mail_from = ${'A <a@b.de>\nBcc: c@d.de'}`.execute(test.db.kysely),
    ).rejects.toThrow(/check/);
    expect(await currentMailAddresses(test.db.kysely, {})).toMatchObject({ venueTo: 'neu@irishpub-reutlingen.de' });
  });

  it("names the owner's phone and address in the guests' mails and calendar files, never the content's", async () => {
    const content = venueById('irish');
    expect(await currentGuestContact(test.db.kysely)).toEqual({ phone: content.phone, email: content.email });
    const stored = (await (await api.request('/api/admin/settings', { headers: { cookie } })).json()).settings;
    const res = await put({ ...stored, guestPhone: ' +49 7121 987654 ', guestEmail: 'Gaeste@Irishpub-Reutlingen.de' });
    expect(res.status).toBe(200);
    const owner = { phone: '+49 7121 987654', email: 'gaeste@irishpub-reutlingen.de' };
    expect((await res.json()).settings).toMatchObject({ guestPhone: owner.phone, guestEmail: owner.email });
    const log = await test.db.kysely
      .selectFrom('staff_audit_log')
      .select(['actor', 'fields'])
      .where('action', '=', 'settings.changed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ actor: 'admin', fields: ['guest_email', 'guest_phone'] });

    // A booking's confirmation, its reminder and a quiz team's sign-up, sent as the dispatcher sends them.
    const booked = await book(api);
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()).reservation;
    // Booked days before the evening, as a reminded booking is.
    await sql`update public.reservations set created_at = ${testNow} where id = ${id}`.execute(test.db.kysely);
    expect(await queueDueReminders(test.db, new Date('2026-11-26T19:00:00Z'))).toBe(1);
    const night = { date: '2026-11-24', teams: { maxTeams: 15, minPlayers: 2, maxPlayers: 6 }, reason: 'Quiz' };
    const made = await api.request('/api/admin/closed-dates', {
      method: 'POST',
      headers: staffHeaders(cookie),
      body: JSON.stringify(night),
    });
    expect(made.status).toBe(201);
    const team = {
      date: night.date,
      teamName: 'Die Quizzer',
      players: 4,
      contactName: 'Bea',
      email: 'bea@example.org',
    };
    expect((await postJson(api, '/api/team-signups', { ...team, altcha: await solvedProof(api) })).status).toBe(201);
    const sent = memoryMailer();
    const silent = { info() {}, warn() {}, error() {} };
    const dispatcher = createMailDispatcher({
      db: test.db,
      mailer: sent,
      mail: mailAddresses({}),
      siteUrl: 'http://localhost:4321',
      now: () => testNow,
      log: silent,
    });
    await dispatcher.dispatchDue();

    const subjects = ['Reservierungsbestätigung', 'Erinnerung an Ihre Reservierung', 'Anmeldung Quiz-Abend'];
    for (const subject of subjects) {
      const mail = sent.sent.find((m) => m.subject.startsWith(subject));
      for (const body of [mail?.text, mail?.html]) {
        expect(body, subject).toContain(owner.phone);
        expect(body, subject).toContain(owner.email);
        expect(body, subject).not.toContain(content.phone);
        expect(body, subject).not.toContain(content.email);
      }
      const ics = mail?.attachments?.[0]?.content;
      if (subject === 'Erinnerung an Ihre Reservierung') continue;
      const [event] = parseCalendar(Buffer.from(ics ?? '', 'base64').toString('utf8')).events;
      expect(event?.description, subject).toContain(`Telefon ${owner.phone}.`);
      expect(event?.description, subject).not.toContain(content.phone);
    }
  });

  it('refuses a phone or an address for guests that is none, in the API with German messages and in the database', async () => {
    for (const [patch, field] of [
      [{ guestPhone: '07121 ANRUFEN' }, 'guestPhone'],
      [{ guestPhone: '07121 123456\r\nBcc: x@evil.example' }, 'guestPhone'],
      [{ guestPhone: '--' }, 'guestPhone'],
      [{ guestPhone: '0'.repeat(41) }, 'guestPhone'],
      [{ guestEmail: 'kein-postfach' }, 'guestEmail'],
    ] as const) {
      const res = await put({ ...settings, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      const body = await res.json();
      expect(Object.keys(body.fieldErrors)).toEqual([field]);
      expect(body.error).toMatch(/^(Bitte|Ungültige)/);
    }
    for (const [column, value] of [
      ['guest_phone', '07121 123456\nBcc: x@evil.example'],
      ['guest_phone', '07121 ANRUFEN'],
      ['guest_phone', '07121\t123456'],
      ['guest_phone', ' 07121 123456'],
      ['guest_email', 'kein-postfach'],
      ['guest_email', 'a@b.de\nBcc: c@d.de'],
    ] as const) {
      const update = sql`update public.business_settings set ${sql.ref(column)} = ${value}`;
      await expect(update.execute(test.db.kysely), value).rejects.toThrow(/check/);
    }
    for (const phone of ['(07121) 12 34-56', '+49 7121/123456']) {
      await sql`update public.business_settings set guest_phone = ${phone}`.execute(test.db.kysely);
    }
    await sql`update public.business_settings set guest_phone = '+49 7121 987654'`.execute(test.db.kysely);
  });

  it('lets neither the evening staff nor an editor change them, through the API or straight in the database', async () => {
    const before = await currentGuestContact(test.db.kysely);
    for (const role of ['staff', 'editor'] as const) {
      const account = { email: `${role}@example.org`, username: `konto-${role}`, password: 'richtig-geheim-2', role };
      const id = await createStaffAccount(test.db, account);
      const theirs = await signIn(api, account.username, account.password);
      const res = await api.request('/api/admin/settings', {
        method: 'PUT',
        headers: staffHeaders(theirs),
        body: JSON.stringify({ ...settings, guestPhone: '0170 666666', guestEmail: 'falle@example.org' }),
      });
      expect(res.status, role).toBe(403);
      const claims = { sub: id, email: account.email, staff_role: role, session: '1' };
      const changed = await asRole(test.db, { role: 'authenticated', claims }, (tx) =>
        tx
          .updateTable('business_settings')
          .set({ guest_phone: '0170 666666', guest_email: 'falle@example.org' })
          .execute(),
      ).then(
        ([result]) => Number(result?.numUpdatedRows ?? 0),
        () => 0,
      );
      expect(changed, role).toBe(0);
    }
    expect(await currentGuestContact(test.db.kysely)).toEqual(before);
  });
});

describe("the editors' content", () => {
  it('holds no address the house sends mail to or from (the operator file and its screen)', () => {
    const routing = ['inbox', 'staffInbox', 'mailFrom'];
    expect(Object.keys(operator.shape).filter((k) => routing.includes(k))).toEqual([]);
    expect(Object.keys(keystaticConfig.singletons?.operator?.schema ?? {}).filter((k) => routing.includes(k))).toEqual(
      [],
    );
  });
});
