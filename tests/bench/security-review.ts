/**
 * The figures of the second security review (`npm run bench -- security`), against the production
 * server the security bench starts (one trusted proxy hop, so `X-Forwarded-For` names the client):
 * - 100 parallel wrong passwords from one address: how many were checked, how many refused, the
 *   availability p95 meanwhile, and how long the real admin from another address then waits;
 * - the server's memory before and after 100,000 distinct availability dates (its heap after a full
 *   collection, and its resident memory);
 * - junk from one address followed by a valid booking from it;
 * - the owner's tablet (a known device) and a new browser signing in while 300 wrong passwords
 *   arrive at once from 100 addresses, at other names and at the owner's own: their answers and
 *   times, and how many of the flood were checked and refused.
 */
import autocannon from 'autocannon';
import { addDays, berlinDay } from '../../src/domain/calendar';
import { solveProof } from '../helpers/proof';
import { median, percentile } from './stats';

export interface BenchServer {
  base: string;
  /** The server's resident memory now, in MB. */
  rssMb: () => number;
  /** The server's heap after a full collection, in MB. */
  heapMb: () => Promise<number>;
  admin: { identifier: string; password: string };
}

const pct = percentile;

export async function securityReview(server: BenchServer, date: string) {
  await junkThenBooking(server.base, date);
  await parallelSignIns(server, date);
  await knownDeviceDuringFlood(server);
  await availabilityMemory(server);
}

/** One guest asking for the day's availability, one request after the other, until `done()`. */
async function sampleAvailability(base: string, date: string, done: () => boolean): Promise<number[]> {
  const out: number[] = [];
  while (!done()) {
    const t = performance.now();
    await (await fetch(`${base}/api/availability?date=${date}`)).arrayBuffer();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

function signIn(base: string, identifier: string, password: string, address: string, cookie?: string) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': address,
      ...(cookie && { cookie }),
    },
    body: JSON.stringify({ identifier, password }),
  });
}

/** A sign-in's status and seconds. */
async function timedSignIn(...args: Parameters<typeof signIn>): Promise<{ status: number; s: number }> {
  const t = performance.now();
  const res = await signIn(...args);
  await res.arrayBuffer();
  return { status: res.status, s: (performance.now() - t) / 1000 };
}

/**
 * The owner's tablet, which signed in before (its `__Host-staff_device` cookie), and a browser
 * that never did, both with the right password from addresses of their own, 0.2 s into a flood of
 * 300 parallel wrong passwords from 100 addresses (3 each; one trusted proxy hop, so
 * `X-Forwarded-For` names them).
 */
async function knownDeviceDuringFlood(server: BenchServer) {
  const { identifier, password } = server.admin;
  const first = await signIn(server.base, identifier, password, '198.51.100.92');
  await first.arrayBuffer();
  const device = first.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-staff_device='))
    ?.split(';')[0];
  if (first.status !== 200 || !device) throw new Error(`no known device: ${first.status}`);
  for (const [target, name] of [
    ['other names', (i: number) => `spray-${i}`],
    ["the owner's name", () => identifier],
  ] as const) {
    const t = performance.now();
    const flood = Array.from({ length: 300 }, (_, i) =>
      timedSignIn(server.base, name(i), `falsch-${i}`, `100.64.${i % 100}.${1 + Math.floor(i / 100)}`),
    );
    await new Promise((r) => setTimeout(r, 200));
    const [known, fresh] = await Promise.all([
      timedSignIn(server.base, identifier, password, '198.51.100.93', device),
      timedSignIn(server.base, identifier, password, '198.51.100.94'),
    ]);
    const answers = await Promise.all(flood);
    const seconds = (performance.now() - t) / 1000;
    const count = (s: number) => answers.filter((a) => a.status === s).length;
    console.info(
      `300 parallel wrong passwords from 100 addresses at ${target}: the known device ${known.status} after ` +
        `${known.s.toFixed(1)} s, a new browser ${fresh.status} after ${fresh.s.toFixed(1)} s; the flood ` +
        `${count(401)} checked (401), ${count(429)} refused (429), others ${300 - count(401) - count(429)}, ` +
        `over ${seconds.toFixed(1)} s`,
    );
  }
}

