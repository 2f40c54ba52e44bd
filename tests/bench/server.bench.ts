/**
 * The API against the production server's own static file (`npm run bench server`, on the built
 * site): autocannon with 10 connections on `/robots.txt`, `/api/health` and `/api/availability`,
 * one after the other in one run, on the embedded database and, with `TEST_DATABASE_URL`, on a
 * fresh Postgres database. Prints requests/s, latencies, non-2xx answers and each endpoint's ratio
 * to the static file (issue 14 asks ≥ 0.5 × on Postgres and ≥ 0.25 × embedded for availability).
 * `BENCH_VS=<another checkout, built>` measures that build right after this one, each against its
 * own static file, on a database of its own.
 */
import autocannon from 'autocannon';
import { startProductionServer } from '../e2e/site-helpers';
import { postgresFactoryFromEnv, type TestDatabase } from '../helpers/databases';
import { saturdayAhead } from './open-evening';
import { builds, ensureProductionBuild } from './production-build';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

async function measure(base: string, path: string) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds });
  return {
    path,
    rps: result.requests.average,
    line: `${result.requests.average.toFixed(0).padStart(6)} requests/s (p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, ${result.non2xx} non-2xx)`,
  };
}

async function serverRun(name: 'pglite' | 'postgres', env: Record<string, string>, cwd?: string, label = '') {
  const kind = label ? `${name} (${label})` : name;
  const server = await startProductionServer({ MAIL_SINK_DIR: '/tmp/bench-mail', ...env }, cwd);
  try {
    const availability = `/api/availability?date=${saturdayAhead()}`;
    // Warm up every path once (JIT, first query plans, the availability cache's first load).
    for (const path of ['/robots.txt', '/api/health', availability]) await fetch(`${server.baseUrl}${path}`);
    // The static file before and after the API: its mean is the yardstick for both.
    const first = await measure(server.baseUrl, '/robots.txt');
    const api = [await measure(server.baseUrl, availability), await measure(server.baseUrl, '/api/health')];
    const last = await measure(server.baseUrl, '/robots.txt');
    const staticRps = (first.rps + last.rps) / 2;
    console.info(`${kind} static /robots.txt      ${first.line}; again ${last.rps.toFixed(0)} requests/s`);
    for (const a of api) {
      const name = a.path.startsWith('/api/availability') ? '/api/availability' : a.path;
      console.info(`${kind} ${name.padEnd(22)} ${a.line}  = ${(a.rps / staticRps).toFixed(2)} × static`);
    }
  } finally {
    await server.stop();
  }
}

export default async function bench() {
  await ensureProductionBuild();
  for (const { cwd, label } of builds) await serverRun('pglite', {}, cwd, label);
  if (!postgresFactoryFromEnv) {
    console.info('postgres: skipped (set TEST_DATABASE_URL to measure on Postgres)');
    return;
  }
  for (const { cwd, label } of builds) {
    const database: TestDatabase = await postgresFactoryFromEnv.create();
    // The server migrates the empty database itself; this process only drops it afterwards.
    try {
      await serverRun('postgres', { DATABASE_URL: database.url ?? '' }, cwd, label);
    } finally {
      await database.dispose();
    }
  }
}
