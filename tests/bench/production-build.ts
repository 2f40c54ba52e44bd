import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Builds the site when this checkout has no production build yet, so every bench also runs on a
 * fresh clone. The build gets only the test environment (tests/helpers/test-env.mjs): a shell's
 * analytics source or site address does not change what is measured. An existing build is used as
 * it is: after a change, `npx astro build` first.
 */
export async function ensureProductionBuild() {
  if (existsSync('dist/server/entry.mjs') && existsSync('dist/client/reservierung/index.html')) return;
  console.info('(no production build here: building it first)');
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, ['tests/helpers/test-env.mjs', 'node_modules/.bin/astro', 'build'], { stdio: 'ignore' }).on(
      'exit',
      (c) => (c === 0 ? resolve() : reject(new Error('build failed'))),
    ),
  );
}

/**
 * The builds a bench measures: this checkout's, and with `BENCH_VS=<another checkout, built>` that
 * one too (label `vs`), side by side in one run.
 */
export const builds: readonly { label: string; cwd: string | undefined }[] = [
  { label: '', cwd: undefined },
  ...(process.env.BENCH_VS ? [{ label: 'vs', cwd: process.env.BENCH_VS }] : []),
];
