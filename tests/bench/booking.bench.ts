/**
 * Booking figures (`npm run bench booking`): requests/s of `GET /api/availability` and p95 latency of
 * `POST /api/reservations` over HTTP (autocannon against tests/bench/booking-server.ts) on PGlite
 * and, when `TEST_DATABASE_URL` is set, on Postgres. (The booking page's JavaScript: `npm run bench site`.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { addDays, berlinDay, weekdayOf } from '../../src/domain/calendar';
import { databaseFactories } from '../helpers/databases';
import { solveProof } from '../helpers/proof';
import { percentile } from './stats';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

export default async function bench() {
  for (const kind of ['pglite', 'postgres'] as const) {
    if (!databaseFactories.some((f) => f.kind === kind)) {
      console.info(`${kind}: skipped (set TEST_DATABASE_URL to measure on Postgres)`);
      continue;
    }
    const server = await startServer(kind);
    const cached = await startServer(kind, true);
    try {
      // Side by side in one run: every request asks the database, then the kept answers.
      const plain = await availability(`${kind} uncached`, server.base);
      const kept = await availability(`${kind} cached`, cached.base);
      console.info(`${kind} GET /api/availability cached / uncached: ${(kept / plain).toFixed(1)} ×`);
      await bookings(kind, server.base);
    } finally {
      server.child.kill('SIGTERM');
      cached.child.kill('SIGTERM');
    }
  }
}

export async function startServer(kind: string, cache = false): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    'node_modules/.bin/tsx',
    ['--import', './scripts/yaml-register.mjs', 'tests/bench/booking-server.ts'],
    {
      env: { ...process.env, BENCH_KIND: kind, BENCH_CACHE: cache ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

export function run(options: autocannon.Options, onResponse?: (status: number, ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
  });
}

/** The bookable days (Friday to Monday) from next week on. */
function bookableDays(count: number): string[] {
  const days: string[] = [];
  let day = addDays(berlinDay(new Date()), 7);
  while (days.length < count) {
    if ([5, 6, 0, 1].includes(weekdayOf(day))) days.push(day);
    day = addDays(day, 1);
  }
  return days;
}

/** Requests per second of one evening's availability (printed with latencies); returns the average. */
async function availability(label: string, base: string): Promise<number> {
  const [date] = bookableDays(1);
  const result = await run({ url: `${base}/api/availability?date=${date}`, connections, duration: seconds });
  console.info(
    `${label} GET /api/availability: ${result.requests.average.toFixed(0)} requests/s ` +
      `(p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} non-2xx, ${connections} connections)`,
  );
  return result.requests.average;
}

const capacities = [6, 6, 7, 12, 6, 7, 8, 8, 4, 6, 6, 6, 6, 6, 6];
const starts = ['19:30', '20:30', '21:30', '22:30'];
const ends = ['20:00', '21:00', '22:00', '23:00'];

/**
 * `count` proofs of work for `form`, solved ahead (autocannon builds requests synchronously), the
 * n-th fetched from `address(n)`; 20 at a time, so that a loaded server answers every challenge.
 */
export async function solvedProofs(base: string, form: string, count: number, address: (n: number) => string) {
  const proofs: string[] = [];
  for (let from = 0; from < count; from += 20) {
    const batch = Array.from({ length: Math.min(20, count - from) }, async (_, k) => {
      const headers = { 'x-forwarded-for': address(from + k) };
      const response = await fetch(`${base}/api/challenge?form=${form}`, { headers });
      if (!response.ok) throw new Error(`challenge ${from + k}: ${response.status} ${await response.text()}`);
      return solveProof(await response.json());
    });
    proofs.push(...(await Promise.all(batch)));
  }
  return proofs;
}

/**
 * p50/p95 of `POST /api/reservations` (printed): distinct bookings that never collide, four 30-minute
 * slots per table and day, 15 tables, many days, with `proofCount` proofs solved ahead (more than
 * are sent; each is taken once). The hire bench measures it beside its own.
 */
export async function bookings(kind: string, base: string, proofCount = 3000) {
  const days = bookableDays(400);
  // Each from the address its booking comes from: one address gets 30 challenges a minute.
  const proofs = await solvedProofs(base, 'booking', proofCount, (n) => `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`);
  let i = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  await run(
    {
      url: `${base}/api/reservations`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const n = i++;
            const table = Math.floor(n / starts.length) % 15;
            const start = starts[n % starts.length] as string;
            const body = {
              date: days[Math.floor(n / (15 * starts.length))],
              startTime: start,
              endTime: ends[n % starts.length],
              tableId: table + 1,
              guestCount: Math.ceil((capacities[table] ?? 2) / 2),
              customerName: `Bench ${n}`,
              customerEmail: `bench${n}@example.org`,
              altcha: proofs[n % proofs.length],
            };
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify(body),
            };
          },
        },
      ],
    },
    (status, ms) => {
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    },
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => percentile(latencies, p);
  const counts = [...statuses].map(([s, c]) => `${c} × ${s}`).join(', ');
  console.info(
    `${kind} POST /api/reservations: p95 ${pct(0.95).toFixed(1)} ms, p50 ${pct(0.5).toFixed(1)} ms, ` +
      `${(latencies.length / seconds).toFixed(0)} bookings/s (${counts}; ${connections} connections)`,
  );
}