async function parallelSignIns(server: BenchServer, date: string) {
  let finished = false;
  const alone = await (async () => {
    let n = 0;
    return sampleAvailability(server.base, date, () => ++n > 200);
  })();
  const sampling = sampleAvailability(server.base, date, () => finished);
  const t = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const res = await signIn(server.base, server.admin.identifier, `falsch-${i}`, '198.51.100.90');
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const burstMs = performance.now() - t;
  finished = true;
  const during = await sampling;
  const count = (s: number) => statuses.filter((x) => x === s).length;
  console.info(
    `100 parallel wrong passwords from one address: ${count(401)} checked (401), ${count(429)} refused (429), ` +
      `others ${100 - count(401) - count(429)}; over ${(burstMs / 1000).toFixed(1)} s. /api/availability meanwhile: ` +
      `p50 ${pct(during, 0.5).toFixed(1)} ms, p95 ${pct(during, 0.95).toFixed(1)} ms (${during.length} requests); ` +
      `alone p95 ${pct(alone, 0.95).toFixed(1)} ms`,
  );
  const start = performance.now();
  const admin = await signIn(server.base, server.admin.identifier, server.admin.password, '198.51.100.91');
  console.info(
    `the real admin from another address right after: ${admin.status} after ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
}

/** 100,000 distinct dates: every day a setting could open, the rest far in the past and future. */
function distinctDates(): string[] {
  const today = berlinDay(new Date());
  const dates: string[] = [];
  for (let i = -2; i <= 365; i++) dates.push(addDays(today, i));
  for (let i = 0; dates.length < 100_000; i++) dates.push(addDays('0100-01-01', i), addDays('3000-01-01', i));
  return dates;
}

/**
 * The server's memory around 100,000 distinct dates: its heap after a full collection (what the
 * dates leave behind) and its resident memory (which also counts garbage not given back yet, so it
 * moves by tens of MB either way).
 */
async function availabilityMemory(server: BenchServer) {
  const dates = distinctDates();
  for (let i = 0; i < 2000; i++)
    await (await fetch(`${server.base}/api/availability?date=${dates[i % 10]}`)).arrayBuffer();
  const heapBefore = await server.heapMb();
  const before = server.rssMb();
  let next = 0;
  const t = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: server.base,
        connections: 16,
        amount: dates.length,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: `/api/availability?date=${dates[next++]}` }),
          },
        ],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
  });
  const seconds = (performance.now() - t) / 1000;
  const heapAfter = await server.heapMb();
  const after = server.rssMb();
  console.info(
    `${dates.length.toLocaleString('en')} distinct availability dates (${result['2xx']} × 2xx, ${result.non2xx} other) ` +
      `in ${seconds.toFixed(0)} s: server heap after a full collection ${heapBefore.toFixed(1)} → ${heapAfter.toFixed(1)} MB ` +
      `(${signed(heapAfter - heapBefore)} MB); resident ${before.toFixed(0)} → ${after.toFixed(0)} MB (${signed(after - before)} MB, uncollected garbage included)`,
  );
}

const signed = (mb: number) => `${mb >= 0 ? '+' : ''}${mb.toFixed(1)}`;

async function junkThenBooking(base: string, date: string) {
  const address = '203.0.113.77';
  const post = (body: unknown) =>
    fetch(`${base}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const booking = {
    date,
    startTime: '20:00',
    tableId: 5,
    guestCount: 3,
    customerName: 'Anna Gast',
    customerEmail: 'anna-bench@example.org',
  };
  const junk: number[] = [];
  for (let i = 0; i < 15; i++) junk.push((await post(i % 3 === 0 ? {} : { ...booking, altcha: 'gefälscht' })).status);
  const times: number[] = [];
  const challengeAt = performance.now();
  const challenge = await (
    await fetch(`${base}/api/challenge?form=booking`, { headers: { 'x-forwarded-for': address } })
  ).json();
  const altcha = await solveProof(challenge);
  times.push(performance.now() - challengeAt);
  const valid = await post({ ...booking, altcha });
  const tally = [...new Set(junk)].map((s) => `${junk.filter((x) => x === s).length} × ${s}`).join(', ');
  console.info(
    `junk from one address (${tally}), then a valid booking from it: ${valid.status}` +
      ` (proof solved in ${median(times).toFixed(0)} ms)`,
  );
}
