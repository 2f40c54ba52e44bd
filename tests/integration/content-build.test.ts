import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * A content file with a wrong field stops the build, naming the file and the field. Each case runs
 * Astro's content sync (the first step of every build) on a copy of the content with one mistake.
 * The copy lives inside the repository so it finds the installed packages.
 */
const repo = join(import.meta.dirname, '..', '..');
let root = '';

function contentWith(mistake: (root: string) => void): { status: number | null; output: string } {
  root = mkdtempSync(join(repo, '.content-check-'));
  for (const dir of ['src/content', 'src/domain', 'src/site', 'src/assets/art']) {
    cpSync(join(repo, dir), join(root, dir), { recursive: true });
  }
  cpSync(join(repo, 'src/content.config.ts'), join(root, 'src/content.config.ts'));
  writeFileSync(join(root, 'astro.config.mjs'), 'export default {};\n');
  mistake(root);
  const run = spawnSync(join(repo, 'node_modules/.bin/astro'), ['sync', '--root', root], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the build refuses wrong content', () => {
  it('passes with the content as it is', () => {
    const run = contentWith(() => {});
    expect(run.output).not.toMatch(/InvalidContentEntryDataError/);
    expect(run.status).toBe(0);
  });

  it.each([
    [
      'an event on a day that does not exist, written without quotes',
      '2026-02-30-fasching.md',
      '---\nname: Fasching\ndate: 2026-02-30\ntype: special\n---\nKostüme!\n',
      /date: Dieses Datum gibt es nicht/,
    ],
    [
      'an event of an unknown type',
      '2026-12-12-party.md',
      "---\nname: Party\ndate: '2026-12-12'\ntype: party\n---\n",
      /type: Typ muss einer von live-music, halloween/,
    ],
  ])('%s', (_case, name, text, field) => {
    const run = contentWith((r) => writeFileSync(join(r, 'src/content/events', name), text));
    expect(run.status).not.toBe(0);
    expect(run.output).toContain(`src/content/events/${name}`);
    expect(run.output).toMatch(field);
  });

  it('a venue without its phone number', () => {
    const run = contentWith((r) => {
      const file = join(r, 'src/content/venues/irish.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^phone: .*\n/m, ''));
    });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('src/content/venues/irish.yaml');
    expect(run.output).toMatch(/phone: /);
  });
});
