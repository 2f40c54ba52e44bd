/** Prints one closing line over the Vitest and Playwright runs of `npm test`. */
import { readFile } from 'node:fs/promises';

type Counts = { passed: number; failed: number; skipped: number };

async function vitest(): Promise<Counts> {
  const r = JSON.parse(await readFile('reports/vitest.json', 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

async function playwright(): Promise<Counts> {
  const r = JSON.parse(await readFile('reports/playwright.json', 'utf8'));
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
}

const runs = { vitest: await vitest(), playwright: await playwright() };
const total = Object.values(runs).reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
}));
for (const [name, c] of Object.entries(runs))
  console.info(`${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
console.info(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (total.failed > 0) process.exitCode = 1;
