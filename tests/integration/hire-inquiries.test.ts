import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonb } from '../../src/server/db/jsonb';
import { dbErrorInfo } from '../../src/server/db/refusals';
import { anonymous, asRole } from '../../src/server/request-db';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import {
  askToHire,
  clearHires,
  guestCalls,
  hireFriday,
  hireMail,
  hireOwner,
  hireService,
  offer,
  setUpHire,
} from '../helpers/hire';

/** The refusal a call raised: SQLSTATE, message (the key) and detail. */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'no refusal',
    (e) => {
      const { code, message, detail } = dbErrorInfo(e);
      return [code, message, detail].filter(Boolean).join(' ');
    },
  );

describe.each(databaseFactories)('hire inquiries (docs/hire.md) on $kind', (factory) => {
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

  const calendar = async (space: string, month = '2026-12-01') => {
    const { rows } = await asRole(test.db, anonymous, (tx) =>
      sql<{ v: { days: { date: string; state: string }[] } | null }>`
        select public.hire_calendar(${space}, ${month}::date) as v`.execute(tx),
    );
    const days = rows[0]?.v?.days;
    return days && Object.fromEntries(days.map((d) => [d.date, d.state]));
  };
  const holds = async () =>
    (
      await sql<{
        hold: string;
      }>`select date::text || ' ' || hold_key as hold from public.hire_holds order by 1`.execute(test.db.kysely)
    ).rows.map((r) => r.hold);
  it('shows a month per space: past, weekdays, quiz nights and closed days cannot be hired', async () => {
    const whole = await calendar('irish-ganzer-pub', '2026-11-15');
    expect(Object.keys(whole ?? {})).toHaveLength(30);
    expect(whole?.['2026-11-21']).toBe('nicht-buchbar'); // today
    expect(whole?.['2026-11-25']).toBe('nicht-buchbar'); // Wednesday, the Ruhetag
    expect(whole?.['2026-11-24']).toBe('nicht-buchbar'); // Tuesday, the quiz night
    expect(whole?.['2026-11-26']).toBe('nicht-buchbar'); // Thursday, the karaoke night
    expect(whole?.['2026-11-27']).toBe('frei');
    expect((await calendar('irish-oben', '2026-11-01'))?.['2026-11-24']).toBe('frei');
    expect((await calendar('irish-oben', '2026-11-01'))?.['2026-11-26']).toBe('frei');
    await sql`insert into public.schedule_exceptions (date, reason) values ('2026-11-27', 'Betriebsferien')`.execute(
      test.db.kysely,
    );
    expect((await calendar('irish-oben', '2026-11-01'))?.['2026-11-27']).toBe('nicht-buchbar');
    expect((await calendar('rappen-gaststube-keller', '2026-11-01'))?.['2026-11-27']).toBe('frei');
    expect((await calendar('rappen-gaststube-keller', '2026-11-01'))?.['2026-11-23']).toBe('nicht-buchbar');
    expect(await calendar('irish-keller')).toBeUndefined();
    const { rows } = await asRole(test.db, anonymous, (tx) =>
      sql<{ v: { days: object[] } }>`select public.hire_calendar('irish-oben', '2026-12-01') as v`.execute(tx),
    );
    // Nothing but the date and its state: no guest's data.
    expect(new Set(rows[0]?.v.days.map((d) => Object.keys(d).sort().join(',')))).toEqual(new Set(['date,state']));
  });

  it('takes an inquiry, queues its mail with the link, and shows it as asked for overlapping spaces', async () => {
    const asked = await askToHire(test.db, { message: 'Mit DJ' });
    expect(asked).toMatchObject({ status: 'neu' });
    expect(asked.token).toMatch(/^[0-9a-f]{48}$/);
    const mail = await hireMail(test.db, 'hire-inquiry', asked.id);
    expect(mail).toMatchObject({
      token: asked.token,
      space: 'Irish Pub: ganzer Pub',
      date: hireFriday,
      message: 'Mit DJ',
    });
    expect((await calendar('irish-ganzer-pub'))?.[hireFriday]).toBe('angefragt');
    expect((await calendar('irish-oben'))?.[hireFriday]).toBe('angefragt');
    expect((await calendar('rappen-gaststube-keller'))?.[hireFriday]).toBe('frei');
    const view = await guestCalls(test.db, 'inquiry_by_link', asked.token);
    expect(view).toMatchObject({ status: 'neu', space: 'Irish Pub: ganzer Pub', startTime: '19:00', endTime: '01:00' });
    expect(view).not.toHaveProperty('customerName');
    expect(view?.offer).toBeNull();
    expect(view?.payment).toBeNull();
    expect(await guestCalls(test.db, 'inquiry_by_link', 'f'.repeat(48))).toBeNull();
  });

  it('refuses an inquiry the space or the date does not allow, with the key the API maps', async () => {
    await sql`insert into public.schedule_exceptions (date, reason) values ('2026-12-18', 'Betriebsferien')`.execute(
      test.db.kysely,
    );
    expect(await refusal(askToHire(test.db, { guestCount: 61 }))).toBe('22023 too-many-guests 60');
    expect(await refusal(askToHire(test.db, { guestCount: 19 }))).toBe('22023 too-few-guests 20');
    expect(await refusal(askToHire(test.db, { space: 'irish-keller' }))).toBe('22023 space-unknown');
    expect(await refusal(askToHire(test.db, { packages: ['feuerwerk'] }))).toBe('22023 package-unknown');
    expect(await refusal(askToHire(test.db, { date: '2026-12-09' }))).toBe('22023 weekday');
    expect(await refusal(askToHire(test.db, { date: '2026-11-21', space: 'rappen-gaststube-keller' }))).toBe(
      '22023 too-early',
    );
    expect(await refusal(askToHire(test.db, { date: '2027-11-26' }))).toBe('22023 beyond-horizon 365');
    expect(await refusal(askToHire(test.db, { date: '2026-12-08' }))).toBe('22023 event-night');
    // Thursday: the karaoke night the week keeps from table bookings; a dated exception opening a
    // Thursday for bookings opens it for the whole pub's hire too.
    expect(await refusal(askToHire(test.db, { date: '2026-12-10' }))).toBe('22023 event-night');
    await sql`insert into public.schedule_exceptions (date, bookable) values ('2026-12-17', true)`.execute(
      test.db.kysely,
    );
    expect(await askToHire(test.db, { date: '2026-12-17' })).toMatchObject({ status: 'neu' });
    expect(await refusal(askToHire(test.db, { date: '2026-12-18' }))).toBe('22023 closed-day');
    expect(await refusal(askToHire(test.db, { email: 'kein-at-zeichen' }))).toMatch(/^23514/);
    expect(await refusal(askToHire(test.db, { name: 'Zeile\nUmbruch' }))).toMatch(/^23514/);
    expect(await refusal(askToHire(test.db, { occasion: 'party' }))).toMatch(/^23514/);
    expect(await askToHire(test.db, { date: '2026-12-08', space: 'irish-oben', guestCount: 12 })).toMatchObject({
      status: 'neu',
    });
  });

  it('gives anon no inquiry, hold or link, and staff only to read', async () => {
    await askToHire(test.db);
    for (const table of ['hire_inquiries', 'hire_holds', 'hire_links']) {
      await expect(
        asRole(test.db, anonymous, (tx) => sql`select * from ${sql.table(`public.${table}`)}`.execute(tx)),
      ).rejects.toThrow(/permission denied/);
    }
    const read = await asRole(test.db, hireService, (tx) => sql`select * from public.hire_inquiries`.execute(tx));
    expect(read.rows).toHaveLength(1);
    await expect(
      asRole(test.db, hireOwner, (tx) => sql`update public.hire_inquiries set status = 'bestaetigt'`.execute(tx)),
    ).rejects.toThrow(/permission denied/);
  });

  it('walks an inquiry from the offer to the confirmed evening, logging the owner’s steps', async () => {
    const asked = await askToHire(test.db);
    await expect(offer(test.db, asked.id, hireService)).rejects.toThrow(/only the owner/);
    expect(await offer(test.db, asked.id)).toMatchObject({ status: 'angebot', totalCents: 130000 });
    const offerMail = await hireMail(test.db, 'hire-offer', asked.id);
    const offerToken = offerMail?.token as string;
    expect(offerToken).toMatch(/^[0-9a-f]{48}$/);
    expect(offerToken).not.toBe(asked.token);
    // Both links open the inquiry.
    const seen = await guestCalls(test.db, 'inquiry_by_link', asked.token);
    expect(seen?.offer).toEqual({
      items: [
        { label: 'Raummiete', quantity: 1, unitPriceCents: 30000, totalCents: 30000 },
        { label: 'Bierpaket', quantity: 40, unitPriceCents: 2500, totalCents: 100000 },
      ],
      totalCents: 130000,
      depositCents: 39000,
      validUntil: '2026-11-28',
    });
    const accepted = await guestCalls(test.db, 'accept', offerToken);
    expect(accepted).toMatchObject({
      status: 'angenommen',
      payment: {
        accountHolder: 'Irish Pub Reutlingen',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        amountCents: 39000,
        reference: `Miete ${asked.id.slice(0, 8).toUpperCase()}`,
        dueOn: '2026-11-28',
        receivedOn: null,
      },
    });
    expect(await guestCalls(test.db, 'accept', asked.token)).toMatchObject({ status: 'angenommen' });
    expect(await holds()).toEqual([`${hireFriday} area:oben`, `${hireFriday} area:unten`]);
    expect((await calendar('irish-oben'))?.[hireFriday]).toBe('belegt');
    expect(await refusal(askToHire(test.db, { space: 'irish-oben', guestCount: 20 }))).toBe('22023 taken');
    expect(await refusal(guestCalls(test.db, 'decline', asked.token))).toBe('22023 not-offered angenommen');

    const deposit = (who = hireOwner, on = '2026-11-21') =>
      asRole(test.db, who, (tx) =>
        sql<{
          v: { status: string };
        }>`select public.staff_hire_deposit(${asked.id}::uuid, 39000, ${on}::date) as v`.execute(tx),
      ).then((r) => r.rows[0]?.v);
    await expect(deposit(hireService)).rejects.toThrow(/only the owner/);
    expect(await refusal(deposit(hireOwner, '2026-11-22'))).toBe('22023 received-on');
    expect(await deposit()).toMatchObject({ status: 'bestaetigt' });
    expect(await hireMail(test.db, 'hire-confirmed', asked.id)).toMatchObject({ status: 'bestaetigt' });
    expect(await refusal(guestCalls(test.db, 'withdraw', asked.token))).toBe('22023 deposit-received');
    expect(await holds()).toHaveLength(2);

    const log = await sql<{ action: string; fields: string[] }>`
      select action, fields from public.staff_audit_log where target_type = 'hire' order by id`.execute(test.db.kysely);
    expect(log.rows).toEqual([
      {
        action: 'hire.changed',
        fields: ['deposit_cents', 'offer_items', 'offer_sent_at', 'offer_total_cents', 'offer_valid_until', 'status'],
      },
      { action: 'hire.changed', fields: ['deposit_received_cents', 'deposit_received_on', 'status'] },
    ]);

    const cancel = (reason: string) =>
      asRole(test.db, hireOwner, (tx) =>
        sql<{ v: { status: string } }>`select public.staff_hire_cancel(${asked.id}::uuid, ${reason}) as v`.execute(tx),
      ).then((r) => r.rows[0]?.v);
    expect(await refusal(cancel(' '))).toBe('22023 reason');
    expect(await cancel('Wasserschaden im Keller')).toMatchObject({ status: 'abgesagt' });
    expect(await hireMail(test.db, 'hire-cancelled', asked.id)).toMatchObject({
      cancelReason: 'Wasserschaden im Keller',
      token: null,
    });
    expect(await holds()).toEqual([]);
    expect((await calendar('irish-oben'))?.[hireFriday]).toBe('frei');
  });

  it('refuses an offer the owner cannot make and a guest answer that does not fit', async () => {
    const asked = await askToHire(test.db);
    const call = (items: unknown, deposit: number, until: string) =>
      asRole(test.db, hireOwner, (tx) =>
        sql`select public.staff_hire_offer(${asked.id}::uuid, ${jsonb(items)}, ${deposit}, ${until}::date)`.execute(tx),
      );
    const line = { label: 'Raummiete', quantity: 1, unitPriceCents: 30000 };
    expect(await refusal(call([], 0, '2026-11-28'))).toBe('22023 offer-items');
    expect(await refusal(call({ line }, 0, '2026-11-28'))).toBe('22023 offer-items');
    expect(await refusal(call([{ ...line, quantity: 0 }], 0, '2026-11-28'))).toBe('22023 offer-items');
    expect(await refusal(call([{ ...line, quantity: 1.5 }], 0, '2026-11-28'))).toBe('22023 offer-items');
    expect(await refusal(call([{ ...line, label: 'a\u0007b' }], 0, '2026-11-28'))).toBe('22023 offer-items');
    expect(await refusal(call([line], 30001, '2026-11-28'))).toBe('22023 deposit 30000');
    expect(await refusal(call([line], 0, '2026-11-20'))).toBe('22023 valid-until');
    expect(await refusal(call([line], 0, '2026-12-12'))).toBe('22023 valid-until');
    await expect(
      asRole(test.db, hireOwner, (tx) =>
        sql`select public.staff_hire_offer(${'00000000-0000-4000-8000-000000000000'}::uuid, ${jsonb([])}, 0, '2026-11-28')`.execute(
          tx,
        ),
      ),
    ).rejects.toMatchObject({ code: 'P0002' });
    await sql`update public.business_settings set hire_iban = null`.execute(test.db.kysely);
    expect(await refusal(call([line], 100, '2026-11-28'))).toBe('22023 no-bank-account');
    await setUpHire(test.db);

    expect(await refusal(guestCalls(test.db, 'accept', asked.token))).toBe('22023 not-offered neu');
    await offer(test.db, asked.id);
    await pinDatabaseClock(test.db, new Date('2026-11-28T23:30:00Z')); // 29th in Berlin
    expect(await refusal(guestCalls(test.db, 'accept', asked.token))).toBe('22023 offer-lapsed');
    await pinDatabaseClock(test.db, testNow);
    expect(await guestCalls(test.db, 'decline', asked.token)).toMatchObject({ status: 'abgelehnt' });
    expect(await guestCalls(test.db, 'decline', asked.token)).toMatchObject({ status: 'abgelehnt' });
    expect(await refusal(guestCalls(test.db, 'withdraw', asked.token))).toBe('22023 closed abgelehnt');
    expect(await refusal(offer(test.db, asked.id))).toBe('22023 wrong-status abgelehnt');

    const other = await askToHire(test.db);
    expect(await guestCalls(test.db, 'withdraw', other.token)).toMatchObject({ status: 'abgesagt' });
    expect(await guestCalls(test.db, 'withdraw', other.token)).toMatchObject({ status: 'abgesagt' });
    expect(await guestCalls(test.db, 'accept', 'f'.repeat(48))).toBeNull();
  });

  it('holds an evening once however many guests accept overlapping spaces at once', async () => {
    const offered: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const space = i % 2 ? 'irish-oben' : 'irish-ganzer-pub';
      const asked = await askToHire(test.db, { space, guestCount: 25 });
      await offer(test.db, asked.id);
      offered.push((await hireMail(test.db, 'hire-offer', asked.id))?.token as string);
    }
    const outcomes = await Promise.all(
      offered.map((token) =>
        guestCalls(test.db, 'accept', token).then(
          (v) => v?.status as string,
          (e) => dbErrorInfo(e).message,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'angenommen')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(19);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from public.hire_inquiries where status = 'angenommen'`.execute(test.db.kysely);
    expect(rows[0]?.n).toBe(1);
    const held = await holds();
    expect(held.length === 1 || held.length === 2).toBe(true);
    expect(
      new Set(
        (
          await sql<{ id: string }>`select distinct inquiry_id as id from public.hire_holds`.execute(test.db.kysely)
        ).rows.map((r) => r.id),
      ).size,
    ).toBe(1);
  });
});
