/**
 * `npm run bench`: runs every `tests/bench/*.bench.ts` (or those named as arguments) one after the
 * other. Each module's default export is an async function that prints its own figures.
 */
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = (await readdir(dir))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  console.info(`\n## ${file}`);
  const bench = (await import(join(dir, file))) as { default: () => Promise<void> };
  await bench.default();
}
