import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';

/** A count kept in `private.request_counts`, shared by every process that uses the database. */
export interface Counted {
  /** What is counted, e.g. 'booking'. */
  bucket: string;
  /** Who: an address key (see address-key.ts) or an account key. */
  subject: string;
  windowMs: number;
}

/**
 * Sliding estimate over two fixed windows: this window's hits plus the previous window's, weighted
 * by how much of it still lies inside the sliding window. Smooths the burst a plain fixed window
 * allows at its edge, with two rows per subject at most.
 */
function estimate(current: number, previous: number, now: Date, windowStart: Date, windowMs: number): number {
  const elapsed = (now.getTime() - windowStart.getTime()) / windowMs;
  return current + previous * (1 - elapsed);
}

function windows(now: Date, windowMs: number): { current: Date; previous: Date } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { current: new Date(start), previous: new Date(start - windowMs) };
}

/** Counts one more hit now and returns the estimate including it (one statement, one round trip). */
export async function hit(db: AppDatabase, { bucket, subject, windowMs }: Counted, now: Date): Promise<number> {
  const w = windows(now, windowMs);
  const { rows } = await sql<{ current: number; previous: number }>`
    with hit as (
      insert into private.request_counts as c (bucket, subject, window_start)
      values (${bucket}, ${subject}, ${w.current})
      on conflict (bucket, subject, window_start) do update set hits = c.hits + 1
      returning c.hits
    )
    select (select hits from hit) as current,
           coalesce((select p.hits from private.request_counts p
                     where p.bucket = ${bucket} and p.subject = ${subject} and p.window_start = ${w.previous}), 0)
             as previous`.execute(db.kysely);
  const row = rows[0] ?? { current: 1, previous: 0 };
  return estimate(Number(row.current), Number(row.previous), now, w.current, windowMs);
}

/** The estimate now, without counting. */
export async function peek(db: AppDatabase, { bucket, subject, windowMs }: Counted, now: Date): Promise<number> {
  const w = windows(now, windowMs);
  const { rows } = await sql<{ window_start: Date | string; hits: number }>`
    select window_start, hits from private.request_counts
    where bucket = ${bucket} and subject = ${subject} and window_start in (${w.current}, ${w.previous})`.execute(
    db.kysely,
  );
  const at = (d: Date) => rows.find((r) => new Date(r.window_start).getTime() === d.getTime())?.hits ?? 0;
  return estimate(Number(at(w.current)), Number(at(w.previous)), now, w.current, windowMs);
}

/**
 * Takes back one hit counted at `at` (an attempt that turned out not to count, such as a sign-in
 * that succeeded): the window's row loses one hit, and goes when it had only this one.
 */
export async function release(db: AppDatabase, { bucket, subject, windowMs }: Counted, at: Date): Promise<void> {
  const window = windows(at, windowMs).current;
  await sql`
    with released as (
      update private.request_counts set hits = hits - 1
      where bucket = ${bucket} and subject = ${subject} and window_start = ${window} and hits > 1
    )
    delete from private.request_counts
    where bucket = ${bucket} and subject = ${subject} and window_start = ${window} and hits = 1`.execute(db.kysely);
}

/** Forgets every count of a subject in a bucket (a staff member signed in successfully). */
export async function forget(db: AppDatabase, bucket: string, subject: string): Promise<void> {
  await sql`delete from private.request_counts where bucket = ${bucket} and subject = ${subject}`.execute(db.kysely);
}

/**
 * Hits of the given buckets over all subjects (every address together) in the windows that began
 * within `windowMs` before `now`, each subject's window counted up to `capPerSubject`: how busy
 * the guest forms are, roughly, without one refused address weighing more than a guest. Buckets
 * may use windows of different lengths.
 */
export async function total(
  db: AppDatabase,
  buckets: readonly string[],
  windowMs: number,
  now: Date,
  capPerSubject: number,
): Promise<number> {
  const { rows } = await sql<{ hits: number | null }>`
    select sum(least(hits, ${capPerSubject}))::integer as hits from private.request_counts
    where bucket in (${sql.join(buckets)}) and window_start > ${new Date(now.getTime() - windowMs)}`.execute(db.kysely);
  return Number(rows[0]?.hits ?? 0);
}
