/**
 * Public site figures on the production build: Lighthouse mobile per public page (median of
 * three), JavaScript of `/` and `/reservierung` (gzipped: first screen, after scrolling, after
 * picking a table), axe
 * violations at 1280 and 375 px, html-validate errors. Starts its own production server on a free loopback port.
 * With `BENCH_VS=<another checkout, built>`, `/reservierung` is also measured beside that build in
 * the same run: its JavaScript and Lighthouse's median of five (TBT among it), rounds alternating.
 */
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import {
  axeViolations,
  htmlValidateConfig,
  publicPages,
  scrollThrough,
  startProductionServer,
} from '../e2e/site-helpers';
import { lighthouseMedians } from './lighthouse';
import { saturdayAhead } from './open-evening';
import { builds, ensureProductionBuild } from './production-build';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Step = [label: string, action: (page: Page) => Promise<void>];

/** Scrolls to the end of the page and back; the islands near the viewport load on the way. */
const scrolling: Step = ['after scrolling', (page) => scrollThrough(page)];

/** Picks the first free table: the booking form opens and loads its proof of work. */
const pickingATable: Step = [
  'after picking a table (booking form, proof of work)',
  async (page) => {
    await page
      .getByRole('region', { name: /^Tische –/ })
      .getByRole('button', { name: /frei/ })
      .first()
      .click();
    await page.locator('altcha-widget').waitFor();
  },
];

/**
 * Gzipped JavaScript a 375 px phone has loaded for `path` on its first screen and after each step
 * (until the network is idle; inline scripts included). The browser's clock says an open Saturday
 * afternoon, so `/reservierung` shows (and loads) its plan on any day the bench runs.
 */
async function scriptsOf(browser: Browser, url: string, steps: Step[]) {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await page.clock.setFixedTime(new Date(`${saturdayAhead()}T14:00:00+01:00`));
  const scripts: { url: string; gzip: number; step: number }[] = [];
  let step = 0;
  // A file fetched again (the proof of work may start several workers from one file) counts once.
  const seen = new Set<string>();
  page.on('response', async (res) => {
    const at = step;
    const url = new URL(res.url()).pathname;
    if (res.request().resourceType() !== 'script' || seen.has(url)) return;
    seen.add(url);
    scripts.push({ url, gzip: gzipSync(await res.body()).length, step: at });
  });
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
  };
  await page.goto(url, { waitUntil: 'networkidle' });
  await settle();
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? ''),
  );
  const inlineGzip = inline.reduce((n, t) => n + gzipSync(t).length, 0);
  for (const [, action] of steps) {
    step += 1;
    await action(page);
    await settle();
  }
  await page.context().close();
  const totals = ['first screen', ...steps.map(([label]) => label)].map(
    (label, i) => [label, inlineGzip + scripts.filter((s) => s.step <= i).reduce((n, s) => n + s.gzip, 0)] as const,
  );
  return { scripts: scripts.sort((a, b) => a.step - b.step || b.gzip - a.gzip), inlineGzip, totals };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function browserFigures(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    // The yardsticks: after scrolling, `/` under 5 KB and `/reservierung` at most 120 KB (issues 14, 40).
    const pages: [string, Step[]][] = [
      ['/', [scrolling]],
      ['/reservierung', [scrolling, pickingATable]],
    ];
    for (const [path, steps] of pages) {
      const { scripts, inlineGzip, totals } = await scriptsOf(browser, `${baseUrl}${path}`, steps);
      console.info(
        `JS on ${path} (gzipped, 375 px): ${totals.map(([label, total]) => `${label} ${kb(total)}`).join(' · ')}; ${kb(inlineGzip)} of it inline`,
      );
      for (const s of scripts)
        console.info(`  ${kb(s.gzip).padStart(9)}  ${s.url}${s.step ? `  (${totals[s.step]?.[0]})` : ''}`);
    }

    for (const width of [1280, 375]) {
      const counts: string[] = [];
      for (const { path } of publicPages) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const p = await context.newPage();
        await p.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await scrollThrough(p);
        await p.waitForTimeout(300);
        const violations = await axeViolations(p);
        counts.push(
          `${path} ${violations.length}${violations.length ? ` (${violations.map((v) => v.id).join(', ')})` : ''}`,
        );
        await context.close();
      }
      console.info(`axe violations at ${width} px: ${counts.join(' · ')}`);
    }
  } finally {
    await browser.close();
  }
}

async function htmlValidity(baseUrl: string) {
  const validator = new HtmlValidate(htmlValidateConfig as never);
  const counts: string[] = [];
  for (const { path } of publicPages) {
    const report = await validator.validateString(await (await fetch(`${baseUrl}${path}`)).text());
    counts.push(`${path} ${report.errorCount}`);
  }
  console.info(`html-validate errors: ${counts.join(' · ')}`);
}

/** `/reservierung` of this build beside `BENCH_VS`'s: JavaScript after scrolling, Lighthouse median of five. */
async function bookingPageBeside() {
  const servers = await Promise.all(
    builds.map((b) => startProductionServer({ MAIL_SINK_DIR: '/tmp/bench-mail' }, b.cwd)),
  );
  const name = (i: number) => builds[i]?.label || 'this';
  try {
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
    try {
      for (const [i, server] of servers.entries()) {
        const { totals } = await scriptsOf(browser, `${server.baseUrl}/reservierung`, [scrolling]);
        console.info(`JS on /reservierung, ${name(i)} build: ${totals.map(([l, t]) => `${l} ${kb(t)}`).join(' · ')}`);
      }
    } finally {
      await browser.close();
    }
    await lighthouseMedians(
      servers.map((server, i) => ({ label: `/reservierung ${name(i)}`, url: `${server.baseUrl}/reservierung` })),
      chromePath,
      5,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export default async function bench() {
  await ensureProductionBuild();
  // Mails (none are sent here) go to a folder: without it or a Resend key the server refuses to start.
  const server = await startProductionServer({ MAIL_SINK_DIR: '/tmp/bench-mail' });
  try {
    await htmlValidity(server.baseUrl);
    await browserFigures(server.baseUrl);
    await lighthouseMedians(
      publicPages.map(({ path }) => ({ label: path, url: `${server.baseUrl}${path}` })),
      chromePath,
    );
  } finally {
    await server.stop();
  }
  if (builds.length > 1) await bookingPageBeside();
}
