/**
 * Hire figures (`npm run bench hire`): p50/p95 of a guest's inquiry (`POST /api/hire/inquiries`, with
 * a solved proof of work), of a month's calendar (`GET /api/hire/calendar`) and, in the same run on
 * the same server, of a table booking (`POST /api/reservations`, as `npm run bench booking` does);
 * over HTTP (autocannon against tests/bench/booking-server.ts) on PGlite and, when
 * `TEST_DATABASE_URL` is set, on Postgres.
 */
import { addDays, berlinDay, weekdayOf } from '../../src/domain/calendar';
import { databaseFactories } from '../helpers/databases';
import { bookings, run, solvedProofs, startServer } from './booking.bench';
import { percentile } from './stats';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
// 'oberer Bereich': hired on every day but Wednesday, on event nights too, so every such day is askable.
const inquirySpace = 'irish-oben';
// 'ganzer Pub' shares its plan areas with 'oben', so its calendar reads the inquiries asked above.
const calendarSpace = 'irish-ganzer-pub';

export default async function bench() {
  for (const kind of ['pglite', 'postgres'] as const) {
    if (!databaseFactories.some((f) => f.kind === kind)) {
      console.info(`${kind}: skipped (set TEST_DATABASE_URL to measure on Postgres)`);
      continue;
    }
    const server = await startServer(kind);
    try {
      const days = askableDays(300);
      await inquiries(kind, server.base, days);
      // The next month, whole: well filled with the inquiries asked above.
      const today = berlinDay(new Date());
      await calendar(kind, server.base, addDays(`${today.slice(0, 7)}-01`, 32).slice(0, 7));
      // Proofs enough for the bookings a loaded machine makes in the time (tens a second).
      await bookings(kind, server.base, 800);
    } finally {
      server.child.kill('SIGTERM');
    }
  }
}

/** The days from tomorrow on (within the hire's 365 days) the inquiry space can be hired. */
function askableDays(count: number): string[] {
  const days: string[] = [];
  let day = addDays(berlinDay(new Date()), 1);
  while (days.length < count) {
    if (weekdayOf(day) !== 3) days.push(day);
    day = addDays(day, 1);
  }
  return days;
}

/** The statuses and p50/p95 of what `measure` sent, as one line. */
async function timed(label: string, measure: (onResponse: (status: number, ms: number) => void) => Promise<unknown>) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  await measure((status, ms) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => percentile(latencies, p).toFixed(1);
  const counts = [...statuses].map(([s, c]) => `${c} × ${s}`).join(', ');
  console.info(
    `${label}: p95 ${pct(0.95)} ms, p50 ${pct(0.5)} ms, ${(latencies.length / seconds).toFixed(0)}/s ` +
      `(${counts}; ${connections} connections)`,
  );
}

/** Inquiries spread over the askable days, each from an address of its own (the guest forms' limits). */
async function inquiries(kind: string, base: string, days: readonly string[]) {
  const address = (n: number) => `11.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
  // Each taken once: a proof of work is not accepted twice.
  const proofs = await solvedProofs(base, 'hire', 800, address);
  let i = 0;
  await timed(`${kind} POST /api/hire/inquiries`, (onResponse) =>
    run(
      {
        url: `${base}/api/hire/inquiries`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const n = i++;
              const body = {
                space: inquirySpace,
                date: days[n % days.length],
                startTime: '18:00',
                endTime: '01:00',
                guestCount: 10 + (n % 21),
                occasion: 'geburtstag',
                customerName: `Bench ${n}`,
                customerEmail: `hire${n}@example.org`,
                customerPhone: '0761 123456',
                altcha: proofs[n % proofs.length],
              };
              return {
                ...request,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': address(n) },
                body: JSON.stringify(body),
              };
            },
          },
        ],
      },
      onResponse,
    ),
  );
}

/** One month's calendar of the whole pub, over and over. */
async function calendar(kind: string, base: string, month: string) {
  await timed(`${kind} GET /api/hire/calendar (${month})`, (onResponse) =>
    run(
      { url: `${base}/api/hire/calendar?space=${calendarSpace}&month=${month}`, connections, duration: seconds },
      onResponse,
    ),
  );
}
