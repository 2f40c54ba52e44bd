import { type Kysely, sql } from 'kysely';
import { shortTime } from '../../domain/calendar';
import type { TeamLimits } from '../../domain/quiz/team-limits';
import { type DayException, type DayPlan, type IsoWeekday, type WeekDay, weekHoursText } from '../../domain/schedule';
import { jsonb } from '../db/jsonb';
import type { Database } from '../db/schema';
import type { Tx } from '../request-db';

/** The week's data as staff read and write it (RLS: staff only). */

/**
 * Schedule writes queue here, exclusively, on the week's lock (`private.lock_key()`);
 * `private.book_table()` takes the same lock shared, so a booking cannot slip in between a change's
 * impact check and its commit.
 */
export async function lockSchedule(tx: Tx): Promise<void> {
  await sql`select pg_advisory_xact_lock(private.lock_key('week'), 0)`.execute(tx);
}

const clock = (t: string | null) => (t === null ? null : shortTime(t));

function planOf(r: {
  bookable: boolean;
  reason: string | null;
  whatsapp: boolean;
  from_time: string | null;
  until_time: string | null;
  teams: TeamLimits | null;
}): DayPlan {
  return {
    bookable: r.bookable,
    reason: r.reason,
    whatsapp: r.whatsapp,
    from: clock(r.from_time),
    until: clock(r.until_time),
    teams: r.teams ?? null,
  };
}

function columnsOf(p: DayPlan) {
  return {
    bookable: p.bookable,
    reason: p.reason,
    whatsapp: p.whatsapp,
    from_time: p.from,
    until_time: p.until,
    teams: p.teams ? jsonb(p.teams) : null,
  };
}

export async function readWeek(tx: Kysely<Database>): Promise<WeekDay[]> {
  const rows = await tx.selectFrom('booking_week').selectAll().orderBy('weekday').execute();
  return rows.map((r) => ({ weekday: r.weekday as IsoWeekday, ...planOf(r) }));
}

export async function writeWeek(tx: Tx, days: readonly WeekDay[]): Promise<void> {
  for (const d of days) {
    await tx.updateTable('booking_week').set(columnsOf(d)).where('weekday', '=', d.weekday).execute();
  }
}

/** Dated exceptions from `from` (to `to` when given), in date order. */
export async function readExceptions(tx: Tx, from: string, to?: string): Promise<DayException[]> {
  let query = tx.selectFrom('schedule_exceptions').selectAll().where('date', '>=', from);
  if (to) query = query.where('date', '<=', to);
  const rows = await query.orderBy('date').execute();
  return rows.map((r) => ({ date: r.date, ...planOf(r) }));
}

/** Adds the exception or replaces the date's exception. */
export async function saveException(tx: Tx, e: DayException): Promise<void> {
  await tx
    .insertInto('schedule_exceptions')
    .values({ date: e.date, ...columnsOf(e) })
    .onConflict((oc) => oc.column('date').doUpdateSet(columnsOf(e)))
    .execute();
}

/** Deletes the date's exception; false when there was none. */
export async function deleteException(tx: Tx, date: string): Promise<boolean> {
  const deleted = await tx
    .deleteFrom('schedule_exceptions')
    .where('date', '=', date)
    .returning('date')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** The settings the week uses: the opening window, the slot grid and the default end. */
export async function readWeekSettings(tx: Kysely<Database>) {
  const row = await tx
    .selectFrom('business_settings')
    .select(['open_time', 'close_time', 'slot_minutes', 'default_end_time'])
    .executeTakeFirstOrThrow();
  return {
    openTime: shortTime(row.open_time),
    closeTime: shortTime(row.close_time),
    slotMinutes: row.slot_minutes,
    defaultEndTime: shortTime(row.default_end_time),
  };
}

export async function writeWeekSettings(tx: Tx, slotMinutes: number, defaultEndTime: string, now: Date) {
  await tx
    .updateTable('business_settings')
    .set({ slot_minutes: slotMinutes, default_end_time: defaultEndTime, updated_at: now })
    .execute();
}

/** The week's reservation hours for the mails ('Fr-Mo 19:30-00:00'); read with the dispatcher's own connection. */
export async function reservationHours(db: Kysely<Database>): Promise<string> {
  return weekHoursText(await readWeek(db), await readWeekSettings(db));
}
