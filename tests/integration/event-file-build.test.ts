import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * An editor adds a Markdown file to src/content/events/ and the site is rebuilt: the event has its
 * page with schema.org Event data, a day in the /irish calendar and an entry in /events.ics linking
 * to that page. Built from a copy of the repository with one more event file, without encoding
 * images (Astro's pass-through service): on a fresh clone the image cache is empty, and encoding
 * every picture would be most of the build while nothing here looks at a picture.
 */
const repo = join(import.meta.dirname, '..', '..');
let root = '';
const slug = '2099-03-17-st-patricks-day-im-jahr-2099';
/** An event whose name and text try to close the JSON-LD script and inject markup. */
const hostileSlug = '2099-03-18-quiz-mit-script';
const hostileName = 'Quiz </script><img src=x onerror=alert(1)> & <!-- Nacht';
const hostileText = 'Ende</script>\\u2028Zeile';
const built = (path: string) => readFileSync(join(root, 'dist/client', path), 'utf8');

beforeAll(() => {
  root = mkdtempSync(join(repo, '.content-check-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\n')
    // A deleted file is still listed until its deletion is staged.
    .filter((f) => f && !/^(tests|docs|\.content-check-)/.test(f) && existsSync(join(repo, f)));
  for (const f of files) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    cpSync(join(repo, f), join(root, f));
  }
  writeFileSync(
    join(root, 'src/content/events', `${slug}.md`),
    "---\nname: St. Patrick's Day 2099\ndate: 2099-03-17\ntime: '18:00'\ntype: special\nnote: Grünes Bier\n---\nDudelsack, Stout und ein grüner Abend.\n",
  );
  writeFileSync(
    join(root, 'src/content/events', `${hostileSlug}.md`),
    `---\nname: ${JSON.stringify(hostileName)}\ndate: 2099-03-18\ntime: '20:00'\ntype: quiz\n---\n${JSON.parse(`"${hostileText}"`)}\n`,
  );
  writeFileSync(
    join(root, 'astro.config.check.mjs'),
    `import config from './astro.config.mjs';\nexport default { ...config, image: { ...config.image, service: { entrypoint: 'astro/assets/services/noop' } } };\n`,
  );
  const run = spawnSync(
    join(repo, 'node_modules/.bin/astro'),
    ['build', '--root', root, '--config', 'astro.config.check.mjs'],
    {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
      timeout: 300_000,
    },
  );
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
}, 320_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('an added event file, after a rebuild', () => {
  it('has its page with schema.org Event data and Open Graph', () => {
    const html = built(`veranstaltungen/${slug}/index.html`);
    expect(html).toMatch(/<h1 id="event-title"[^>]*>St\. Patrick&#39;s Day 2099<\/h1>/);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: "St. Patrick's Day 2099",
      startDate: '2099-03-17T18:00:00+01:00',
      description: 'Dudelsack, Stout und ein grüner Abend.',
      url: `https://www.rappen-irishpub.de/veranstaltungen/${slug}`,
    });
    expect(html).toMatch(/<meta property="og:title" content="St\. Patrick's Day 2099 – Dienstag, 17\. März 2099/);
    expect(html).toMatch(/<a class="btn btn--irish" href="\/reservierung"/);
    expect(html).toMatch(/<p class="past"[^>]* hidden/);
  });

  it('keeps a name or text with </script> inside its JSON-LD (every page has one, parsing back whole)', () => {
    for (const page of [`veranstaltungen/${hostileSlug}/index.html`, 'irish/index.html']) {
      const html = built(page);
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
      expect(scripts, page).toHaveLength(1);
      const text = scripts[0]?.[1] ?? '';
      expect(text, page).not.toMatch(/[<>\u2028]/);
      const ld = [JSON.parse(text)].flat();
      // /irish lists the next few events only; the event's own page always carries it.
      if (page.startsWith('veranstaltungen')) expect(ld.find((e) => e.name === hostileName)).toBeDefined();
      // Inside a quoted attribute (description, Open Graph) `<` is text; nowhere else may the markup appear.
      expect(html.replace(/="[^"]*"/g, '=""'), page).not.toContain('<img src=x');
    }
  });

  it('is a day of the /irish calendar and an entry of the iCalendar feed', () => {
    expect(built('irish/index.html')).toContain(`/veranstaltungen/${slug}`);
    const ics = built('events.ics').replace(/\r\n /g, '');
    expect(ics).toContain("SUMMARY:⭐ St. Patrick's Day 2099");
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20990317T180000');
    expect(ics).toContain(`URL:https://www.rappen-irishpub.de/veranstaltungen/${slug}`);
  });

  it('is listed in the sitemap while ahead; a past event keeps its page but leaves the sitemap', () => {
    const sitemap = built('sitemap-0.xml');
    expect(sitemap).toContain(`/veranstaltungen/${slug}<`);
    const past = '2025-09-06-the-black-velvet-band';
    expect(built(`veranstaltungen/${past}/index.html`)).toContain('Diese Veranstaltung liegt in der Vergangenheit.');
    expect(sitemap).not.toContain(`/veranstaltungen/${past}<`);
  });
});
