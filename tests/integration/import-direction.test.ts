import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** Every source file below `dir`, with the relative imports it makes (resolved to the tree). */
function importsBelow(dir: string): { file: string; target: string; typeOnly: boolean }[] {
  const found: { file: string; target: string; typeOnly: boolean }[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      // Tests may read their helpers and the content; the rule is the shipped code's.
      else if (/\.(ts|tsx|mjs|astro)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"](\.[^'"]+)['"]/gm)) {
          found.push({
            file: relative(root, path),
            target: relative(root, resolve(dirname(path), m[3] ?? '')),
            typeOnly: Boolean(m[2]),
          });
        }
      }
    }
  };
  walk(join(root, dir));
  return found;
}

const offending = (dir: string, bad: (i: { target: string; typeOnly: boolean }) => boolean) =>
  importsBelow(dir)
    .filter(bad)
    .map((i) => `${i.file} -> ${i.target}`);

/** The import direction of docs/architecture.md: pages → widgets → domain ← server. */
describe('import direction', () => {
  it('src/domain imports only itself', () => {
    expect(offending('src/domain', (i) => !i.target.startsWith('src/domain'))).toEqual([]);
  });

  it('src/server imports no widgets, pages or components, and nothing in src/ reads keystatic.config.ts', () => {
    expect(offending('src/server', (i) => /^(widgets|src\/(pages|components))\//.test(i.target))).toEqual([]);
    expect(offending('src', (i) => i.target.startsWith('keystatic.config'))).toEqual([]);
  });

  it('widgets take only the type of the API from the server', () => {
    expect(offending('widgets', (i) => i.target.startsWith('src/server') && !i.typeOnly)).toEqual([]);
  });
});
