import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { migratedDataDir } from '../../helpers/database-templates';
import { testEnv } from '../../helpers/test-env.mjs';

export interface OwnServer {
  base: string;
  dataDir: string;
  /** Where it writes its mails (`MAIL_SINK_DIR`). */
  mailDir: string;
  /** The server process itself (not a shell around it). */
  pid: number | undefined;
  log: () => string;
  stop: () => void;
}

/**
 * The production server (`npm start` in its two steps) on a fresh embedded database (a copy of the
 * migrated template) and a port of its own, for tests that need their own memory, log or clock.
 * `preload` is a module loaded with `node --import` before the server (e.g. a shifted clock);
 * `dataDir` starts it again on the database of a server stopped before (a restart).
 */
export async function startOwnServer(
  name: string,
  admin: { email: string; password: string },
  { env = {}, preload, dataDir }: { env?: Record<string, string>; preload?: string; dataDir?: string } = {},
): Promise<OwnServer> {
  dataDir ??= await migratedDataDir(name);
  const mailDir = join(dataDir, 'mail');
  const fullEnv = testEnv({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    // No RESEND_API_KEY: the server starts because a mail folder is named deliberately.
    MAIL_SINK_DIR: mailDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...env,
  });
  const imports = preload ? ['--import', preload] : [];
  // What `npm start` runs, in two steps, so the child is the server process itself.
  const migrate = spawnSync(
    'node_modules/.bin/tsx',
    ['--import', './scripts/yaml-register.mjs', 'scripts/db-migrate.ts'],
    { env: fullEnv, encoding: 'utf8' },
  );
  expect(migrate.status, migrate.stderr).toBe(0);
  const child: ChildProcess = spawn(process.execPath, [...imports, 'scripts/serve.mjs'], { env: fullEnv });
  let log = '';
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  await expect.poll(() => /listening on (\S+)/.exec(log)?.[1], { timeout: 60_000 }).toBeTruthy();
  const base = /listening on (\S+)/.exec(log)?.[1] ?? '';
  await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.status, String), { timeout: 60_000 }).toBe(200);
  return { base, dataDir, mailDir, pid: child.pid, log: () => log, stop: () => child.kill('SIGTERM') };
}

/**
 * Playwright's `test` on a server of the worker's own ({@link startOwnServer}): `baseURL`, and with
 * it every page, request and `browser.newPage()`, goes there; `ownServer` names its mail folder.
 * For specs that change what every booking depends on (the week, the live plan): on the run's shared
 * server they would have to wait until every other test is done.
 */
export function testOnOwnServer(name: string, admin: { email: string; password: string }) {
  return test.extend<object, { ownServer: OwnServer }>({
    ownServer: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
      async ({}, use) => {
        const server = await startOwnServer(name, admin);
        await use(server);
        server.stop();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.base),
  });
}
