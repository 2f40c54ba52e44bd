import { defineConfig } from 'vitest/config';
import { viteYaml } from './scripts/yaml-modules.mjs';

export default defineConfig({
  plugins: [viteYaml()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
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
  },
});
