import { sql } from 'kysely';
import type { PublishStatus } from '../../domain/publish/publish';
import type { JobName, JobStatus, SystemStatus } from '../../domain/status/status';
import type { AppDatabase } from '../db/database';
import type { Tx } from '../request-db';

type Facts = Omit<SystemStatus, 'database' | 'mail' | 'version' | 'disk' | 'problems'> & { sizeBytes: number };

/** Numbers and times as JSON has them: counts may come as strings (bigint), times as ISO strings. */
const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

/**
 * What `public.owner_status()` reads for the owner (supabase/schemas/63_owner_status.sql), inside
 * the owner's transaction; 'minute' and 'hourly' are listed even before their first run, 'backup'
 * when `backups` says this server writes them or one ran.
 */
export async function readStatusFacts(tx: Tx, now: Date, backups: boolean): Promise<Facts> {
  const { rows } = await sql<{ s: Record<string, unknown> | string }>`
    select public.owner_status(${now}::timestamptz) as s`.execute(tx);
  const raw = rows[0]?.s;
  const s = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    sizeBytes: number | string;
    migrations: { applied: number | string; latest: string | null };
    jobs: { name: JobName; lastRunAt: string; ok: boolean; failure: string | null }[];
    outbox: { pending: number; oldestPendingAt: string | null; failed: number; bounced: number };
    lastBackupAt: string | null;
    lastPublish: { status: PublishStatus; requestedAt: string; finishedAt: string | null } | null;
    mails: SystemStatus['mails'];
  };
  const names: JobName[] = [
    'minute',
    'hourly',
    ...(backups || s.jobs.some((j) => j.name === 'backup') ? ['backup' as const] : []),
  ];
  const jobs: JobStatus[] = names.map((name) => {
    const run = s.jobs.find((j) => j.name === name);
    return { name, lastRunAt: iso(run?.lastRunAt), ok: run ? run.ok : null, failure: run?.failure ?? null };
  });
  return {
    sizeBytes: Number(s.sizeBytes),
    migrations: { applied: Number(s.migrations.applied), latest: s.migrations.latest },
    jobs,
    outbox: {
      pending: Number(s.outbox.pending),
      oldestPendingAt: iso(s.outbox.oldestPendingAt),
      failed: Number(s.outbox.failed),
      bounced: Number(s.outbox.bounced),
    },
    lastBackupAt: iso(s.lastBackupAt),
    lastPublish: s.lastPublish && {
      status: s.lastPublish.status,
      requestedAt: iso(s.lastPublish.requestedAt) as string,
      finishedAt: iso(s.lastPublish.finishedAt),
    },
    mails: s.mails.map((m) => ({ ...m, at: iso(m.at) as string, attempts: Number(m.attempts) })),
  };
}

/** The minute job's last run, read by the server's own connection (`GET /api/health`). */
export async function minuteLastRun(db: AppDatabase): Promise<Date | null> {
  const { rows } = await sql<{ at: Date | string | null }>`
    select (select last_run_at from private.job_runs where name = 'minute') as at`.execute(db.kysely);
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/** Puts a given-up mail back into the outbox as the owner (`public.retry_outbox_mail()`). */
export async function retryOutboxMail(tx: Tx, id: string): Promise<void> {
  await sql`select public.retry_outbox_mail(${id}::uuid)`.execute(tx);
}
