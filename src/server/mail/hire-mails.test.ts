import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { instants, parseCalendar } from '../../../tests/helpers/ical';
import { defaultSettings } from '../../domain/settings/settings';
import { composeHireMails, girocodeContentId } from './hire-mails';
import type { MailMessage } from './mailer';
import { composeOutboxMails } from './outbox-mails';

const ctx = {
  mail: { from: 'pub@example.org', venueTo: 'venue@example.org', staffTo: 'chef@example.org' },
  contact: { phone: defaultSettings.guestPhone ?? '', email: defaultSettings.guestEmail ?? '' },
  siteUrl: 'https://www.rappen-irishpub.de',
  queuedAt: new Date('2027-06-01T10:00:00Z'),
  reservationHours: 'Fr-Mo 19:30-00:00',
};
const token = 'c'.repeat(48);
const base = {
  id: '0b7c4e8a-5f0e-4c1a-9d55-000000000042',
  inquiryId: '0b7c4e8a-5f0e-4c1a-9d55-000000000042',
  status: 'neu',
  spaceId: 'irish-ganzer-pub',
  space: 'Irish Pub: ganzer Pub',
  venue: 'irish',
  date: '2027-07-02',
  startTime: '19:00',
  endTime: '01:00',
  guestCount: 40,
  occasion: 'geburtstag',
  packages: ['getraenke-bier'],
  offer: null,
  payment: null,
  customerName: 'Erika <b>Muster</b>',
  email: 'erika@example.org',
  phone: '07121 123456',
  message: 'Mit Buffet, bitte.',
  cancelReason: null,
  token,
};
const offer = {
  items: [
    { label: 'Getränkepaket Bier', quantity: 40, unitPriceCents: 2500, totalCents: 100000 },
    { label: 'Personal', quantity: 1, unitPriceCents: 4000, totalCents: 4000 },
  ],
  totalCents: 104000,
  depositCents: 32000,
  validUntil: '2027-06-15',
};
const payment = {
  accountHolder: 'Irish Pub Reutlingen GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  amountCents: 32000,
  reference: 'Miete 0B7C4E8A',
  dueOn: '2027-06-08',
  receivedOn: null,
};
const link = `https://www.rappen-irishpub.de/mietmoeglichkeiten/anfrage#${token}`;
const bytes = (a: { content: string } | undefined) => Buffer.from(a?.content ?? '', 'base64');

