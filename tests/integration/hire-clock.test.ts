import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runHourlyJobs } from '../../src/server/jobs/hourly';
import { runMinuteJobs } from '../../src/server/jobs/minute';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { askToHire, clearHires, guestCalls, hireFriday, hireMail, offer, setUpHire } from '../helpers/hire';

describe.each(databaseFactories)('a hire by the clock (docs/hire.md#by-the-clock) on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(factory);
    await setUpHire(test.db);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await pinDatabaseClock(test.db, testNow);
    await clearHires(test.db);
  });

  const row = async (id: string) =>
    (
      await sql<Record<string, unknown>>`
        select status, deposit_reminded_at, customer_name, customer_email, customer_phone, message, manage_token_hash,
               anonymized_at, offer_total_cents, deposit_cents, deposit_received_cents, guest_count
        from public.hire_inquiries where id = ${id}::uuid`.execute(test.db.kysely)
    ).rows[0];
  const mails = async (kind: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from public.mail_outbox where kind = ${kind}`.execute(
        test.db.kysely,
      )
    ).rows[0]?.n;
  /** Two job runners at the same instant, as two processes (or the Node server and pg_cron) would be. */
  const twoRunners = (at: Date) => Promise.all([runMinuteJobs(test.db, at), runMinuteJobs(test.db, at)]);

  it('lapses an offer after its last day, once, with two runners, and frees the evening', async () => {
    const asked = await askToHire(test.db);
    await offer(test.db, asked.id); // valid until 2026-11-28
    await twoRunners(new Date('2026-11-28T22:59:00Z')); // 23:59 on its last day in Berlin
    expect((await row(asked.id))?.status).toBe('angebot');
    await twoRunners(new Date('2026-11-28T23:00:00Z'));
    await twoRunners(new Date('2026-11-28T23:01:00Z'));
    expect((await row(asked.id))?.status).toBe('abgelaufen');
    expect(await mails('hire-lapsed')).toBe(1);
    expect(await hireMail(test.db, 'hire-lapsed', asked.id)).toMatchObject({ status: 'abgelaufen', token: null });
    expect(await askToHire(test.db, { space: 'irish-oben', guestCount: 12 })).toMatchObject({ status: 'neu' });
  });

  it('reminds an overdue deposit once, with two runners, after the settings’ days', async () => {
    const asked = await askToHire(test.db);
    await offer(test.db, asked.id);
    await guestCalls(test.db, 'accept', asked.token); // 2026-11-21, due 2026-11-28
    await twoRunners(new Date('2026-11-28T22:59:00Z'));
    expect((await row(asked.id))?.deposit_reminded_at).toBeNull();
    await twoRunners(new Date('2026-11-28T23:00:00Z'));
    await twoRunners(new Date('2026-11-29T09:00:00Z'));
    expect((await row(asked.id))?.deposit_reminded_at).toEqual(new Date('2026-11-28T23:00:00Z'));
    expect(await mails('hire-reminder')).toBe(1);
    const reminder = await hireMail(test.db, 'hire-reminder', asked.id);
    expect(reminder).toMatchObject({ status: 'angenommen', payment: { amountCents: 39000, dueOn: '2026-11-28' } });
    expect(await guestCalls(test.db, 'inquiry_by_link', reminder?.token as string)).toMatchObject({
      status: 'angenommen',
    });
    // Still held: the owner decides.
    expect((await row(asked.id))?.status).toBe('angenommen');
  });

  it('clears the personal data 30 days after the evening and keeps the amounts', async () => {
    const asked = await askToHire(test.db, { message: 'Mit Buffet' });
    await offer(test.db, asked.id);
    const offerToken = (await hireMail(test.db, 'hire-offer', asked.id))?.token as string;
    await guestCalls(test.db, 'accept', asked.token);
    const evening = new Date(`${hireFriday}T12:00:00Z`);
    const day = 24 * 3600_000;
    const before = await runHourlyJobs(test.db, new Date(evening.getTime() + 30 * day));
    expect(before.find((r) => r.job === 'hire inquiries')).toEqual({
      job: 'hire inquiries',
      deleted: 0,
      failure: null,
    });
    expect((await row(asked.id))?.customer_name).not.toBeNull();
    // 2027-01-11 00:00 in Berlin: the end of the 30th day after the evening.
    const after = await runHourlyJobs(test.db, new Date('2027-01-10T23:00:00Z'));
    expect(after.find((r) => r.job === 'hire inquiries')).toEqual({ job: 'hire inquiries', deleted: 1, failure: null });
    expect(await row(asked.id)).toEqual({
      status: 'angenommen',
      deposit_reminded_at: null,
      customer_name: null,
      customer_email: null,
      customer_phone: null,
      message: null,
      manage_token_hash: null,
      anonymized_at: new Date('2027-01-10T23:00:00Z'),
      offer_total_cents: 130000,
      deposit_cents: 39000,
      deposit_received_cents: null,
      guest_count: 40,
    });
    expect(await guestCalls(test.db, 'inquiry_by_link', asked.token)).toBeNull();
    expect(await guestCalls(test.db, 'inquiry_by_link', offerToken)).toBeNull();
    const { rows } = await sql<{ n: number }>`
      select (select count(*) from public.mail_outbox)::int + (select count(*) from public.hire_links)::int as n`.execute(
      test.db.kysely,
    );
    expect(rows[0]?.n).toBe(0);
    const again = await runHourlyJobs(test.db, new Date('2027-01-11T00:00:00Z'));
    expect(again.find((r) => r.job === 'hire inquiries')?.deleted).toBe(0);
  });
});
