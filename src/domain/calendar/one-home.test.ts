import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const home = 'src/domain/calendar/';
const forbidden = /\btimeZone\s*:|Europe\/Berlin/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests may assert on the zone in what the code writes (an iCalendar TZID, for example).
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('keeps time zones in the calendar module (src/domain/calendar)', () => {
  const offenders = ['src', 'widgets']
    .flatMap(sourceFiles)
    .filter((path) => !path.startsWith(home))
    .flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, i) => (forbidden.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    );
  expect(offenders, 'use the Berlin-time functions of src/domain/calendar instead').toEqual([]);
});
