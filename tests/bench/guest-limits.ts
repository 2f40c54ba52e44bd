/**
 * How many bookings one address, one e-mail and one script get in 10 minutes. The API runs in
 * process on an embedded database with a clock that moves on by what each attempt costs the
 * attacker: the measured time to solve one proof of work at the production cost (median of ten
 * solves on one core of this machine) times the level the server asked for, plus the request. The server receives cheap proofs, so
 * ten simulated minutes take seconds; limits, horizon and rules are the real ones.
 */
import { type Challenge, createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { addDays, berlinDay, weekdayOf } from '../../src/domain/calendar';
import { createApi } from '../../src/server/app';
import { mailAddresses } from '../../src/server/config';
import { defaultProofOfWorkCost } from '../../src/server/proof-of-work/proof-of-work';
import { cheapProofOfWork } from '../helpers/api';
import { createMigrated, databaseFactories, pinDatabaseClock } from '../helpers/databases';
import { solveProof } from '../helpers/proof';

const windowMs = 10 * 60_000;
const start = new Date('2026-11-23T09:00:00Z');
/** Capacities of tables 1–15 in the default plan. */
const capacities = [6, 6, 7, 12, 6, 7, 8, 8, 4, 6, 6, 6, 6, 6, 6];
const slots = [
  ['19:30', '20:30'],
  ['21:00', '22:00'],
  ['22:30', '23:30'],
] as const;

export async function guestLimits() {
  const solveMs = await productionSolveMs();
  console.info(`one proof of work at the production cost: median ${solveMs.toFixed(0)} ms to solve on one core`);
  for (const scenario of scenarios) {
    const booked = await play(scenario, solveMs);
    console.info(`${scenario}: ${booked.created} bookings in 10 minutes (${booked.summary})`);
  }
}

async function productionSolveMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const challenge: Challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: defaultProofOfWorkCost.cost,
      counter: randomInt(defaultProofOfWorkCost.counterMin, defaultProofOfWorkCost.counterMax),
      deriveKey,
      hmacSignatureSecret: 'bench',
    });
    const t = performance.now();
    await solveChallenge({ challenge, deriveKey });
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[5] ?? 0;
}

/**
 * One address with a new e-mail each time; one e-mail from a new address each time; one script on
 * one machine (any address of its IPv6 /64, a new e-mail each time); a script with a pool of
 * addresses and made-up e-mails, which only the proof of work slows.
 */
const scenarios = ['one address', 'one e-mail', 'one script on one machine', 'a script with an address pool'] as const;

function clientAddress(scenario: (typeof scenarios)[number], n: number): string {
  if (scenario === 'one address') return '203.0.113.7';
  if (scenario === 'one script on one machine') return `2001:db8:77:1:${(n & 0xffff).toString(16)}::1`;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function play(scenario: (typeof scenarios)[number], solveMs: number) {
  const factory = databaseFactories[0];
  if (!factory) throw new Error('no database');
  const test = await createMigrated(factory, start);
  await pinDatabaseClock(test.db, start);
  let now = start.getTime();
  const api = createApi({
    db: test.db,
    now: () => new Date(now),
    log: { info() {}, warn() {}, error() {} },
    mailer: { kind: 'sink', send: async () => ({ id: 'dropped' }) },
    mail: mailAddresses({}),
    siteUrl: 'http://localhost',
    trustProxyHops: 1,
    proofOfWork: cheapProofOfWork,
  });
  const targets = bookableTargets();
  const statuses = new Map<number, number>();
  let maxLevel = 1;
  let n = 0;
  while (now < start.getTime() + windowMs && n < targets.length) {
    const target = targets[n] as (typeof targets)[number];
    n++;
    const address = { 'x-forwarded-for': clientAddress(scenario, n) };
    const asked = await api.request('/api/challenge?form=booking', { headers: address });
    if (!asked.ok) {
      // No challenge for this address now: the script waits a second and asks again.
      statuses.set(asked.status, (statuses.get(asked.status) ?? 0) + 1);
      now += 1000;
      continue;
    }
    const challenge = await asked.json();
    const level = Number(challenge.parameters.data?.level ?? 1);
    const altcha = await solveProof(challenge);
    const t = performance.now();
    const res = await api.request('/api/reservations', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...address,
      },
      body: JSON.stringify({
        ...target,
        customerName: 'Tisch Besetzer',
        customerEmail: scenario === 'one e-mail' ? 'besetzer@example.org' : `besetzer${n}@example.org`,
        altcha,
      }),
    });
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    // The proof at the production cost times the level the server asked for, then the request.
    now += solveMs * level + (performance.now() - t);
    maxLevel = Math.max(maxLevel, level);
  }
  await test.dispose();
  const summary = `${[...statuses].map(([s, c]) => `${c} × ${s}`).join(', ')}; proof level up to ${maxLevel}`;
  return { created: statuses.get(201) ?? 0, summary };
}

/** Every free table and slot guests could book, day after day within the 90-day horizon. */
function bookableTargets() {
  const out: { date: string; startTime: string; endTime: string; tableId: number; guestCount: number }[] = [];
  const today = berlinDay(start);
  for (let d = 1; d <= 90; d++) {
    const date = addDays(today, d);
    if (![5, 6, 0, 1].includes(weekdayOf(date))) continue;
    for (const [startTime, endTime] of slots) {
      capacities.forEach((capacity, i) => {
        out.push({ date, startTime, endTime, tableId: i + 1, guestCount: Math.ceil(capacity / 2) });
      });
    }
  }
  return out;
}
