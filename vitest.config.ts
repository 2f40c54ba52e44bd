import { defineConfig } from 'vitest/config';
import { viteYaml } from './scripts/yaml-modules.mjs';

/** Tests of pure code: no database, server or child process, and no state left behind in a module. */
const pure = ['src/domain/**/*.test.{ts,tsx}', 'src/components/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'];

export default defineConfig({
  plugins: [viteYaml()],
  test: {
    // A time limit here catches a test that hangs, not one that is slow: CI's machine ran the
    // suite 2.5 times slower than a quiet one, and a 20-round race took 5 s here and over 30 s there.
    // What must be fast is measured in `tests/bench/`.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The test files mostly wait (on Postgres, on timers, on a server they started): four at a time
    // keep two cores busy, where two left them half idle (403 s against 182 s for the whole run).
    maxWorkers: 4,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      // A fresh process per file costs about half a second; pure tests share their workers.
      { extends: true, test: { name: 'pure', include: pure, isolate: false } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
          exclude: pure,
        },
      },
    ],
  },
});
