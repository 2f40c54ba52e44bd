import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, asRole, type RequestRole } from '../../src/server/request-db';
import { bookAsGuest } from '../helpers/bookings';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount } from '../helpers/staff';

/**
 * Every table of the project's schemas, read from the catalogue: a new table is in the matrix
 * before anyone writes a line for it, and fails it until the set-up gives it a row.
 */
async function everyTable(test: TestDatabase): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select n.nspname || '.' || c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') order by 1`.execute(test.db.kysely);
  return rows.map((r) => r.name);
}

/** What a request without a staff role may read, and why; every other table it can neither read nor change. */
const readableByAnyone: Record<string, string> = {
  'public.table_plans': 'the deployed plan, which the booking page draws',
  'public.hire_package_prices': 'the prices of the hire packages, which the hire form estimates with',
};

const outsiders: [string, RequestRole][] = [
  ['anon', anonymous],
  ['authenticated without claims', { role: 'authenticated', claims: {} }],
  ['authenticated without a staff role', { role: 'authenticated', claims: { sub: 'x', email: 'gast@example.org' } }],
  ['authenticated with an unknown role', { role: 'authenticated', claims: { sub: 'x', staff_role: 'guest' } }],
];

const claimsOf = (staffRole: string): RequestRole => ({
  role: 'authenticated',
  claims: { sub: '1', email: 'chef@irishpub-reutlingen.de', staff_role: staffRole, session: '1' },
});
/** The three roles (docs/roles.md#roles): the evening's staff, the owner, the content's editor. */
const staff = claimsOf('staff');
const owner = claimsOf('admin');
const editor = claimsOf('editor');

