/**
 * Public site figures on the built site (`npm run build` first): Lighthouse mobile per public
 * page (median of three), JavaScript of `/` and `/reservierung` after scrolling (gzipped), axe
 * violations at 1280 and 375 px, html-validate errors. Starts its own production server on a free loopback port.
 */
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
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
import { ensureProductionBuild } from './production-build';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Gzipped JavaScript a phone loads for `path` until the network is idle, after scrolling to the
 * end. The browser's clock says an open Saturday afternoon, so `/reservierung` shows (and loads)
 * its plan on any day the bench runs.
 */
async function scriptsOf(browser: Browser, url: string) {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await page.clock.setFixedTime(new Date(`${saturdayAhead()}T14:00:00+01:00`));
  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push({ url: new URL(res.url()).pathname, gzip: gzipSync(await res.body()).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? ''),
  );
  await page.context().close();
  const inlineGzip = inline.reduce((n, t) => n + gzipSync(t).length, 0);
  return { scripts: scripts.sort((a, b) => b.gzip - a.gzip), inlineGzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function browserFigures(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    // Everything fetched until the network is idle after scrolling (idle- and visible-hydrated islands included).
    for (const path of ['/', '/reservierung']) {
      const { scripts, inlineGzip } = await scriptsOf(browser, `${baseUrl}${path}`);
      const total = scripts.reduce((n, s) => n + s.gzip, 0) + inlineGzip;
      console.info(`JS on ${path} (gzipped): ${kb(total)} total = ${scripts.length} files + ${kb(inlineGzip)} inline`);
      for (const s of scripts) console.info(`  ${kb(s.gzip).padStart(9)}  ${s.url}`);
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
}
