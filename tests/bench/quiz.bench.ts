/**
 * The quiz night (`npm run bench quiz`, docs/quiz.md): a team sign-up beside a table booking (both
 * with their proof of work and mails), p50/p95 and the ratio; the screen's standings read with 15
 * teams × 6 rounds, p50; and 50 sign-ups at once for 15 places, wall time. In process
 * (`app.request`), PGlite, and Postgres with `TEST_DATABASE_URL`.
 */
import { sql } from 'kysely';
import type { AppDatabase } from '../../src/server/db/database';
import { solvedProof, testApi } from '../helpers/api';
import { pinDatabaseClock } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { book, postJson } from '../integration/booking-helpers';
import { forEachDatabase } from './databases';
import { percentile } from './stats';

const rounds = 30;
const tuesday = '2026-11-24';

export default function bench() {
  return forEachDatabase(measure);
}

async function measure(kind: string, db: AppDatabase) {
  const now = new Date('2026-11-21T12:00:00Z');
  await pinDatabaseClock(db, now);
  const api = testApi(db, { now: () => now });
  await createStaffAccount(db);
  const cookie = await signIn(api);
  const staff = (method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: staffHeaders(cookie),
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const opened = await staff('POST', '/api/admin/closed-dates', {
    date: tuesday,
    reason: 'Quiz-Abend',
    teams: { maxTeams: 100, minPlayers: 1, maxPlayers: 8 },
  });
  if (opened.status !== 201) throw new Error(`team night ${opened.status} ${await opened.text()}`);

  const signups: number[] = [];
  const bookings: number[] = [];
  for (let i = 0; i < rounds; i++) {
    // Not clearBookings(): it clears the dated exceptions too, and with them the team night.
    await sql`delete from public.reservations`.execute(db.kysely);
    const team = {
      date: tuesday,
      teamName: `Team ${i}`,
      players: 4,
      contactName: 'Kontakt',
      email: `team${i}@example.org`,
      altcha: await solvedProof(api),
    };
    let started = performance.now();
    const signed = await postJson(api, '/api/team-signups', team);
    signups.push(performance.now() - started);
    if (signed.status !== 201) throw new Error(`sign-up ${signed.status} ${await signed.text()}`);
    started = performance.now();
    const booked = await book(api, { customerEmail: `gast${i}@example.org` });
    bookings.push(performance.now() - started);
    if (booked.status !== 201) throw new Error(`booking ${booked.status}`);
  }
  signups.sort((a, b) => a - b);
  bookings.sort((a, b) => a - b);
  console.info(
    `${kind} team sign-up: p50 ${percentile(signups, 0.5).toFixed(1)} ms, p95 ${percentile(signups, 0.95).toFixed(1)} ms; ` +
      `table booking: p50 ${percentile(bookings, 0.5).toFixed(1)} ms ` +
      `(${(percentile(signups, 0.5) / percentile(bookings, 0.5)).toFixed(2)} ×; ${rounds} each, side by side)`,
  );

  // The screen: 15 teams with six rounds of points.
  await sql`delete from public.team_signups`.execute(db.kysely);
  for (let i = 0; i < 15; i++) {
    await sql`insert into public.team_signups (date, team_name, players, contact_name, email, points)
      values (${tuesday}::date, ${`Team ${i}`}, 4, 'K', ${`t${i}@example.org`}, array[1,2,3,4,5,6.5]::numeric[])`.execute(
      db.kysely,
    );
  }
  const { url } = (await (await staff('POST', `/api/admin/quiz-nights/${tuesday}/screen`)).json()) as { url: string };
  const token = new URL(url).hash.slice(1);
  const reads: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await postJson(api, '/api/quiz-screen', { token }, '203.0.113.9');
    reads.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`screen ${res.status}`);
  }
  reads.sort((a, b) => a - b);
  console.info(`${kind} screen standings (15 teams × 6 rounds): p50 ${percentile(reads, 0.5).toFixed(1)} ms`);

  // 50 at once for 15 places.
  await sql`delete from public.team_signups`.execute(db.kysely);
  await staff('POST', '/api/admin/closed-dates', {
    date: tuesday,
    reason: 'Quiz-Abend',
    teams: { maxTeams: 15, minPlayers: 1, maxPlayers: 8 },
  });
  const bodies = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => ({
      date: tuesday,
      teamName: `Ansturm ${i}`,
      players: 3,
      contactName: 'Kontakt',
      email: `ansturm${i}@example.org`,
      altcha: await solvedProof(api),
    })),
  );
  const started = performance.now();
  const answers = await Promise.all(bodies.map((b) => postJson(api, '/api/team-signups', b)));
  const wall = performance.now() - started;
  const signed = answers.filter((a) => a.status === 201).length;
  console.info(`${kind} 50 sign-ups at once for 15 places: ${wall.toFixed(0)} ms wall, ${signed} × 201`);
}
