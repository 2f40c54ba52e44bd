import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesForDay } from '../../src/domain/booking/rules';
import { startSlots } from '../../src/domain/booking/slots';
import { checkBooking } from '../../src/domain/booking/validate-booking';
import { addDays, berlinInstant } from '../../src/domain/calendar';
import { resolveDay } from '../../src/domain/schedule/week';
import { findDeployedTable, loadRules, loadSchedule } from '../../src/server/booking/queries';
import { dbErrorInfo } from '../../src/server/db/refusals';
import { anonymous, asRole } from '../../src/server/request-db';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

/**
 * The week has two readers: `resolveDay()` with `checkBooking()` in TypeScript, and
 * `private.day_plan()` with `private.book_table()` in the database. Over two years of dates (DST
 * weekends included), with a week that uses every feature, they must agree on every day.
 */
const first = '2026-11-23';
const last = '2028-11-22';

class Rollback extends Error {}

describe.each(databaseFactories)('the TypeScript rules and book_table() agree on $kind', (factory) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createMigrated(factory);
    // "Now" of the booking function follows a setting, so each attempt can run the day before.
    await test.db.exec(`create or replace function private.clock() returns timestamptz language sql stable
      set search_path = '' as $$ select current_setting('test.now')::timestamptz $$`);
    await test.db.exec(`
      update public.business_settings set slot_minutes = 15, default_end_time = '22:00';
      update public.booking_week set bookable = true, reason = null, from_time = '18:00', until_time = '01:00'
        where weekday = 3;
      update public.booking_week set from_time = '19:30', until_time = '02:00' where weekday = 5;
      update public.booking_week set from_time = '17:00', until_time = '23:00' where weekday = 6;
      update public.booking_week set bookable = false, reason = 'Ruhetag' where weekday = 7;
      update public.booking_week set whatsapp = false, teams = '{"maxTeams": 10, "minPlayers": 2, "maxPlayers": 5}'
        where weekday = 2;
      insert into public.schedule_exceptions (date, bookable, reason, from_time, until_time) values
        ('2026-12-24', false, 'Heiligabend', null, null),
        ('2026-12-31', true, 'Silvester', '20:00', '03:00'),
        ('2027-03-28', true, 'Sommerzeit', null, null),
        ('2027-10-31', true, 'Winterzeit', '19:00', '01:30'),
        ('2028-03-26', true, null, '20:30', '00:30'),
        ('2027-06-12', false, null, null, null),
        ('2028-01-06', true, 'Dreikönig', null, null),
        ('2027-02-02', false, 'Kein Quiz', null, null);
      insert into public.schedule_exceptions (date, bookable, reason, teams) values
        ('2027-01-07', false, 'Quiz-Spezial', '{"maxTeams": 20, "minPlayers": 1, "maxPlayers": 8}');
    `);
  });
  afterAll(() => test.dispose());

  it('on every day of two years: the day, the first and the last slot', async () => {
    const { rules, schedule, table } = await asRole(test.db, anonymous, async (tx) => ({
      rules: await loadRules(tx),
      schedule: await loadSchedule(tx, first, last),
      table: await findDeployedTable(tx, 5),
    }));
    expect(schedule.exceptions).toHaveLength(9);
    const disagreements: string[] = [];
    let booked = 0;
    for (let date = first; date <= last; date = addDays(date, 1)) {
      const day = resolveDay(date, schedule, rules);
      const { rows } = await sql<Record<string, unknown>>`
        select bookable, reason, whatsapp, (select n.teams from private.team_night(${date}::date) n) as teams,
               to_char(open_time, 'HH24:MI') as "openTime",
               to_char(close_time, 'HH24:MI') as "closeTime", exception
        from private.day_plan(${date}::date)`.execute(test.db.kysely);
      const { date: _, ...ts } = day;
      if (JSON.stringify(rows[0]) !== JSON.stringify(ts)) {
        disagreements.push(`${date} day_plan ${JSON.stringify(rows[0])} vs ${JSON.stringify(ts)}`);
      }

      const now = berlinInstant(addDays(date, -1), '12:00');
      const slots = startSlots(rulesForDay(rules, day));
      for (const startTime of new Set([day.openTime, slots.at(-1) ?? day.openTime])) {
        const input = {
          date,
          startTime,
          tableId: 5,
          guestCount: 3,
          customerName: 'Gast',
          customerEmail: 'g@example.org',
        };
        const expected = checkBooking(input, { rules, now, schedule, table });
        const actual = await attempt(date, startTime, now);
        const want = expected.ok
          ? `ok ${expected.endTime} ${expected.startsAt.toISOString()} ${expected.endsAt.toISOString()}`
          : 'refused';
        const got = 'error' in actual ? 'refused' : `ok ${actual.endTime} ${actual.startsAt} ${actual.endsAt}`;
        if (want !== got) disagreements.push(`${date} ${startTime}: TypeScript ${want}, book_table ${got}`);
        if (expected.ok) booked++;
      }
    }
    expect(disagreements).toEqual([]);
    // The week opens four days of seven plus exceptions, so most days book: the comparison is not vacuous.
    expect(booked).toBeGreaterThan(800);
  }, 300_000);

  /** One booking through `private.book_table()` at `now`, rolled back; its times or its refusal. */
  async function attempt(date: string, startTime: string, now: Date) {
    type Outcome = { endTime: string; startsAt: string; endsAt: string } | { error: string };
    let result = { error: 'none' } as Outcome;
    try {
      await test.db.kysely.transaction().execute(async (tx) => {
        await sql`select set_config('test.now', ${now.toISOString()}, true)`.execute(tx);
        const { rows } = await sql<{ r: { endTime: string; startsAt: string; endsAt: string } }>`
          select private.book_table(${date}::date, ${startTime}::time, null, 5, 3, 'Gast', 'g@example.org') as r`.execute(
          tx,
        );
        const r = rows[0]?.r;
        if (r)
          result = {
            endTime: r.endTime,
            startsAt: new Date(r.startsAt).toISOString(),
            endsAt: new Date(r.endsAt).toISOString(),
          };
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) result = { error: dbErrorInfo(error).message };
    }
    return result;
  }
});