const dir = mkdtempSync(join(tmpdir(), 'hire-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What an outside QR reader (zbarimg) reads from the mail's PNG. */
function zbarDecode(png: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.png`);
  writeFileSync(file, png);
  const out = execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', file], { stdio: ['ignore', 'pipe', 'ignore'] });
  return out.toString('utf8').replace(/\n$/, '');
}

describe('hire mails', () => {
  it('sends the inquiry to the guest with the link, and to the venue with the guest as reply-to', async () => {
    const [guest, venue, ...rest] = await composeOutboxMails('hire-inquiry', base, ctx);
    expect(rest).toEqual([]);
    expect(guest?.to).toEqual(['erika@example.org']);
    expect(guest?.subject).toBe('Ihre Mietanfrage: Irish Pub: ganzer Pub am 02.07.2027');
    expect(guest?.text).toContain(link);
    expect(guest?.text).toContain('Freitag, 2. Juli 2027');
    expect(guest?.text).toContain('40 Personen');
    expect(guest?.html).not.toContain('<b>Muster');
    expect(venue?.subject).toBe('NEUE MIETANFRAGE - Irish Pub: ganzer Pub - 02.07.2027');
    expect(venue?.to).toEqual(['venue@example.org', 'chef@example.org']);
    expect(venue?.replyTo).toBe('erika@example.org');
    expect(venue?.text).toContain('07121 123456');
    expect(venue?.text).toContain('Mit Buffet, bitte.');
    expect(venue?.text).toContain('Getränkepaket Bier und Softdrinks');
    expect(venue?.text).not.toContain(token);
  });

  it('sends a receipt sent again to a corrected address to the guest alone', async () => {
    const mails = await composeOutboxMails('hire-inquiry', { ...base, resent: true }, ctx);
    expect(mails.map((m) => m.to)).toEqual([['erika@example.org']]);
    expect(mails[0]?.text).toContain(link);
  });

  it('lists the offer: lines, total, deposit, last day, and the link', async () => {
    const [mail] = await composeHireMails('hire-offer', { ...base, status: 'angebot', offer }, ctx);
    expect(mail.subject).toBe('Ihr Angebot: Irish Pub: ganzer Pub am 02.07.2027');
    expect(mail.text).toMatch(/40 × 25,00\s€ = 1\.000,00\s€/);
    expect(mail.text).toMatch(/Gesamt:\s*1\.040,00\s€/);
    expect(mail.text).toMatch(/Anzahlung:\s*320,00\s€/);
    expect(mail.text).toContain('15.06.2027');
    expect(mail.text).toContain(link);
    expect(mail.attachments).toBeUndefined();
  });

  it.each([
    ['hire-accepted', 'Ihre Anzahlung: Irish Pub: ganzer Pub am 02.07.2027', 'bis 08.06.2027'],
    ['hire-reminder', 'Erinnerung an die Anzahlung: Irish Pub: ganzer Pub am 02.07.2027', 'fällig am 08.06.2027'],
  ] as const)('%s: the open deposit as text and as a GiroCode a QR reader decodes', async (kind, subject, due) => {
    const [mail] = await composeHireMails(kind, { ...base, status: 'angenommen', offer, payment }, ctx);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(due);
    expect(mail.text).toContain(link);
    for (const value of ['Irish Pub Reutlingen GmbH', 'DE89370400440532013000', 'COBADEFFXXX', 'Miete 0B7C4E8A'])
      expect(mail.text).toContain(value);
    expect(mail.html).toContain(`src="cid:${girocodeContentId}"`);
    expect(mail.html).toContain('alt="GiroCode für die Anzahlung"');
    const [png] = mail.attachments ?? [];
    expect(png).toMatchObject({ filename: 'girocode.png', contentType: 'image/png', contentId: girocodeContentId });
    expect(zbarDecode(bytes(png)).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Irish Pub Reutlingen GmbH',
      'DE89370400440532013000',
      'EUR320.00',
      '',
      '',
      'Miete 0B7C4E8A',
    ]);
  });

  it('confirms with the evening as an .ics in Berlin time that ends after midnight', async () => {
    const confirmed = { ...base, status: 'bestaetigt', offer, payment: { ...payment, receivedOn: '2027-06-05' } };
    const [mail] = await composeHireMails('hire-confirmed', confirmed, ctx);
    expect(mail.subject).toBe('Ihre Feier ist bestätigt: Irish Pub: ganzer Pub am 02.07.2027');
    expect(mail.text).toContain('05.06.2027');
    expect(mail.html).not.toContain('cid:');
    const ics = mail.attachments?.find((a) => a.filename === 'feier.ics');
    expect(ics?.contentType).toContain('method=PUBLISH');
    const { method, events } = parseCalendar(bytes(ics).toString('utf8'));
    expect(method).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    // 19:00 to 01:00 Berlin summer time.
    expect(instants(events[0])).toEqual(['2027-07-02T17:00:00.000Z', '2027-07-02T23:00:00.000Z']);
    expect(events[0]?.summary).toBe('Feier: Irish Pub: ganzer Pub');
    expect(events[0]?.uid).toBe(`hire-${base.inquiryId}@www.rappen-irishpub.de`);
  });

  it.each([
    ['hire-cancelled', 'Ihre Feier ist abgesagt: Irish Pub: ganzer Pub am 02.07.2027', 'Wasserschaden im Keller'],
    ['hire-lapsed', 'Ihr Angebot ist abgelaufen: Irish Pub: ganzer Pub am 02.07.2027', 'wieder frei'],
  ] as const)('%s: says so, with no link and no payment', async (kind, subject, says) => {
    const payload = { ...base, status: 'abgesagt', offer, token: null, cancelReason: 'Wasserschaden im Keller' };
    const [mail]: MailMessage[] = await composeHireMails(kind, payload, ctx);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain(says);
    expect(mail?.text).not.toContain('/mietmoeglichkeiten/anfrage');
    expect(mail?.attachments).toBeUndefined();
  });
});
