/**
 * The environment of everything the tests build and start: the system's basics from the caller's
 * shell and nothing else, so a developer with `DATABASE_URL`, `RESEND_API_KEY`, `ADMIN_EMAIL` or
 * `PUBLIC_ANALYTICS_SRC` set still builds and tests the same site as CI.
 *
 * As a command, `node tests/helpers/test-env.mjs <command> [args…]` runs the command with that
 * environment plus the variables of `TEST_ENV` (a JSON object), for runners that can only add to
 * their own environment (Playwright's `webServer`).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What a child process needs from the shell: where programs are (Node 24 via npm), home, temp, locale. */
const inherited = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TERM', 'CI', 'ASTRO_TELEMETRY_DISABLED'];

/** The caller's basics plus `extra`; every variable the app reads comes from `extra` or its default. */
export function testEnv(extra = {}) {
  const basics = Object.fromEntries(
    inherited.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]),
  );
  return { ...basics, ...extra };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node tests/helpers/test-env.mjs <command> [args…]');
    process.exit(2);
  }
  const child = spawn(command, args, { env: testEnv(JSON.parse(process.env.TEST_ENV ?? '{}')), stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
