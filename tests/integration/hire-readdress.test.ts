import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseFactories } from '../helpers/databases';
import { askToHire, clearHires, guestCalls, offer, setUpHire } from '../helpers/hire';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { useTestApi } from '../helpers/test-api';

const corrected = 'erika@example.org';
const mailed = 'Adresse korrigiert. Die E-Mail wurde an die neue Adresse gesendet.';

/**
 * Staff correct a hire guest's bounced address (docs/mails.md#corrected-address): the old links open
 * nothing, the mail of the inquiry's state goes again to the new address with the one link that
 * works, nothing waits for the old address, the bounce is gone, and the log names the step.
 */
describe.each(databaseFactories)('a hire’s corrected address on $kind', (factory) => {
  const t = useTestApi(factory);
  let cookie = '';
  const db = () => t.test.db.kysely;
  beforeAll(async () => {
    await setUpHire(t.test.db);
    const account = { email: 'service-hire@example.org', username: 'service-hire', password: 'richtig-geheim-1' };
    await createStaffAccount(t.test.db, { ...account, role: 'staff' });
    cookie = await signIn(t.api, account.username, account.password);
  });
  beforeEach(() => clearHires(t.test.db));

  const correct = (id: string, email: string) =>
    t.api.request(`/api/admin/hire/${id}/email`, {
      method: 'POST',
      headers: staffHeaders(cookie),
      body: JSON.stringify({ email }),
    });
  /** Every queued mail went out, and Resend reported the last one bounced. */
  const bounced = async () => {
    await sql`update public.mail_outbox set status = 'sent', payload = null, sent_at = now(), provider_message_id = 're-' || id`.execute(
      db(),
    );
    await sql`insert into public.mail_delivery_events (svix_id, outbox_id, type, occurred_at)
      select 'msg-' || id, id, 'bounced', now() from public.mail_outbox on conflict do nothing`.execute(db());
  };
  const pending = async () =>
    (
      await sql<{ kind: string; email: string; token: string; resent: boolean | null }>`
        select kind, payload ->> 'email' as email, payload ->> 'token' as token, (payload ->> 'resent')::boolean as resent
        from public.mail_outbox where status = 'pending' order by created_at`.execute(db())
    ).rows;

  it('sends the receipt again to the guest alone, voids the first link and clears the bounce', async () => {
    const asked = await askToHire(t.test.db);
    await bounced();
    const res = await correct(asked.id, corrected);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({
      message: mailed,
      inquiry: { id: asked.id, customerEmail: corrected, mailProblem: null, status: 'neu' },
    });
    const [again, ...more] = await pending();
    expect(more).toEqual([]);
    expect(again).toMatchObject({ kind: 'hire-inquiry', email: corrected, resent: true });
    expect(await guestCalls(t.test.db, 'inquiry_by_link', asked.token)).toBeNull();
    expect(await guestCalls(t.test.db, 'inquiry_by_link', again?.token ?? '')).toMatchObject({ id: asked.id });
    const log = await sql<{ action: string; fields: string[] }>`
      select action, fields from public.staff_audit_log where target_id = ${asked.id}`.execute(db());
    expect(log.rows).toContainEqual({ action: 'hire.readdressed', fields: ['customer_email'] });
  });

  it('takes back a receipt still waiting and sends the new one to the venue too', async () => {
    const asked = await askToHire(t.test.db, { email: 'erika@exmaple.org' });
    expect((await correct(asked.id, corrected)).status).toBe(200);
    expect(await pending()).toEqual([
      expect.objectContaining({ kind: 'hire-inquiry', email: corrected, resent: false }),
    ]);
  });

  it('sends an accepted hire’s bank details again; every earlier link is dead', async () => {
    const asked = await askToHire(t.test.db);
    await bounced();
    await offer(t.test.db, asked.id);
    const [offerMail] = await pending();
    await guestCalls(t.test.db, 'accept', offerMail?.token ?? '');
    // The bank details' mail is still waiting for the old address: it is taken back.
    expect((await pending()).map((m) => m.kind)).toEqual(['hire-offer', 'hire-accepted']);
    expect((await correct(asked.id, corrected)).status).toBe(200);
    const mails = await pending();
    expect(mails).toEqual([expect.objectContaining({ kind: 'hire-accepted', email: corrected, resent: true })]);
    for (const old of [asked.token, offerMail?.token ?? '']) {
      expect(await guestCalls(t.test.db, 'inquiry_by_link', old)).toBeNull();
    }
    expect(await guestCalls(t.test.db, 'inquiry_by_link', mails[0]?.token ?? '')).toMatchObject({
      status: 'angenommen',
    });
  });

  it('has no mail for a cancelled hire; refuses a bad, unchanged or unknown address and changes nothing', async () => {
    const asked = await askToHire(t.test.db, { email: 'erika@exmaple.org' });
    await bounced();
    const bad = await correct(asked.id, 'erika@');
    expect(bad.status).toBe(422);
    expect((await bad.json()).fieldErrors).toEqual({ email: 'Ungültige E-Mail-Adresse' });
    const same = await correct(asked.id, 'Erika@Exmaple.org');
    expect(same.status).toBe(422);
    expect((await same.json()).fieldErrors).toEqual({
      email: 'Das ist die bisherige Adresse. Bitte geben Sie die richtige ein.',
    });
    expect((await correct('00000000-0000-4000-8000-000000000000', corrected)).status).toBe(404);
    expect(await guestCalls(t.test.db, 'inquiry_by_link', asked.token)).toMatchObject({ id: asked.id });
    expect(await pending()).toEqual([]);

    // Withdrawn by the guest through the link: the guest knows, nothing to send.
    await sql`update public.hire_inquiries set status = 'abgesagt', cancelled_by = 'guest'`.execute(db());
    const res = await correct(asked.id, corrected);
    expect(await res.json()).toMatchObject({ message: 'Adresse korrigiert.', inquiry: { customerEmail: corrected } });
    expect(await pending()).toEqual([]);
    expect(await guestCalls(t.test.db, 'inquiry_by_link', asked.token)).toBeNull();
    const signedOut = await t.api.request(`/api/admin/hire/${asked.id}/email`, {
      method: 'POST',
      headers: staffHeaders(),
      body: JSON.stringify({ email: 'erika@example.com' }),
    });
    expect(signedOut.status).toBe(401);
  });

  it('sends the owner’s cancellation again without a link; a given-up mail keeps no content', async () => {
    const asked = await askToHire(t.test.db, { email: 'erika@exmaple.org' });
    await offer(t.test.db, asked.id);
    await sql`update public.hire_inquiries set status = 'abgesagt', cancelled_by = 'owner', cancel_reason = 'Wasserschaden'`.execute(
      db(),
    );
    // The offer was given up after its retries: 'Erneut senden' must not send it to the old address.
    await sql`update public.mail_outbox set status = 'failed', attempts = 12 where kind = 'hire-offer'`.execute(db());
    await sql`update public.mail_outbox set status = 'sent', payload = null, sent_at = now() where status = 'pending'`.execute(
      db(),
    );
    const res = await correct(asked.id, corrected);
    expect(await res.json()).toMatchObject({ message: mailed });
    expect(await pending()).toEqual([
      expect.objectContaining({ kind: 'hire-cancelled', email: corrected, token: null }),
    ]);
    const given = await sql<{
      payload: unknown;
    }>`select payload from public.mail_outbox where status = 'failed'`.execute(db());
    expect(given.rows).toEqual([{ payload: null }]);
  });
});
