/**
 * The booking's lifecycle (`npm run bench lifecycle`, docs/booking.md#the-reminder): how long one
 * run of the reminder job takes with 10,000 reminders due, and with none due (its cost every minute);
 * the guest's change (`POST /api/my-reservation/change`) p50/p95 beside a new booking's, in process
 * (`app.request`, no HTTP), proofs solved beforehand. PGlite, and Postgres with `TEST_DATABASE_URL`.
 */
import { sql } from 'kysely';
import { queueDueReminders } from '../../src/server/booking/reminders';
import { solvedProof, testApi } from '../helpers/api';
import { insertBookings } from '../helpers/bookings';
import { pinDatabaseClock } from '../helpers/databases';
import { clearBookings, confirmationToken, guest, postJson } from '../integration/booking-helpers';
import { forEachDatabase } from './databases';
import { median, percentile } from './stats';

const due = 10_000;
const rounds = 3;

export default function bench() {
  return forEachDatabase(async (kind, db) => {
    await reminders(kind, db);
    await changeLatency(kind, db);
  });
}

async function reminders(kind: string, db: Parameters<typeof queueDueReminders>[0]) {
  const now = new Date('2026-11-26T12:00:00Z');
  const busy: number[] = [];
  const idle: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await clearBookings(db);
    await insertBookings(db, {
      count: due,
      from: new Date(now.getTime() + 3_600_000),
      madeAt: new Date('2026-11-19T12:00:00Z'),
    });
    let started = performance.now();
    const queued = await queueDueReminders(db, now);
    busy.push(performance.now() - started);
    if (queued !== due) throw new Error(`queued ${queued} of ${due}`);
    started = performance.now();
    await queueDueReminders(db, new Date(now.getTime() + 60_000));
    idle.push(performance.now() - started);
  }
  await clearBookings(db);
  console.info(
    `${kind} reminder run, ${due.toLocaleString('en')} due: median ${median(busy).toFixed(0)} ms ` +
      `(${(median(busy) / due).toFixed(3)} ms each; runs ${busy.map((t) => t.toFixed(0)).join(', ')}); ` +
      `next minute, none due: median ${median(idle).toFixed(1)} ms`,
  );
}

async function changeLatency(kind: string, db: Parameters<typeof queueDueReminders>[0]) {
  const now = new Date('2026-11-21T12:00:00Z');
  await pinDatabaseClock(db, now);
  const api = testApi(db, { now: () => now });
  const tables = [1, 2, 3, 5, 6, 10, 11, 12, 13, 14, 15];
  const slots = ['19:30', '21:00', '22:30'];
  const days = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];
  // One booking per table and day, each changed once.
  const changes = tables.length * days.length;
  const booked: number[] = [];
  const changed: number[] = [];
  for (let i = 0; i < changes; i++) {
    const table = tables[i % tables.length] ?? 1;
    const date = days[Math.floor(i / tables.length) % days.length] ?? guest.date;
    const body = { ...guest, date, tableId: table, guestCount: 4, startTime: '19:30', endTime: '21:00' };
    const proofs = [await solvedProof(api), await solvedProof(api)];
    let started = performance.now();
    const res = await postJson(api, '/api/reservations', {
      ...body,
      customerEmail: `bench${i}@example.org`,
      altcha: proofs[0],
    });
    booked.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`booking ${i}: ${res.status} ${await res.text()}`);
    const { id } = ((await res.json()) as { reservation: { id: string } }).reservation;
    const token = await confirmationToken(db, id);
    started = performance.now();
    const moved = await postJson(api, '/api/my-reservation/change', {
      token,
      date,
      startTime: slots[1 + (i % 2)],
      guestCount: 4,
      tableIds: [table],
      altcha: proofs[1],
    });
    changed.push(performance.now() - started);
    if (moved.status !== 200) throw new Error(`change ${i}: ${moved.status} ${await moved.text()}`);
  }
  await sql`delete from public.reservations`.execute(db.kysely);
  booked.sort((a, b) => a - b);
  changed.sort((a, b) => a - b);
  console.info(
    `${kind} POST /api/my-reservation/change: p50 ${percentile(changed, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(changed, 0.95).toFixed(1)} ms; POST /api/reservations beside it: ` +
      `p50 ${percentile(booked, 0.5).toFixed(1)} ms, p95 ${percentile(booked, 0.95).toFixed(1)} ms ` +
      `(change / booking p50 ${(percentile(changed, 0.5) / percentile(booked, 0.5)).toFixed(2)} ×; ${changes} each)`,
  );
}
