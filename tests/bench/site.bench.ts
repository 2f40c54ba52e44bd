/**
 * Public site figures on the built site (`npm run build` first): Lighthouse mobile per public
 * page, JavaScript shipped by `/` (gzipped), axe violations at 1280 and 375 px, html-validate
 * errors. Starts its own production server on a free loopback port.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { HtmlValidate } from 'html-validate';
import lighthouse from 'lighthouse';
import { axeViolations, htmlValidateConfig, publicPages, startProductionServer } from '../e2e/site-helpers';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function lighthouseScores(baseUrl: string) {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    // One unmeasured run first: the first audit of a fresh browser pays for its start-up.
    await lighthouse(`${baseUrl}/`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    for (const { path } of publicPages) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = result?.lhr.categories;
      const score = (k: string) => (c?.[k]?.score ?? Number.NaN).toFixed(2);
      const failed = Object.values(result?.lhr.audits ?? {})
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
      if (result?.lhr.runtimeError)
        console.info(`lighthouse ${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      console.info(
        `lighthouse mobile ${path.padEnd(20)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}  [FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}]${failed.length ? `  (failed: ${failed.join(', ')})` : ''}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

async function browserFigures(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    // JavaScript of `/`: everything fetched until the network is idle (the idle-hydrated staff login included).
    const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
    const scripts: { url: string; gzip: number }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push({ url: new URL(res.url()).pathname, gzip: gzipSync(await res.body()).length });
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? ''),
    );
    const inlineGzip = inline.reduce((n, t) => n + gzipSync(t).length, 0);
    const total = scripts.reduce((n, s) => n + s.gzip, 0) + inlineGzip;
    console.info(
      `JS on / (gzipped): ${(total / 1024).toFixed(1)} KB total = ${scripts.length} files + ${(inlineGzip / 1024).toFixed(1)} KB inline`,
    );
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
      console.info(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
    // React and the footer's staff-login island (hydrated `client:idle` on every public page).
    const island = scripts.filter((s) =>
      /\/(client|react|jsx-runtime|StaffLoginModal|open-staff-login|rolldown-runtime)\.[\w-]+\.js$/.test(s.url),
    );
    const islandGzip = island.reduce((n, s) => n + s.gzip, 0);
    console.info(
      `  of which React + staff-login island: ${(islandGzip / 1024).toFixed(1)} KB; the site's own JS: ${((total - islandGzip) / 1024).toFixed(1)} KB`,
    );
    await page.close();

    for (const width of [1280, 375]) {
      const counts: string[] = [];
      for (const { path } of publicPages) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const p = await context.newPage();
        await p.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await p.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo({ top: y, behavior: 'instant' });
            await new Promise((r) => setTimeout(r, 30));
          }
        });
        await p.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
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
  const server = await startProductionServer({});
  try {
    await htmlValidity(server.baseUrl);
    await browserFigures(server.baseUrl);
    await lighthouseScores(server.baseUrl);
  } finally {
    await server.stop();
  }
}
