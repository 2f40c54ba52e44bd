import { defineConfig } from 'vitest/config';
import { viteYaml } from './scripts/yaml-modules.mjs';

export default defineConfig({
  plugins: [viteYaml()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The test files mostly wait (on Postgres, on timers, on a server they started): four at a time
    // keep two cores busy, where two left them half idle (403 s against 182 s for the whole run).
    maxWorkers: 4,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
