import { type Selectable, sql } from 'kysely';
import { shortGermanDateTime } from '../../domain/calendar';
import {
  type PublishHistoryEntry,
  type PublishState,
  type PublishStep,
  publishMessages,
} from '../../domain/publish/publish';
import type { AppDatabase } from '../db/database';
import type { SitePublishesTable } from '../db/site-schema';
import type { Tx } from '../request-db';

type Row = Selectable<SitePublishesTable>;

/** How long a build may go without a sign of life before it counts as cut off (a killed server). */
export const heartbeatTimeoutMs = 2 * 60 * 1000;

/** Who pressed: the commit's author. */
export interface PublishAuthor {
  id: string;
  name: string;
  email: string;
}

/**
 * A press of 'Veröffentlichen' (or 'Diese Fassung wiederherstellen' with `restoreOf`): a new
 * waiting publish, or, while one waits already, that one taken over by this press (one statement,
 * so two presses at once leave one waiting publish); a waiting restore stays one.
 */
export async function requestPublish(
  tx: Tx,
  author: PublishAuthor,
  restoreOf: number | null,
  now: Date,
): Promise<{ id: number; status: 'queued' }> {
  const values = {
    author_id: author.id,
    author_name: author.name,
    author_email: author.email,
    restore_of: restoreOf,
    requested_at: now,
  };
  const row = await tx
    .insertInto('site_publishes')
    .values(values)
    // A literal, not a parameter: Postgres matches the partial index's predicate only against one.
    // A waiting restore stays a restore: a plain press joins it rather than dropping it.
    .onConflict((oc) =>
      oc
        .expression(sql`(true)`)
        .where('status', '=', sql.lit('queued'))
        .doUpdateSet({
          ...values,
          restore_of: sql<number | null>`coalesce(excluded.restore_of, site_publishes.restore_of)`,
        }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, status: 'queued' };
}

/** The commit of a publish that went live, the content 'Diese Fassung wiederherstellen' brings back. */
export async function liveCommit(tx: Tx, id: number): Promise<string | null | undefined> {
  const row = await tx
    .selectFrom('site_publishes')
    .select(['status', 'commit_sha'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.status === 'live' ? row.commit_sha : null;
}

function toState(row: Row): PublishState {
  return {
    id: row.id,
    status: row.status,
    step: row.step,
    percent: row.percent,
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    message: row.message,
    restoreOf: row.restore_of,
  };
}

/**
 * What the staff screen shows: the publish being built, else the newest one, and the last 30 as
 * 'Verlauf' (one waiting behind a build shows there).
 */
export async function publishOverview(
  tx: Tx,
): Promise<{ current: PublishState | null; history: PublishHistoryEntry[] }> {
  const rows = await tx.selectFrom('site_publishes').selectAll().orderBy('id', 'desc').limit(30).execute();
  const current = rows.find((r) => r.status === 'building') ?? rows[0];
  const newestLive = rows.find((r) => r.status === 'live')?.id;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const history = rows.map(
    (row): PublishHistoryEntry => ({
      id: row.id,
      at: (row.finished_at ?? row.requested_at).toISOString(),
      author: row.author_name,
      summary: summaryOf(row, byId.get(row.restore_of ?? -1)),
      status: row.status,
      restorable: row.status === 'live' && !!row.commit_sha && row.id !== newestLive,
    }),
  );
  return { current: current ? toState(current) : null, history };
}

function summaryOf(row: Row, restored: Row | undefined): string {
  const lines = [...row.summary];
  if (row.restore_of !== null) {
    const at = restored?.finished_at ?? restored?.requested_at;
    lines.unshift(publishMessages.restored(at ? shortGermanDateTime(at) : `#${row.restore_of}`));
  }
  if (lines.length === 0 && row.status === 'live') lines.push(publishMessages.noChanges);
  return lines.join('; ');
}

/**
 * Takes the oldest waiting publish for this process to build, exactly once across processes: a
 * build without a sign of life for {@link heartbeatTimeoutMs} first counts as failed, then the
 * waiting one becomes `building` unless another one builds (the unique index decides a race).
 */
export async function claimNextPublish(db: AppDatabase, now: Date) {
  const stale = new Date(now.getTime() - heartbeatTimeoutMs);
  await db.kysely
    .updateTable('site_publishes')
    .set({ status: 'failed', finished_at: now, message: publishMessages.interrupted })
    .where('status', '=', 'building')
    .where('heartbeat_at', '<', stale)
    .execute();
  try {
    const row = await db.kysely
      .updateTable('site_publishes')
      .set({ status: 'building', started_at: now, heartbeat_at: now, step: 'check', percent: 0 })
      .where('status', '=', 'queued')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('site_publishes as b').select('b.id').where('b.status', '=', 'building'))),
      )
      .returning(['id', 'author_name', 'author_email', 'restore_of'])
      .executeTakeFirst();
    if (!row) return undefined;
    const restoreCommit =
      row.restore_of === null
        ? null
        : ((
            await db.kysely
              .selectFrom('site_publishes')
              .select('commit_sha')
              .where('id', '=', row.restore_of)
              .executeTakeFirst()
          )?.commit_sha ?? null);
    return { id: row.id, author: { name: row.author_name, email: row.author_email }, restoreCommit };
  } catch (error) {
    // Another process claimed one in the same instant: the unique index refused this one.
    if (String((error as { code?: string }).code) === '23505') return undefined;
    throw error;
  }
}

export type ClaimedPublish = NonNullable<Awaited<ReturnType<typeof claimNextPublish>>>;

/** The build's step and percent, and its sign of life. */
export async function reportProgress(db: AppDatabase, id: number, step: PublishStep, percent: number, now: Date) {
  await db.kysely
    .updateTable('site_publishes')
    .set({ step, percent, heartbeat_at: now })
    .where('id', '=', id)
    .where('status', '=', 'building')
    .execute();
}

/** Whether the publish is still this build's: not taken over as cut off meanwhile. */
export async function stillBuilding(db: AppDatabase, id: number): Promise<boolean> {
  const row = await db.kysely.selectFrom('site_publishes').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status === 'building';
}

/** The publish is on the site: its commit and what changed. */
export async function finishLive(
  db: AppDatabase,
  id: number,
  result: { commit: string; summary: string[] },
  now: Date,
) {
  await db.kysely
    .updateTable('site_publishes')
    .set({
      status: 'live',
      step: 'switch',
      percent: 100,
      finished_at: now,
      commit_sha: result.commit,
      summary: result.summary,
      message: null,
    })
    .where('id', '=', id)
    // A publish taken over as cut off after its switch went live after all.
    .where('status', 'in', ['building', 'failed'])
    .execute();
}

/** The publish stopped; the site stays as it was. Only a build under way can fail. */
export async function finishFailed(db: AppDatabase, id: number, message: string, summary: string[], now: Date) {
  await db.kysely
    .updateTable('site_publishes')
    .set({ status: 'failed', finished_at: now, message: message.slice(0, 2000), summary })
    .where('id', '=', id)
    .where('status', '=', 'building')
    .execute();
}
