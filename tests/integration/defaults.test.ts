import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBookingRules, rulesFromRow, settingsBounds } from '../../src/domain/booking/rules';
import { defaultWeek } from '../../src/domain/schedule/week';
import { defaultSettings } from '../../src/domain/settings/settings';
import { dbErrorInfo } from '../../src/server/db/refusals';
import { anonymous, asRole } from '../../src/server/request-db';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

/**
 * The booking defaults live twice: in TypeScript (src/domain/booking/rules.ts, staff/settings.ts)
 * and in the migrations (column defaults, `private.book_table()`). These tests fail when one side
 * changes without the other (docs/booking.md#settings-and-defaults).
 */
/** Calendar arithmetic of the test itself: the day `n` days after `day`, and its ISO weekday. */
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe.each(databaseFactories)('defaults of TypeScript and the migrated database on $kind', (factory) => {
  let test: TestDatabase;
  // Monday 2026-11-23 (a week after the tests' fixed clock, Saturday 2026-11-21), inside the horizon.
  const monday = '2026-11-23';
  let guest = 0;

  /** `private.book_table()` as a guest; 'ok' or the database's refusal ('closed-day', 'invalid-time' …). */
  const attempt = async (date: string, start: string, end: string | null, tableId: number) => {
    try {
      const result = await asRole(test.db, anonymous, (tx) =>
        sql<{ r: { endTime: string } }>`select private.book_table(${date}::date, ${start}::time, ${end}::time,
          ${tableId}, 4, 'Mara Gast', ${`defaults+${++guest}@example.org`}) as r`.execute(tx),
      );
      return { outcome: 'ok', endTime: result.rows[0]?.r.endTime };
    } catch (error) {
      return { outcome: dbErrorInfo(error).message, endTime: undefined };
    }
  };

  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());

  it('booking_rules() of a new database returns defaultBookingRules', async () => {
    const rules = await asRole(test.db, anonymous, (tx) =>
      sql<Parameters<typeof rulesFromRow>[0]>`select * from public.booking_rules()`.execute(tx),
    );
    expect(rules.rows).toHaveLength(1);
    expect(rulesFromRow(rules.rows[0] as Parameters<typeof rulesFromRow>[0])).toEqual(defaultBookingRules);
  });

  it('the column defaults of public.business_settings equal defaultSettings', async () => {
    const columns = await sql<{ column_name: string; column_default: string | null }>`
      select column_name, column_default from information_schema.columns
      where table_schema = 'public' and table_name = 'business_settings'`.execute(test.db.kysely);
    const defaults: Record<string, string | null> = {};
    for (const { column_name, column_default } of columns.rows) {
      defaults[column_name] = column_default === null ? null : await evaluate(column_default);
    }
    expect({
      bufferTime: Number(defaults.buffer_time),
      openTime: defaults.open_time?.slice(0, 5),
      closeTime: defaults.close_time?.slice(0, 5),
      maxReservationDuration: Number(defaults.max_reservation_duration),
      bookingHorizonDays: Number(defaults.booking_horizon_days),
      slotMinutes: Number(defaults.slot_minutes),
      defaultEndTime: defaults.default_end_time?.slice(0, 5),
      reminderHours: Number(defaults.reminder_hours),
      offerMinutes: Number(defaults.offer_minutes),
      adminEmail: defaults.admin_email ?? '',
      venueInbox: defaults.venue_inbox,
      mailFrom: defaults.mail_from,
      guestPhone: defaults.guest_phone,
      guestEmail: defaults.guest_email,
    }).toEqual({ ...defaultSettings, ...defaultBookingRules });
  });

  async function evaluate(expression: string): Promise<string> {
    const row = await sql<{ v: string }>`select (${sql.raw(expression)})::text as v`.execute(test.db.kysely);
    return row.rows[0]?.v as string;
  }

  it('the check constraints of public.business_settings accept exactly settingsBounds', async () => {
    const columns = {
      bufferTime: 'buffer_time',
      maxReservationDuration: 'max_reservation_duration',
      bookingHorizonDays: 'booking_horizon_days',
      reminderHours: 'reminder_hours',
      offerMinutes: 'offer_minutes',
    } as const;
    const stores = async (column: string, value: number) => {
      try {
        await sql`update public.business_settings set ${sql.ref(column)} = ${value}`.execute(test.db.kysely);
        return true;
      } catch {
        return false;
      }
    };
    for (const [field, column] of Object.entries(columns)) {
      const { min, max } = settingsBounds[field as keyof typeof columns];
      expect([await stores(column, min - 1), await stores(column, min), await stores(column, max)]).toEqual([
        false,
        true,
        true,
      ]);
      expect(await stores(column, max + 1)).toBe(false);
      await stores(column, defaultSettings[field as keyof typeof columns] as number);
    }
  });

  it('public.booking_week of a new database holds defaultWeek', async () => {
    const { rows } = await asRole(test.db, anonymous, (tx) =>
      sql<{ s: { days: unknown } }>`select public.booking_schedule(${monday}::date, ${monday}::date) as s`.execute(tx),
    );
    expect(rows[0]?.s.days).toEqual(defaultWeek);
  });

  it('book_table() opens the weekdays defaultWeek opens and no others', async () => {
    const open: number[] = [];
    for (let i = 0; i < 7; i++) {
      const day = dayAfter(monday, i);
      const { outcome } = await attempt(day, defaultBookingRules.openTime, null, 1);
      if (outcome !== 'closed-day') open.push(isoWeekday(day));
    }
    expect(open.sort()).toEqual(defaultWeek.filter((d) => d.bookable).map((d) => d.weekday));
  });

  it('book_table() ends a booking without end time at the default end time', async () => {
    const friday = dayAfter(monday, 4);
    const { outcome, endTime } = await attempt(friday, defaultBookingRules.openTime, null, 2);
    expect(outcome).toBe('ok');
    expect(endTime).toBe(defaultBookingRules.defaultEndTime);
  });

  it('book_table() accepts start times on the grid of slotMinutes only', async () => {
    const saturday = dayAfter(monday, 5);
    const open = minutesOf(defaultBookingRules.openTime);
    const offsets = [15, 30, 45, 60, 90];
    const accepted: number[] = [];
    for (const [i, offset] of offsets.entries()) {
      const { outcome } = await attempt(saturday, clockOf(open + offset), clockOf(open + offset + 60), 10 + i);
      if (outcome === 'ok') accepted.push(offset);
    }
    expect(accepted).toEqual(offsets.filter((m) => m % defaultBookingRules.slotMinutes === 0));
  });
});
