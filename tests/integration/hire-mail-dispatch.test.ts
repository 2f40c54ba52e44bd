import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epcPayload } from '../../src/domain/hire/girocode';
import { mailAddresses } from '../../src/server/config';
import { createMailDispatcher } from '../../src/server/mail/dispatcher';
import { composeHireMails } from '../../src/server/mail/hire-mails';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer';
import { asRole } from '../../src/server/request-db';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { askToHire, clearHires, guestCalls, hireOwner, offer, setUpHire } from '../helpers/hire';

const silent = { info() {}, warn() {}, error() {} };

/** What an outside QR reader (zbarimg) reads from a PNG. */
function zbarDecode(png: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'hire-dispatch-'));
  try {
    writeFileSync(join(dir, 'code.png'), png);
    const out = execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', join(dir, 'code.png')], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.toString('utf8').replace(/\n$/, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A mailer that keeps each mail with the idempotency key it was sent under. */
function keyedMailer(): Mailer & { sent: { key: string | undefined; message: MailMessage }[] } {
  const sent: { key: string | undefined; message: MailMessage }[] = [];
  return {
    kind: 'sink',
    sent,
    async send(message, options = {}) {
      sent.push({ key: options.idempotencyKey, message });
      return { id: `mail-${sent.length}` };
    },
  };
}

describe.each(databaseFactories)('hire mails from the outbox (docs/mails.md#hire-mails) on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(factory);
    await setUpHire(test.db);
    await pinDatabaseClock(test.db, testNow);
    await clearHires(test.db);
  });
  afterAll(() => test.dispose());

  const dispatch = async () => {
    const mailer = keyedMailer();
    const dispatcher = createMailDispatcher({
      db: test.db,
      mailer,
      mail: mailAddresses({ MAIL_VENUE_TO: 'venue@example.org' }),
      siteUrl: 'http://localhost:4321',
      now: () => new Date(),
      log: silent,
    });
    const result = await dispatcher.dispatchDue();
    return { result, sent: mailer.sent };
  };

  it('composes what the database queues: the inquiry to guest and venue, the offer, the deposit, the confirmation', async () => {
    const asked = await askToHire(test.db, { email: 'feier@example.org' });
    const first = await dispatch();
    expect(first.result).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [guest, venue] = first.sent;
    expect(guest?.message.to).toEqual(['feier@example.org']);
    expect(guest?.message.text).toContain(`/mietmoeglichkeiten/anfrage#${asked.token}`);
    expect(venue?.message.subject).toBe('NEUE MIETANFRAGE - Irish Pub: ganzer Pub - 11.12.2026');
    // The venue's copy has a key of its own, so a retry after a partial failure sends neither twice.
    expect(guest?.key).not.toBe(venue?.key);
    expect(venue?.key).toBe(`${guest?.key}-1`);

    await offer(test.db, asked.id);
    const offered = await dispatch();
    expect(offered.sent.map((s) => s.message.subject)).toEqual(['Ihr Angebot: Irish Pub: ganzer Pub am 11.12.2026']);
    const link = offered.sent[0]?.message.text.match(/#([0-9a-f]{48})/)?.[1] ?? '';
    const accepted = await guestCalls(test.db, 'accept', link);
    expect(accepted).toMatchObject({ status: 'angenommen' });
    // Accepting again (a second click, a retried request) queues nothing more.
    expect(await guestCalls(test.db, 'accept', link)).toMatchObject({ status: 'angenommen' });
    const { rows: queued } = await sql<{ n: number }>`
      select count(*)::int as n from public.mail_outbox
      where kind = 'hire-accepted' and hire_inquiry_id = ${asked.id}::uuid`.execute(test.db.kysely);
    expect(queued[0]?.n).toBe(1);
    // The accepted mail: the bank details as text, and the GiroCode a QR reader decodes to the EPC text.
    const deposit = await dispatch();
    expect(deposit.sent.map((s) => s.message.subject)).toEqual(['Ihre Anzahlung: Irish Pub: ganzer Pub am 11.12.2026']);
    const mail = deposit.sent[0]?.message;
    expect(mail?.text).toContain('DE89370400440532013000');
    expect(mail?.text).toMatch(/\/mietmoeglichkeiten\/anfrage#[0-9a-f]{48}/);
    const [png] = mail?.attachments ?? [];
    expect(png?.contentType).toBe('image/png');
    const paid = (
      accepted as {
        payment: { accountHolder: string; iban: string; bic: string | null; amountCents: number; reference: string };
      }
    ).payment;
    expect(zbarDecode(Buffer.from(png?.content ?? '', 'base64'))).toBe(
      epcPayload({
        name: paid.accountHolder,
        iban: paid.iban,
        amountCents: paid.amountCents,
        remittance: paid.reference,
        ...(paid.bic && { bic: paid.bic }),
      }),
    );

    // A bounce of this mail shows in the owner's list: it is the guest's last hire mail.
    await sql`insert into public.mail_delivery_events (svix_id, outbox_id, type, occurred_at)
      select 'msg-accepted', id, 'bounced', now() from public.mail_outbox
      where kind = 'hire-accepted' and hire_inquiry_id = ${asked.id}::uuid`.execute(test.db.kysely);
    const problem = await asRole(test.db, hireOwner, (tx) =>
      sql<{ p: string | null }>`select public.mail_problem(null, null, ${asked.id}::uuid) as p`.execute(tx),
    );
    expect(problem.rows[0]?.p).toBe('bounced');

    // The reminder's payload as the clock's job writes it: bank details and the GiroCode.
    const { rows } = await sql<{ payload: unknown }>`
      select private.hire_mail_data(i, ${'d'.repeat(48)}) as payload from public.hire_inquiries i
      where id = ${asked.id}::uuid`.execute(test.db.kysely);
    const [reminder] = await composeHireMails('hire-reminder', rows[0]?.payload, {
      mail: { from: 'pub@example.org', venueTo: 'venue@example.org' },
      contact: { phone: '07121 1', email: 'a@example.org' },
      siteUrl: 'http://localhost:4321',
      queuedAt: new Date(),
    });
    expect(reminder.text).toContain('DE89370400440532013000');
    expect(reminder.attachments?.map((a) => a.contentType)).toEqual(['image/png']);

    await asRole(test.db, hireOwner, (tx) =>
      sql`select public.staff_hire_deposit(${asked.id}::uuid, 39000, '2026-11-21'::date)`.execute(tx),
    );
    const confirmed = await dispatch();
    expect(confirmed.sent.map((s) => s.message.subject)).toEqual([
      'Ihre Feier ist bestätigt: Irish Pub: ganzer Pub am 11.12.2026',
    ]);
    expect(confirmed.sent[0]?.message.attachments?.map((a) => a.filename)).toEqual(['feier.ics']);
  });
});
