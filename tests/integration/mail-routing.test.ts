import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import keystaticConfig from '../../keystatic.config';
import { defaultSettings } from '../../src/domain/settings/settings';
import { operator } from '../../src/domain/venue/schema';
import type { Api } from '../../src/server/app';
import { currentMailAddresses } from '../../src/server/mail/addresses';
import { composeOutboxMail } from '../../src/server/mail/outbox-mails';
import { memoryMailer, solvedProof, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

/**
 * Where guest data goes is the owner's setting (docs/roles.md#what-editors-cannot-reach): the venue
 * inbox, the second staff address and the sender live in 'System-Einstellungen', a change is logged
 * and announced to the old addresses, and no content file an editor changes has a say.
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
