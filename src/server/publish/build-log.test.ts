import { describe, expect, it } from 'vitest';
import { publishMessages } from '../../domain/publish/publish';
import { buildFailure, buildLogReader } from './build-log';

/** Lines as `astro build` writes them (Astro 7), shortened. */
const log = [
  '05:17:33 [@astrojs/node] Enabling sessions with filesystem storage',
  '05:17:35 [content] Syncing content',
  '05:17:35 [types] Generated 1.03s',
  '05:17:35 [build] Building server entrypoints...',
  '05:17:36 [vite] ✓ built in 584ms',
  ' prerendering static routes ',
  '05:17:36   ├─ /404.html (+12ms) ',
  '05:17:36   ├─ /irish/index.html (+26ms) ',
  '05:17:36   └─ /index.html (+5ms) ',
  '05:17:37 ✓ Completed in 410ms.',
  ' generating optimized images ',
  '05:17:37   ▶ /_astro/combined.78Vj3TSp_Z1s8qpm.svg (before: 2kB, after: 2kB) (+41ms) (1/4)',
  '05:17:37   ▶ /_astro/irish.UbHD30HV_Z1s8qpm.svg (before: 1kB, after: 1kB) (+41ms) (2/4)',
  '05:19:10   ▶ /_astro/hero.Dnh1-kMR_Z1LtxDF.jpg (before: 8kB, after: 53kB) (+253ms) (4/4)',
  '05:19:10 [build] Complete!',
];

describe('the build log as progress', () => {
  it('moves through the steps and never backwards', () => {
    const read = buildLogReader(3);
    const seen = log.map(read).filter((p) => p !== undefined);
    expect(seen.map((p) => p.step)).toEqual([
      'pages',
      'pages',
      'pages',
      'pages',
      'pages',
      'images',
      'images',
      'images',
      'images',
    ]);
    const percents = seen.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // Three pages of three: 'Seiten bauen' is full; four images of four: 'Bilder optimieren' is.
    expect(seen[4]?.percent).toBe(45);
    expect(seen.at(-1)?.percent).toBe(95);
  });

  it('caps the pages step when there are more pages than the last build had', () => {
    const read = buildLogReader(1);
    const seen = log
      .slice(0, 9)
      .map(read)
      .filter((p) => p !== undefined);
    expect(Math.max(...seen.map((p) => p.percent))).toBe(45);
  });

  it('reads colours out of the lines', () => {
    expect(buildLogReader(3)('\u001b[32m generating optimized images \u001b[39m')).toEqual({
      step: 'images',
      percent: 45,
    });
  });
});

describe('a failed build as a German message', () => {
  it('names the file and the field of a content entry the schema refused, with its label', () => {
    const output = `05:20:09 [content] Syncing content
[InvalidContentEntryDataError] events → 2026-12-05-the-black-velvet-band data does not match collection schema.

  date: Dieses Datum gibt es nicht (JJJJ-MM-TT)

  Hint:
    See https://docs.astro.build/en/guides/content-collections/ for more information on content schemas.
  Location:
    /srv/site/src/content/events/2026-12-05-the-black-velvet-band.md:0:0
  Stack trace:
    at getEntryData (/srv/site/node_modules/astro/dist/content/utils.js:126:9)`;
    expect(buildFailure(output, '/srv/site', (_file, field) => (field === 'date' ? 'Datum' : undefined))).toBe(
      publishMessages.entryInvalid(
        'src/content/events/2026-12-05-the-black-velvet-band.md',
        'Datum',
        'Dieses Datum gibt es nicht (JJJJ-MM-TT)',
      ),
    );
  });

  it('names the file of another error with a location, and falls back to the error line', () => {
    const yaml = `[DataCollectionEntryParseError] faq.yaml failed to parse: missed comma between flow collection entries
  Hint:
    Ensure your data entry is an object with valid JSON (for \`.json\` entries), YAML (for \`.yaml\` entries) or TOML.
  Location:
    /srv/site/src/content/faq.yaml:27:5`;
    expect(buildFailure(yaml, '/srv/site')).toBe(
      publishMessages.fileInvalid(
        'src/content/faq.yaml (Zeile 27)',
        'faq.yaml failed to parse: missed comma between flow collection entries',
      ),
    );
    expect(buildFailure('Error: out of memory\n', '/srv/site')).toBe(publishMessages.buildFailed('out of memory'));
    // A refusal by one of the build's own checks (astro.config.mjs), with Astro's stack after it.
    const hook = [
      '22:22:30 [ERROR] [editors-art-check] An unhandled error occurred while running the "astro:build:start" hook',
      'Das Bild src/assets/art/sponsors/x.svg wird nicht veröffentlicht: es enthält das Element <script>. Bitte ersetzen Sie es durch ein PNG oder JPG',
      '  Stack trace:',
      '    at astro:build:start (file:///srv/site/astro.config.mjs:60:26)',
    ].join('\n');
    expect(buildFailure(hook, '/srv/site')).toBe(
      publishMessages.buildFailed(
        'Das Bild src/assets/art/sponsors/x.svg wird nicht veröffentlicht: es enthält das Element <script>. Bitte ersetzen Sie es durch ein PNG oder JPG',
      ),
    );
  });
});
