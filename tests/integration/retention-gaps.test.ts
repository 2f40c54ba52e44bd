import { mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAddresses } from '../../src/server/config';
import { runHourlyJobs } from '../../src/server/jobs/hourly';
import { createMailDispatcher } from '../../src/server/mail/dispatcher';
import { purgeSinkMails, sinkMailer } from '../../src/server/mail/sink-mailer';
import { memoryMailer, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn } from '../helpers/staff';
import { book } from './booking-helpers';

const silent = { info() {}, warn() {}, error() {} };

describe.each(databaseFactories)('retention gaps closed on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());

  it('schedules every job of the clock with pg_cron, whenever pg_cron is there', async () => {
    const schedule = async () =>
      Number((await sql<{ n: number }>`select private.schedule_clock_jobs() as n`.execute(test.db.kysely)).rows[0]?.n);
    expect(await schedule()).toBe(0);
    // pg_cron's `cron.schedule(name, schedule, command)`, recording what it is given, beside its
    // two-argument overload (pg_cron has both).
    await sql`create schema cron`.execute(test.db.kysely);
    await sql`create function cron.schedule(text, text) returns bigint language sql as 'select 0::bigint'`.execute(
      test.db.kysely,
    );
    try {
      await sql`create table cron.jobs (name text primary key, schedule text, command text)`.execute(test.db.kysely);
      await sql`
        create function cron.schedule(p_name text, p_schedule text, p_command text) returns bigint language sql as $$
          insert into cron.jobs values (p_name, p_schedule, p_command)
          on conflict (name) do update set schedule = excluded.schedule, command = excluded.command;
          select 1::bigint
        $$`.execute(test.db.kysely);
      expect(await schedule()).toBe(2);
      expect(await schedule()).toBe(2);
      const jobs = (
        await sql<{ name: string; schedule: string; command: string }>`
        select name, schedule, command from cron.jobs order by name`.execute(test.db.kysely)
      ).rows;
      // One entry point per cadence, the same the Node server runs (src/server/jobs/).
      expect(jobs).toEqual([
        { name: 'hourly-jobs', schedule: '7 * * * *', command: 'select private.run_hourly_jobs()' },
        { name: 'minute-jobs', schedule: '* * * * *', command: 'select private.run_minute_jobs()' },
      ]);
      // Each command runs as pg_cron would run it.
      for (const job of jobs) await sql.raw(job.command).execute(test.db.kysely);
    } finally {
      await sql`drop schema cron cascade`.execute(test.db.kysely);
    }
  });

  it('the hourly jobs delete ended staff sessions and the mail sink’s day-old files', async () => {
    await createStaffAccount(test.db, {
      email: 'tresen@example.org',
      username: 'tresen',
      password: 'tresen-passwort-1',
    });
    let now = new Date('2026-11-21T18:00:00Z');
    const api = testApi(test.db, { now: () => now });
    await signIn(api, 'tresen', 'tresen-passwort-1');
    const dir = await mkdtemp(join(tmpdir(), 'pubs-sink-'));
    await sinkMailer(dir, silent).send({
      from: 'a@example.org',
      to: ['b@example.org'],
      subject: 'x',
      html: 'y',
      text: 'y',
    });
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    const sessions = async () => (await test.db.kysely.selectFrom('staff_sessions').select('id').execute()).length;
    expect(await sessions()).toBe(1);

    now = new Date('2026-11-21T18:31:00Z');
    await runHourlyJobs(test.db, now, dir);
    expect(await sessions()).toBe(0);
    expect(await readdir(dir)).toHaveLength(2);

    // Files written 23 hours ago go (the hourly job then keeps the promised 24); younger ones stay.
    const dayAgo = new Date(Date.now() - 23 * 3600_000);
    for (const f of files) await utimes(join(dir, f), dayAgo, dayAgo);
    await writeFile(join(dir, 'fresh.json'), '{}');
    await runHourlyJobs(test.db, new Date(), dir);
    expect(await readdir(dir)).toEqual(['fresh.json']);
    expect(await purgeSinkMails(join(dir, 'gibt-es-nicht'), new Date())).toBe(0);
  });

  it('keeps no cancel secret, nor any other content, in a mail that is out', async () => {
    const api = testApi(test.db, { now: () => new Date('2026-11-21T12:00:00Z') });
    expect((await book(api, { customerEmail: 'geheim@example.org' })).status).toBe(201);
    const withSecret = async () =>
      (
        await sql<{ n: number }>`
          select count(*)::int as n from public.mail_outbox where payload ? 'cancelToken'`.execute(test.db.kysely)
      ).rows[0]?.n;
    expect(await withSecret()).toBe(1);
    const dispatcher = createMailDispatcher({
      db: test.db,
      mailer: memoryMailer(),
      mail: mailAddresses({}),
      siteUrl: 'http://localhost',
      now: () => new Date('2026-11-21T12:00:01Z'),
      log: silent,
    });
    expect((await dispatcher.dispatchDue()).sent).toBeGreaterThan(0);
    expect(await withSecret()).toBe(0);
    // Whoever marks a mail out, the database refuses to keep its content.
    const [row] = (
      await sql<{ id: string }>`
      insert into public.mail_outbox (kind, payload, purge_after)
      values ('venue-notification', '{"customerEmail":"x@example.org"}', now() + interval '1 day') returning id`.execute(
        test.db.kysely,
      )
    ).rows;
    await expect(
      sql`update public.mail_outbox set status = 'sent' where id = ${row?.id}`.execute(test.db.kysely),
    ).rejects.toThrow(/mail_outbox_no_content_once_sent/);
  });

  it('names who deployed a plan by the account, never by an e-mail kept for ever', async () => {
    const columns = (
      await sql<{ column_name: string }>`
        select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'table_plan_deployments'`.execute(test.db.kysely)
    ).rows.map((r) => r.column_name);
    expect(columns).toContain('deployed_by_staff_id');
    expect(columns).not.toContain('deployed_by');
    const id = await createStaffAccount(test.db, {
      email: 'weg@example.org',
      username: 'weg',
      password: 'weg-passwort-12',
    });
    await test.db.kysely
      .insertInto('table_plan_deployments')
      .values({
        version: 99,
        table_count: 0,
        areas: [],
        table_data: sql<string>`'[]'::jsonb`,
        structures: sql<string>`'[]'::jsonb`,
        deployed_by_staff_id: id,
      })
      .execute();
    await test.db.kysely.deleteFrom('staff_accounts').where('id', '=', id).execute();
    const record = await test.db.kysely
      .selectFrom('table_plan_deployments')
      .select('deployed_by_staff_id')
      .where('version', '=', 99)
      .executeTakeFirstOrThrow();
    expect(record.deployed_by_staff_id).toBeNull();
  });
});
