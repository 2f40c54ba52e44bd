import { sql } from 'kysely';
import { figureChannels, type LeadTimeBucket } from '../../src/domain/figures/types';
import type { AppDatabase } from '../../src/server/db/database';

/** One booking of the test month, as written and as the figures should count it. */
export interface MonthBooking {
  date: string;
  startTime: string;
  tableId: number;
  guestCount: number;
  source: (typeof figureChannels)[number];
  attendance: 'arrived' | 'no-show' | null;
  leadDays: number;
  reminded: boolean;
  confirmed: boolean;
}

const leads = [0, 2, 5, 15, 40, 1];
const outcomes = ['arrived', 'no-show', null] as const;

/** November 2026: six bookings a day of every channel, outcome, size (1–15), start and lead time. */
export function monthOfBookings(): MonthBooking[] {
  const rows: MonthBooking[] = [];
  for (let d = 1; d <= 30; d++) {
    for (let k = 0; k < 6; k++) {
      const minutes = 17 * 60 + k * 45;
      rows.push({
        date: `2026-11-${String(d).padStart(2, '0')}`,
        startTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
        tableId: k + 1,
        guestCount: ((d * 7 + k * 3) % 15) + 1,
        source: figureChannels[(d + k) % 5] ?? 'online',
        attendance: outcomes[(d + k) % 3] ?? null,
        leadDays: leads[(d + k) % 6] ?? 0,
        reminded: k % 2 === 0,
        confirmed: k % 4 === 0,
      });
    }
  }
  return rows;
}

export function leadBucket(days: number): LeadTimeBucket {
  if (days <= 0) return 'same-day';
  if (days <= 2) return '1-2';
  if (days <= 7) return '3-7';
  if (days <= 30) return '8-30';
  return 'more';
}

let serial = 0;

/** Writes bookings straight into the table (two hours each, made `leadDays` before at noon); returns their ids. */
export async function insertMonth(db: AppDatabase, rows: MonthBooking[]): Promise<string[]> {
  const json = JSON.stringify(rows.map((r) => ({ ...r, n: ++serial })));
  const { rows: ids } = await sql<{ id: string }>`
    insert into public.reservations (
      date, start_time, end_time, starts_at, ends_at, buffer_start, buffer_end, table_ids, table_capacity,
      guest_count, customer_name, customer_email, source, attendance, attendance_at, created_at,
      reminder_sent_at, confirmed_at)
    select b.date, b.start_time, b.start_time + interval '2 hours', s.at, s.at + interval '2 hours', s.at,
           s.at + interval '2 hours', array[b.table_id], b.guest_count, b.guest_count,
           'Gast ' || b.n, 'gast' || b.n || '@example.org', b.source, b.attendance,
           case when b.attendance is not null then s.at end,
           ((b.date - b.lead_days) + time '12:00') at time zone 'Europe/Berlin',
           case when b.reminded then s.at - interval '1 day' end,
           case when b.confirmed then s.at - interval '20 hours' end
    from jsonb_to_recordset(${json}::text::jsonb) as x(date date, "startTime" time, "tableId" integer, "guestCount" integer,
           source text, attendance text, "leadDays" integer, reminded boolean, confirmed boolean, n integer)
    cross join lateral (select x.date, x."startTime" as start_time, x."tableId" as table_id,
           x."guestCount" as guest_count, x.source, x.attendance, x."leadDays" as lead_days, x.reminded,
           x.confirmed, x.n) b
    cross join lateral (select (b.date + b.start_time) at time zone 'Europe/Berlin' as at) s
    returning id::text as id`.execute(db.kysely);
  return ids.map((r) => r.id);
}

/** Deletes reservations as a guest (no claims) or as a staff member (a staff session's claims). */
export async function deleteAs(db: AppDatabase, ids: string[], by: 'guest' | 'staff'): Promise<void> {
  await db.kysely.transaction().execute(async (tx) => {
    if (by === 'staff') await sql`select set_config('request.jwt.claims', '{"staff_role":"staff"}', true)`.execute(tx);
    await sql`delete from public.reservations where id = any(${ids}::uuid[])`.execute(tx);
  });
}
