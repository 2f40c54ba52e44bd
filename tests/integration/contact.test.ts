import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/domain/contact/schema';
import { defaultSettings } from '../../src/domain/settings/settings';
import type { Api } from '../../src/server/app';
import { MailDeliveryError, type Mailer } from '../../src/server/mail/mailer';
import { memoryMailer, solvedProof, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

let ipCounter = 0;
/**
 * Each request from its own address unless a test wants the rate limit; with a solved proof of
 * work as the form sends it, unless the body brings its own `altcha`.
 */
async function post(api: Api, body: Record<string, unknown>, ip = `198.51.100.${++ipCounter}`) {
  return api.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ altcha: await solvedProof(api, 'contact'), ...body }),
  });
}

const valid = {
  name: 'Anna <script>alert(1)</script> Muster',
  email: 'anna@example.org',
  phone: '',
  location: 'irish',
  subject: '',
  message: 'Hallo zusammen,\nwir sind 20 Personen.\r\nGeht Samstag?',
};

async function rowCounts(test: TestDatabase): Promise<number> {
  const tables = await sql<{
    name: string;
  }>`select table_schema || '.' || table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
    test.db.kysely,
  );
  let total = 0;
  for (const { name } of tables.rows) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(name)}`.execute(test.db.kysely);
    total += r.rows[0]?.n ?? 0;
  }
  return total;
}

describe.each(databaseFactories)('POST /api/contact on $kind', (factory) => {
  let test: TestDatabase;
  let mailer: ReturnType<typeof memoryMailer>;
  let api: Api;
  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  beforeEach(() => {
    mailer = memoryMailer();
    api = testApi(test.db, { mailer });
  });
  afterAll(() => test.dispose());

  it('mails the request to the venue inbox with the subject and body rules as documented', async () => {
    const res = await post(api, valid);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: contactMessages.success });
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0];
    expect(mail?.to).toEqual([defaultSettings.venueInbox]);
    expect(mail?.replyTo).toBe('anna@example.org');
    expect(mail?.subject).toBe('Neue Kontaktanfrage: Allgemeine Anfrage');
    expect(mail?.text).toContain('Nicht angegeben');
    expect(mail?.text).toContain('Keine Angabe');
    expect(mail?.text).toContain('Irish Pub');
    expect(mail?.text).toContain('Samstag, 21. November 2026 um 13:00 Uhr');
    // Guest input is escaped, line breaks are kept.
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).toMatch(/Hallo zusammen,<br\/?>wir sind 20 Personen\.<br\/?>Geht Samstag\?/);
  });

  it('puts a given subject into the mail subject', async () => {
    await post(api, { ...valid, subject: 'Geburtstag im Keller' });
    expect(mailer.sent[0]?.subject).toBe('Neue Kontaktanfrage: Geburtstag im Keller');
  });

  it('stores nothing', async () => {
    const before = await rowCounts(test);
    await post(api, valid);
    expect(await rowCounts(test)).toBe(before);
  });

  it('rejects missing fields with German field errors and sends nothing', async () => {
    const res = await post(api, { name: '', email: 'nope', message: '' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe(contactMessages.invalid);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['email', 'message', 'name']);
    expect(body.fieldErrors.name).toBe('Bitte geben Sie Ihren Namen ein.');
    expect(mailer.sent).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but sends nothing', async () => {
    const res = await post(api, { ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(mailer.sent).toHaveLength(0);
  });

  it('answers with the documented send error when the mail provider fails', async () => {
    const failing: Mailer = {
      kind: 'resend',
      async send() {
        throw new MailDeliveryError('Resend: down', 500, undefined);
      },
    };
    const res = await post(testApi(test.db, { mailer: failing }), valid);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: contactMessages.sendFailed });
  });

  it('limits requests per address with a German message', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 5; i++) expect((await post(api, valid, ip)).status).toBe(200);
    const limited = await post(api, valid, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: contactMessages.tooMany });
    expect(mailer.sent).toHaveLength(5);
    expect((await post(api, valid, '203.0.113.78')).status).toBe(200);
  });
});
