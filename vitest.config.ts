import { defineConfig } from 'vitest/config';
import { viteYaml } from './scripts/yaml-modules.mjs';

export default defineConfig({
  plugins: [viteYaml()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
