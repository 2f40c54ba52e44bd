import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/domain/auth/session';
import type { SystemStatus } from '../../src/domain/status/status';
import type { Api } from '../../src/server/app';
import { asRole } from '../../src/server/request-db';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

const now = new Date('2026-11-21T18:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

describe.each(databaseFactories)("the owner's status on $kind", (factory) => {
  let test: TestDatabase;
  let api: Api;
  const cookies = new Map<StaffRole, string>();
  const kicks: string[] = [];

  const get = (role: StaffRole) => api.request('/api/admin/status', { headers: staffHeaders(cookies.get(role)) });
  const retry = (id: string, role: StaffRole = 'admin') =>
    api.request(`/api/admin/status/outbox/${id}/retry`, { method: 'POST', headers: staffHeaders(cookies.get(role)) });
  const queue = async (status: 'failed' | 'sent' | 'pending', payload: object | null, created: string) =>
    (
      await sql<{ id: string }>`
        insert into public.mail_outbox (kind, payload, status, attempts, last_error, created_at, purge_after, provider_message_id)
        values ('reservation-confirmation', ${payload ? JSON.stringify(payload) : null}::jsonb, ${status},
          ${status === 'failed' ? 12 : 0}, ${status === 'failed' ? 'Resend: 503' : null}, ${created}::timestamptz,
          ${now}::timestamptz + interval '2 days', ${status === 'sent' ? `re_${created}` : null})
        returning id`.execute(test.db.kysely)
    ).rows[0]?.id as string;

  beforeAll(async () => {
    test = await createMigrated(factory);
    await pinDatabaseClock(test.db, now);
    api = testApi(test.db, {
      now: () => now,
      startedAt: new Date(now.getTime() - 60 * 60_000),
      outbox: { kick: () => kicks.push('kick') },
      operations: {
        version: 'abc1234',
        mail: 'resend',
        backups: true,
        disk: async () => ({ freeBytes: 50 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 }),
      },
    });
    for (const role of ['admin', 'staff', 'editor'] as const) {
      const account = { email: `${role}@example.org`, username: role, password: 'richtig-geheim-1', role };
      await createStaffAccount(test.db, account);
      cookies.set(role, await signIn(api, account.username, account.password));
    }
  });
  afterAll(() => test.dispose());

  it("is the owner's only: 403 for service and editor, and the database refuses them too", async () => {
    expect((await get('staff')).status).toBe(403);
    expect((await get('editor')).status).toBe(403);
    expect((await retry('00000000-0000-4000-8000-000000000000', 'staff')).status).toBe(403);
    const service = { role: 'authenticated' as const, claims: { sub: 'x', staff_role: 'staff', session: '1' } };
    await expect(asRole(test.db, service, (tx) => sql`select public.owner_status(now())`.execute(tx))).rejects.toThrow(
      /only the owner/,
    );
  });

  it('shows a healthy server as healthy, with every named line', async () => {
    await sql`select private.run_minute_jobs(${minutesAgo(1)}::timestamptz)`.execute(test.db.kysely);
    await sql`select private.run_hourly_jobs(${minutesAgo(30)}::timestamptz)`.execute(test.db.kysely);
    await sql`insert into private.backups (taken_at, file, bytes) values (${minutesAgo(600)}, 'pubs-2026-11-21T02-00-00-000Z.json.gz', 1000)`.execute(
      test.db.kysely,
    );
    await sql`select private.record_job_run('backup', ${minutesAgo(600)}::timestamptz)`.execute(test.db.kysely);
    const res = await get('admin');
    expect(res.status).toBe(200);
    const status = (await res.json()) as SystemStatus;
    expect(status).toMatchObject({
      database: { kind: factory.kind },
      outbox: { pending: 0, oldestPendingAt: null, failed: 0, bounced: 0 },
      lastBackupAt: minutesAgo(600),
      lastPublish: null,
      mail: 'resend',
      version: 'abc1234',
      disk: { freeBytes: 50 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 },
      mails: [],
      problems: [],
    });
    expect(status.database.sizeBytes).toBeGreaterThan(0);
    expect(status.migrations.applied).toBeGreaterThan(50);
    expect(status.migrations.latest).toMatch(/^\d{14}$/);
    expect(status.jobs).toEqual([
      { name: 'minute', lastRunAt: minutesAgo(1), ok: true, failure: null },
      { name: 'hourly', lastRunAt: minutesAgo(30), ok: true, failure: null },
      { name: 'backup', lastRunAt: minutesAgo(600), ok: true, failure: null },
    ]);
  });

  it('names each problem with what to do: a stopped job, a backlog, failed and bounced mails', async () => {
    await sql`select private.run_minute_jobs(${minutesAgo(6)}::timestamptz)`.execute(test.db.kysely);
    await sql`delete from private.job_runs where name = 'minute'`.execute(test.db.kysely);
    await sql`select private.record_job_run('minute', ${minutesAgo(6)}::timestamptz)`.execute(test.db.kysely);
    await sql`select private.record_job_run('hourly', ${minutesAgo(30)}::timestamptz, 'quiz nights: kaputt')`.execute(
      test.db.kysely,
    );
    await queue('pending', { to: 'x@example.org' }, minutesAgo(90));
    const failed = await queue('failed', { to: 'x@example.org' }, minutesAgo(120));
    // Given up more than a day ago: no longer counted.
    await queue('failed', null, minutesAgo(25 * 60));
    const sent = await queue('sent', null, minutesAgo(60));
    await sql`insert into public.mail_delivery_events (svix_id, outbox_id, type, occurred_at)
      values ('msg_b1', ${sent}::uuid, 'bounced', ${minutesAgo(50)}::timestamptz)`.execute(test.db.kysely);
    const status = (await (await get('admin')).json()) as SystemStatus;
    expect(status.outbox).toEqual({ pending: 1, oldestPendingAt: minutesAgo(90), failed: 1, bounced: 1 });
    expect(status.problems.map((p) => p.key)).toEqual([
      'minute-stale',
      'hourly-failed',
      'outbox-backlog',
      'mails-failed',
      'mails-bounced',
    ]);
    expect(status.problems[0]?.message).toMatch(/^Die Minuten-Jobs .* Prüfen Sie/);
    expect(status.mails).toEqual([
      expect.objectContaining({ id: sent, problem: 'bounced', at: minutesAgo(50), retry: false }),
      expect.objectContaining({
        id: failed,
        problem: 'failed',
        at: minutesAgo(120),
        error: 'Resend: 503',
        retry: true,
      }),
    ]);
  });

  it("sends a given-up mail again: pending, due at once, in the owner's log; refuses what it cannot", async () => {
    const failed = await queue('failed', { to: 'y@example.org' }, minutesAgo(10));
    const res = await retry(failed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Die Mail wird erneut gesendet.' });
    expect(kicks.length).toBeGreaterThan(0);
    const { rows } = await sql<{
      status: string;
      attempts: number;
      next_attempt_at: Date | null;
      last_error: string | null;
    }>`
      select status, attempts, next_attempt_at, last_error from public.mail_outbox where id = ${failed}::uuid`.execute(
      test.db.kysely,
    );
    expect(rows).toEqual([{ status: 'pending', attempts: 0, next_attempt_at: null, last_error: null }]);
    const log = await sql<{ actor: string; action: string; target_id: string; mails: string[] }>`
      select actor, action, target_id, mails from public.staff_audit_log where action = 'mail.retried'`.execute(
      test.db.kysely,
    );
    expect(log.rows).toEqual([
      { actor: 'admin', action: 'mail.retried', target_id: failed, mails: ['reservation-confirmation'] },
    ]);
    // Pending now: not again.
    expect((await retry(failed)).status).toBe(409);
    const dropped = await queue('failed', null, minutesAgo(10));
    const refused = await retry(dropped);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'Der Inhalt dieser Mail ist nicht mehr gespeichert; sie kann nicht erneut gesendet werden.',
    });
    expect((await retry('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await retry('kein-id')).status).toBe(404);
  });
});
