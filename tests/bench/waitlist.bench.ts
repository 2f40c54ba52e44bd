/**
 * The waitlist (`npm run bench waitlist`, docs/booking.md#the-waitlist): the time from a guest's
 * cancellation to the offer mail in the outbox (the cancel request returns once the freed table is
 * offered), p50/p95, beside a cancellation with nobody waiting. In process (`app.request`), PGlite,
 * and Postgres with `TEST_DATABASE_URL`.
 */
import { sql } from 'kysely';
import type { AppDatabase } from '../../src/server/db/database';
import { solvedProof, testApi } from '../helpers/api';
import { pinDatabaseClock } from '../helpers/databases';
import { book, clearBookings, confirmationToken, postJson } from '../integration/booking-helpers';
import { forEachDatabase } from './databases';
import { percentile } from './stats';

const rounds = 30;
const days = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];

export default function bench() {
  return forEachDatabase(measure);
}

async function measure(kind: string, db: AppDatabase) {
  const now = new Date('2026-11-21T12:00:00Z');
  await pinDatabaseClock(db, now);
  const api = testApi(db, { now: () => now });
  const withOffer: number[] = [];
  const alone: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await clearBookings(db);
    await sql`delete from public.waitlist_entries`.execute(db.kysely);
    const date = days[i % days.length] ?? days[0];
    const waiting = i % 2 === 0;
    // Table 4 is the only one for a party of 12.
    const res = await book(api, { date, tableId: 4, guestCount: 8, customerEmail: `runde${i}@example.org` });
    const { id } = ((await res.json()) as { reservation: { id: string } }).reservation;
    const token = await confirmationToken(db, id);
    if (waiting) {
      const joined = await postJson(api, '/api/waitlist', {
        date,
        from: '20:00',
        until: '20:00',
        guestCount: 12,
        customerName: 'Wartende',
        customerEmail: `warte${i}@example.org`,
        altcha: await solvedProof(api),
      });
      if (joined.status !== 201) throw new Error(`join ${joined.status}`);
    }
    const started = performance.now();
    const cancelled = await postJson(api, '/api/my-reservation/cancel', { token });
    const took = performance.now() - started;
    if (cancelled.status !== 200) throw new Error(`cancel ${cancelled.status}`);
    if (waiting) {
      const offers = await db.kysely
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'waitlist-offer')
        .execute();
      if (offers.length !== 1) throw new Error('no offer mail after the cancellation');
      withOffer.push(took);
    } else alone.push(took);
  }
  withOffer.sort((a, b) => a - b);
  alone.sort((a, b) => a - b);
  console.info(
    `${kind} cancellation → offer mail in the outbox: p50 ${percentile(withOffer, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(withOffer, 0.95).toFixed(1)} ms; a cancellation with nobody waiting: ` +
      `p50 ${percentile(alone, 0.5).toFixed(1)} ms (${(percentile(withOffer, 0.5) / percentile(alone, 0.5)).toFixed(2)} ×; ${rounds / 2} each)`,
  );
}
