import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startProductionServer } from '../e2e/site-helpers';
import { postgresFactoryFromEnv, type TestDatabase } from '../helpers/databases';
import { addStaffAccount, deploymentCopy } from '../helpers/deployment-copy.mjs';
import { ensureProductionBuild } from './production-build';
import { median } from './stats';

const runs = 3;
const slug = '2026-12-05-the-black-velvet-band';
const password = 'redaktion-passwort-1';

/** Guests reading pages until `stop()`: its figures then. */
function loadDuring(base: string) {
  let instance: autocannon.Instance | undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections: 10,
        duration: 600,
        requests: [{ path: '/' }, { path: '/irish' }, { path: `/veranstaltungen/${slug}` }],
      },
      (error, figures) => (error ? reject(error) : resolve(figures)),
    );
  });
  return {
    stop() {
      instance?.stop();
      return result;
    },
  };
}

async function publishRuns(kind: string, env: Record<string, string>) {
  const root = deploymentCopy(mkdtempSync(join(tmpdir(), 'bench-deployment-')));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-deployment-data-'));
  addStaffAccount(
    root,
    { email: 'redaktion@example.org', username: 'rita', role: 'editor', password },
    { DATA_DIR: dataDir, ...env },
  );
  const server = await startProductionServer({ DATA_DIR: dataDir, MAIL_SINK_DIR: join(dataDir, 'mail'), ...env }, root);
  try {
    const base = server.baseUrl;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'rita', password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const staff = { cookie, origin: base, 'content-type': 'application/json' };
    const file = join(root, 'src/content/events', `${slug}.md`);
    const original = readFileSync(file, 'utf8');
    const times: number[] = [];
    for (let run = 1; run <= runs; run++) {
      writeFileSync(file, original.replace(/^name: .*$/m, `name: 'Live: Runde ${run}'`));
      const load = loadDuring(base);
      const started = performance.now();
      await fetch(`${base}/api/admin/publish`, { method: 'POST', headers: staff });
      let status = '';
      while (status !== 'live' && status !== 'failed') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const answer = (await (await fetch(`${base}/api/admin/publish`, { headers: staff })).json()) as {
          current: { status: string } | null;
        };
        status = answer.current?.status ?? '';
      }
      const pressToLive = performance.now() - started;
      // The load goes on a second past the switch.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const result = await load.stop();
      const served = await (await fetch(`${base}/veranstaltungen/${slug}`)).text();
      times.push(pressToLive);
      console.info(
        `${kind} run ${run}: ${status}, press → live ${(pressToLive / 1000).toFixed(1)} s; load: ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; new name served: ${served.includes(`Runde ${run}`)}`,
      );
    }
    console.info(`${kind} press → live, median of ${runs}: ${(median(times) / 1000).toFixed(1)} s`);
  } finally {
    await server.stop();
  }
}

export default async function bench() {
  await ensureProductionBuild();
  await publishRuns('pglite', {});
  if (!postgresFactoryFromEnv) {
    console.info('postgres: skipped (set TEST_DATABASE_URL to measure on Postgres)');
    return;
  }
  const database: TestDatabase = await postgresFactoryFromEnv.create();
  try {
    await publishRuns('postgres', { DATABASE_URL: database.url ?? '' });
  } finally {
    await database.dispose();
  }
}
