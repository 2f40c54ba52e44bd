/**
 * Abuse figures (`npm run bench -- security`), on the production build (`node scripts/serve.mjs`,
 * embedded database, built when missing):
 * - the answer and time of `GET /_image?…&w=4000&f=avif` (runtime image work for strangers);
 * - the time and the server's memory growth for a 50 MB JSON body to `/api/auth/login`;
 * - `/api/availability` p50/p95 alone and while 16 clients hammer the public write endpoints;
 * - how many bookings one address, one e-mail and one script solving proofs of work get in 10
 *   minutes (see guestLimits.ts: the limits played with a moving clock, the proof cost measured);
 * - the second review's figures (security-review.ts): parallel sign-ins, memory after 100,000
 *   availability dates, junk followed by a valid booking.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { testEnv } from '../helpers/test-env.mjs';
import { guestLimits } from './guest-limits';
import { inspectorUrl, retainedHeapMb } from './inspector-heap';
import { ensureProductionBuild } from './production-build';
import { securityReview } from './security-review';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const adminPassword = 'bench-passwort-123';

export default async function bench() {
  await ensureProductionBuild();
  const server = await startProduction();
  try {
    await imageEndpoint(server.base);
    await hugeBody(server);
    await availabilityUnderLoad(server.base);
    await securityReview(
      {
        base: server.base,
        rssMb: () => rssMb(server.child.pid),
        heapMb: () => retainedHeapMb(server.inspector),
        admin: { identifier: 'admin', password: adminPassword },
      },
      nextFriday(),
    );
  } finally {
    server.child.kill('SIGTERM');
  }
  await guestLimits();
}

interface Server {
  child: ChildProcess;
  base: string;
  /** The server's inspector, for its heap after a full collection. */
  inspector: string;
}

async function startProduction(): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pubs-security-bench-'));
  const port = 4600 + Math.floor(Math.random() * 300);
  const env = testEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MAIL_SINK_DIR: join(dataDir, 'mail'),
    TRUST_PROXY_HOPS: '1',
    ADMIN_EMAIL: 'chef@example.org',
    ADMIN_PASSWORD: adminPassword,
  });
  // As `npm start` does: migrate and create the first admin, then serve (this process is the server).
  const migrated = spawnSync('npm', ['run', 'db:migrate'], { env, stdio: 'ignore' });
  if (migrated.status !== 0) throw new Error('npm run db:migrate failed');
  // The inspector (loopback only) lets the bench ask for the server's heap after a full collection.
  const child = spawn('node', ['--inspect=127.0.0.1:0', 'scripts/serve.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const inspector = await inspectorUrl(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('production server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return { child, base, inspector };
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function imageEndpoint(base: string) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/_image?href=/og-image.jpg&w=4000&f=avif`);
    await res.arrayBuffer();
    times.push(performance.now() - t);
    status = res.status;
  }
  console.info(
    `GET /_image?href=/og-image.jpg&w=4000&f=avif: ${status}, median ${median(times).toFixed(1)} ms (5 calls)`,
  );
}

async function hugeBody(server: Server) {
  const before = rssMb(server.child.pid);
  const body = Buffer.alloc(50 * 1024 * 1024, 'a');
  body.write('{"identifier":"admin","password":"');
  const t = performance.now();
  const res = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body,
  }).catch((error: Error) => error);
  const ms = performance.now() - t;
  await new Promise((r) => setTimeout(r, 500));
  const after = rssMb(server.child.pid);
  const answer = res instanceof Response ? String(res.status) : `connection closed (${res.message})`;
  console.info(
    `50 MB JSON body to /api/auth/login: ${answer} after ${ms.toFixed(0)} ms; ` +
      `server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB (+${(after - before).toFixed(0)} MB)`,
  );
}

async function availabilityUnderLoad(base: string) {
  const date = nextFriday();
  const alone = await latencies(`${base}/api/availability?date=${date}`);
  const hammer = autocannon({
    url: base,
    connections: 16,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/reservations',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.66' },
        body: JSON.stringify({
          date,
          startTime: '20:00',
          tableId: 5,
          guestCount: 3,
          customerName: 'X',
          customerEmail: 'x@example.org',
        }),
      },
      {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.67' },
        body: JSON.stringify({ name: 'X', email: 'x@example.org', message: 'Spam' }),
      },
      { method: 'GET', path: '/api/challenge?form=booking' },
      { method: 'GET', path: '/_image?href=/og-image.jpg&w=4000&f=avif' },
    ],
  });
  const loaded = await latencies(`${base}/api/availability?date=${date}`);
  const result = await hammer;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([s, v]) => `${(v as { count: number }).count} × ${s}`)
    .join(', ');
  console.info(
    `/api/availability alone: p50 ${pct(alone, 0.5).toFixed(1)} ms, p95 ${pct(alone, 0.95).toFixed(1)} ms; ` +
      `while 16 clients hammer (${Math.round(result.requests.average)} requests/s: ${statuses}): ` +
      `p50 ${pct(loaded, 0.5).toFixed(1)} ms, p95 ${pct(loaded, 0.95).toFixed(1)} ms ` +
      `(${(pct(loaded, 0.95) / pct(alone, 0.95)).toFixed(1)}× alone)`,
  );
}

/** One guest asking for availability again and again for `seconds`; the sorted latencies. */
async function latencies(url: string): Promise<number[]> {
  const out: number[] = [];
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon({ url, connections: 1, duration: seconds }, (e) => (e ? reject(e) : resolve()));
    instance.on('response', (_c, _s, _b, ms) => out.push(ms));
  });
  return out.sort((a, b) => a - b);
}

function nextFriday(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  while (d.getUTCDay() !== 5) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const median = (xs: number[]) =>
  pct(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