describe.each(databaseFactories)('staff data row-level security on $kind', (factory) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createMigrated(factory);
    const staffId = await createStaffAccount(test.db);
    const at = new Date('2026-11-21T18:00:00Z');
    await test.db.kysely
      .insertInto('staff_sessions')
      .values({
        token_hash: 'a'.repeat(64),
        staff_id: staffId,
        created_at: at,
        expires_at: new Date(at.getTime() + 1),
        last_seen_at: at,
      })
      .execute();
    await sql`insert into private.request_counts (bucket, subject, window_start) values ('sign-in-account', 'x', ${at})`.execute(
      test.db.kysely,
    );
    await sql`insert into private.spent_proofs (nonce, expires_at) values ('n0nce-123', ${at})`.execute(test.db.kysely);
    await test.db.kysely.insertInto('order_items').values({ text: 'Guinness' }).execute();
    // A guest's booking also fills the mail outbox.
    await bookAsGuest(test.db, { date: '2026-11-27', startTime: '20:00', tableId: 5, guestCount: 4 });
    await test.db.kysely
      .insertInto('schedule_exceptions')
      .values({ date: '2026-12-24', reason: 'Weihnachten' })
      .execute();
    await test.db.kysely
      .insertInto('staff_account_links')
      .values({
        token_hash: 'b'.repeat(64),
        staff_id: staffId,
        purpose: 'reset',
        created_at: at,
        expires_at: new Date(at.getTime() + 1),
      })
      .execute();
    await test.db.kysely
      .insertInto('staff_two_factor')
      .values({ staff_id: staffId, secret_sealed: 'v1:aaaa:bbbb', created_at: at, enabled_at: at, last_step: null })
      .execute();
    await test.db.kysely
      .insertInto('staff_recovery_codes')
      .values({ staff_id: staffId, code_hash: 'c'.repeat(64) })
      .execute();
    await test.db.kysely
      .insertInto('staff_login_challenges')
      .values({ token_hash: 'd'.repeat(64), staff_id: staffId, created_at: at, expires_at: new Date(at.getTime() + 1) })
      .execute();
    await test.db.kysely.insertInto('staff_two_factor_roles').values({ role: 'admin' }).execute();
    // The quiz night, the waitlist, the guest's own links, publishing and the mail job's target.
    const db = test.db.kysely;
    const [booking] = (await sql<{ id: string }>`select id from public.reservations limit 1`.execute(db)).rows;
    await sql`insert into private.mail_dispatch_target (url, secret) values ('https://example.org/api/mail/dispatch', ${'s'.repeat(32)})`.execute(
      db,
    );
    await sql`insert into public.quiz_nights (date) values ('2026-11-24')`.execute(db);
    await sql`insert into public.quiz_screen_links (token_hash, date) values (${Buffer.alloc(32, 1)}, '2026-11-24')`.execute(
      db,
    );
    await sql`insert into public.team_signups (date, team_name, players, contact_name, email)
      values ('2026-11-24', 'Die Quizzer', 4, 'Anna', 'anna@example.org')`.execute(db);
    await sql`insert into public.reservation_links (token_hash, reservation_id)
      values (${Buffer.alloc(32, 2)}, ${booking?.id}::uuid)`.execute(db);
    await sql`insert into public.waitlist_entries (date, from_time, until_time, guest_count, customer_name, customer_email)
      values ('2026-11-27', '19:30', '21:00', 2, 'Bert', 'bert@example.org')`.execute(db);
    await sql`insert into public.site_publishes (author_id, author_name, author_email)
      values (${staffId}::uuid, 'Anna', 'anna@example.org')`.execute(db);
    // An accepted hire holds its evening; a later mail's link.
    const hire = '00000000-0000-4000-8000-0000000000a1';
    await sql`insert into public.hire_inquiries (id, space_id, date, start_time, end_time, guest_count, occasion,
        customer_name, customer_email, customer_phone, status, offer_items, offer_total_cents, deposit_cents,
        offer_valid_until, offer_sent_at, accepted_at)
      values (${hire}::uuid, 'irish-oben', '2026-12-11', '19:00', '01:00', 20, 'geburtstag', 'Carla',
        'carla@example.org', '0711 1234', 'angenommen', '[{"label":"Miete","quantity":1,"unitPriceCents":100}]',
        100, 0, '2026-12-01', now(), now())`.execute(db);
    await sql`insert into public.hire_links (token_hash, inquiry_id) values (${Buffer.alloc(32, 3)}, ${hire}::uuid)`.execute(
      db,
    );
    // A package's price, which only the owner sets.
    await sql`insert into public.hire_package_prices (package_id, unit, price_cents) values ('personal', 'evening', 15000)`.execute(
      db,
    );
    // A nightly backup's record.
    await sql`insert into private.backups (taken_at, file, bytes) values (now(), 'pubs-20261121T030000Z.json.gz', 100)`.execute(
      db,
    );
    // A day's anonymous count for the owner's figures.
    await sql`insert into private.daily_counts (day, figure, key, n) values ('2026-11-20', 'bookings', 'online', 3)`.execute(
      db,
    );
    // A clock job's last run.
    await sql`select private.record_job_run('minute', now())`.execute(db);
    // Resend's report on the booking's mail.
    await sql`insert into public.mail_delivery_events (svix_id, outbox_id, type, occurred_at)
      select 'msg_1', id, 'delivered', now() from public.mail_outbox limit 1`.execute(db);
    await test.db.kysely
      .insertInto('staff_devices')
      .values({ token_hash: 'e'.repeat(64), staff_id: staffId, created_at: at, last_used_at: at })
      .execute();
    // A staff write is logged by the database itself.
    await asRole(
      test.db,
      { role: 'authenticated', claims: { sub: staffId, staff_role: 'staff', session: '1' } },
      (tx) => tx.insertInto('order_items').values({ text: 'Kilkenny' }).execute(),
    );
  });
  afterAll(() => test.dispose());

  /** Runs one statement as `who`; "refused" when it errors or touches no row. */
  async function outcome(who: RequestRole, statement: ReturnType<typeof sql>): Promise<'refused' | 'allowed'> {
    try {
      const result = await asRole(test.db, who, (tx) => statement.execute(tx));
      const touched = result.rows.length || Number(result.numAffectedRows ?? 0);
      return touched > 0 ? 'allowed' : 'refused';
    } catch {
      return 'refused';
    }
  }

  it('holds a row in every table, so that no refusal below is only an empty table', async () => {
    const empty: string[] = [];
    for (const name of await everyTable(test)) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(
        test.db.kysely,
      );
      if (!rows[0]?.n) empty.push(name);
    }
    expect(empty).toEqual([]);
  });

  it.each(outsiders)('%s can neither read nor change any table, but read the deployed plan', async (_name, who) => {
    const tables = await everyTable(test);
    expect(tables.length).toBeGreaterThan(25);
    for (const name of tables) {
      const table = sql.table(name);
      const read = name in readableByAnyone ? 'allowed' : 'refused';
      expect(await outcome(who, sql`select * from ${table}`), `select ${name}`).toBe(read);
      expect(await outcome(who, sql`insert into ${table} default values returning 1`), `insert ${name}`).toBe(
        'refused',
      );
      expect(await outcome(who, sql`update ${table} set ctid = ctid returning 1`), `update ${name}`).toBe('refused');
      expect(await outcome(who, sql`delete from ${table} returning 1`), `delete ${name}`).toBe('refused');
    }
  });

  it('lets staff read and add order items and change them, but never hard-delete them', async () => {
    expect(await outcome(staff, sql`select * from public.order_items`)).toBe('allowed');
    expect(await outcome(staff, sql`insert into public.order_items (text) values ('Limetten') returning 1`)).toBe(
      'allowed',
    );
    expect(await outcome(staff, sql`update public.order_items set notes = 'x' returning 1`)).toBe('allowed');
    expect(await outcome(staff, sql`delete from public.order_items returning 1`)).toBe('refused');
  });

  it('lets staff read the settings and the week, and only the owner change them', async () => {
    expect(await outcome(staff, sql`select * from public.business_settings`)).toBe('allowed');
    expect(await outcome(staff, sql`update public.business_settings set buffer_time = 15 returning 1`)).toBe('refused');
    expect(await outcome(staff, sql`update public.booking_week set reason = 'x' returning 1`)).toBe('refused');
    expect(await outcome(owner, sql`update public.business_settings set buffer_time = 15 returning 1`)).toBe('allowed');
    expect(await outcome(owner, sql`update public.booking_week set reason = reason returning 1`)).toBe('allowed');
    for (const who of [staff, owner]) {
      expect(await outcome(who, sql`insert into public.business_settings default values returning 1`)).toBe('refused');
      expect(await outcome(who, sql`delete from public.business_settings returning 1`)).toBe('refused');
    }
  });

  it('lets staff read closed dates, and only the owner add or remove them or change the plan', async () => {
    expect(await outcome(staff, sql`select * from public.schedule_exceptions`)).toBe('allowed');
    const add = sql`insert into public.schedule_exceptions (date) values ('2026-12-31') returning 1`;
    expect(await outcome(staff, add)).toBe('refused');
    expect(await outcome(staff, sql`delete from public.schedule_exceptions returning 1`)).toBe('refused');
    expect(await outcome(staff, sql`update public.table_plans set version = version returning 1`)).toBe('refused');
    expect(await outcome(owner, add)).toBe('allowed');
    expect(await outcome(owner, sql`update public.table_plans set version = version returning 1`)).toBe('allowed');
  });

  it('lets staff cancel a booking only with its guest told; deleting one without a word is the owner’s', async () => {
    expect(await outcome(staff, sql`select * from public.reservations`)).toBe('allowed');
    expect(await outcome(staff, sql`delete from public.reservations returning 1`)).toBe('refused');
    const cancelled = await asRole(test.db, staff, async (tx) => {
      const { rows } = await sql<{ id: string }>`select id from public.reservations limit 1`.execute(tx);
      await sql`select public.enqueue_cancellation_mail(${rows[0]?.id}::uuid)`.execute(tx);
      return (await sql`delete from public.reservations where id = ${rows[0]?.id}::uuid returning 1`.execute(tx)).rows
        .length;
    });
    expect(cancelled).toBe(1);
    await bookAsGuest(test.db, { date: '2026-11-28', startTime: '20:00', tableId: 5, guestCount: 4 });
    expect(await outcome(owner, sql`delete from public.reservations returning 1`)).toBe('allowed');
  });

  it('gives an editor no guest data and none of the evening’s tables', async () => {
    await bookAsGuest(test.db, { date: '2026-11-29', startTime: '20:00', tableId: 5, guestCount: 4 });
    for (const name of ['reservations', 'order_items', 'schedule_exceptions', 'business_settings']) {
      expect(await outcome(staff, sql`select * from ${sql.table(name)}`), `${name} (staff)`).toBe('allowed');
      expect(await outcome(editor, sql`select * from ${sql.table(name)}`), name).toBe('refused');
    }
  });

  it('keeps accounts, sessions, counts, secrets and proofs away from staff requests too (the API reads them itself)', async () => {
    for (const name of [
      'staff_accounts',
      'staff_sessions',
      'private.request_counts',
      'private.server_secrets',
      'private.spent_proofs',
      'staff_account_links',
      'staff_two_factor',
      'staff_recovery_codes',
      'staff_login_challenges',
      'staff_two_factor_roles',
      'staff_devices',
    ]) {
      for (const who of [staff, owner, editor]) {
        expect(await outcome(who, sql`select * from ${sql.table(name)}`), name).toBe('refused');
      }
    }
  });

  it('lets only the owner read the log, and nobody write, change or delete it through a request', async () => {
    const log = sql.table('staff_audit_log');
    expect(await outcome(owner, sql`select * from ${log} where action = 'order.created'`)).toBe('allowed');
    for (const who of [staff, editor]) expect(await outcome(who, sql`select * from ${log}`)).toBe('refused');
    for (const who of [staff, owner, editor]) {
      expect(
        await outcome(who, sql`insert into ${log} (actor, action, target_type) values ('x', 'a.b', 'c') returning 1`),
      ).toBe('refused');
      expect(await outcome(who, sql`update ${log} set fields = '{}' returning 1`)).toBe('refused');
      expect(await outcome(who, sql`delete from ${log} returning 1`)).toBe('refused');
    }
  });
});
