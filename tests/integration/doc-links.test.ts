import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** GitHub's anchor of a heading: lower case, punctuation but `_` and `-` dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown file offers: one per heading, repeats numbered as GitHub does. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

function walk(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? walk(path, keep) : keep(path) ? [path] : [];
  });
}

/** Why `target#anchor`, linked from `from`, does not resolve; undefined when it does. */
function broken(from: string, target: string): string | undefined {
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? from : resolve(dirname(from), path);
  if (!existsSync(file)) return 'no such file';
  if (anchor && file.endsWith('.md') && !anchors(file).has(anchor)) return `no heading #${anchor}`;
  return undefined;
}

const docs = [join(root, 'README.md'), ...walk(join(root, 'docs'), (p) => p.endsWith('.md'))];

describe('links in docs/ and the README', () => {
  it('the slug is GitHub’s', () => {
    expect(slug('Call 1: confirmation to the guest')).toBe('call-1-confirmation-to-the-guest');
    expect(slug('`mail_outbox` and the dispatcher')).toBe('mail_outbox-and-the-dispatcher');
    expect(slug('Öffnungszeiten & Ruhetag')).toBe('öffnungszeiten--ruhetag');
  });

  it('every relative link and anchor resolves', () => {
    const failures = docs.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1] ?? '')
        .filter((target) => !/^[a-z]+:/i.test(target))
        .flatMap((target) => {
          const why = broken(file, target);
          return why ? [`${relative(root, file)}: ${target} (${why})`] : [];
        }),
    );
    expect(failures).toEqual([]);
  });

  it('every docs/…#anchor the code, the schema and the tests name resolves', () => {
    const sources = ['src', 'widgets', 'supabase', 'scripts', 'tests'].flatMap((dir) =>
      walk(join(root, dir), (p) => /\.(ts|tsx|astro|mjs|sql|css)$/.test(p)),
    );
    const failures = sources.flatMap((file) =>
      // A comment may wrap a reference after its hyphen; only whole ones are checked.
      [...readFileSync(file, 'utf8').matchAll(/docs\/([\w-]+\.md)#([\w-]*[\w])(?![\w-])/g)].flatMap((m) => {
        const why = broken(join(root, 'docs', 'x.md'), `${m[1]}#${m[2]}`);
        return why ? [`${relative(root, file)}: docs/${m[1]}#${m[2]} (${why})`] : [];
      }),
    );
    expect(failures).toEqual([]);
  });
});
