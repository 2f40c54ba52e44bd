import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { migratedDataDir } from '../helpers/database-templates';
import { freePort } from '../helpers/ports';
import { testEnv } from '../helpers/test-env.mjs';

/** Public pages of this branch with their expected titles (the booking page belongs to another issue). */
export const publicPages = [
  { path: '/', title: 'Rappen & Irish Pub Reutlingen – zwei Pubs, ein Zuhause', logo: 'combined' },
  { path: '/rappen', title: 'Rappen Reutlingen – Kneipe mit Live-Sport und Partykeller', logo: 'rappen' },
  { path: '/irish', title: 'Irish Pub Reutlingen – Pub Quiz, Karaoke und Events', logo: 'irish' },
  { path: '/ueber-uns', title: 'Über uns – Rappen & Irish Pub Reutlingen', logo: 'combined' },
  { path: '/mietmoeglichkeiten', title: 'Mietmöglichkeiten – Feiern im Rappen und im Irish Pub', logo: 'combined' },
  { path: '/kontakt', title: 'Kontakt – Rappen & Irish Pub Reutlingen', logo: 'combined' },
  { path: '/reservierung', title: 'Online-Tischreservierung | Irish Pub Reutlingen', logo: 'combined' },
  { path: '/impressum', title: 'Impressum – Rappen & Irish Pub Reutlingen', logo: 'combined' },
  { path: '/datenschutz', title: 'Datenschutzerklärung – Rappen & Irish Pub Reutlingen', logo: 'combined' },
] as const;

/** axe-core over the whole page (WCAG 2.2 A/AA and best practices); returns the violations. */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/** Collects console errors and CSP violations of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // A blocked eval that the page catches (a library probing for it) reaches no console by itself.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} in ${e.sourceFile}`),
    );
  });
  return errors;
}

/** Every request of a test from its own address, so the contact form's per-IP limit does not interfere. */
let counter = 0;
export async function ownAddress(page: Page) {
  counter += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${(process.pid % 200) + counter}` });
}

/** Scrolls through the page so lazy images and `client:visible` islands load. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 40));
    }
    // Instant: with smooth scrolling the sticky header would still move over content while axe runs.
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

export interface CaptureServer {
  url: string;
  /** What the fake Resend answers: 'ok' accepts mails, 'down' answers 500. */
  mode: 'ok' | 'down';
  mails: { subject: string; to: string[]; html: string; reply_to?: string | string[] }[];
  close(): Promise<void>;
}

/** A stand-in for Resend's API on loopback: records `POST /emails`, answers as `mode` says. */
export async function captureServer(): Promise<CaptureServer> {
  const state: CaptureServer = { url: '', mode: 'ok', mails: [], close: async () => {} };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/emails' && state.mode === 'ok') {
        state.mails.push(JSON.parse(body));
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: `mail-${state.mails.length}` }));
      } else {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ statusCode: 500, name: 'internal_server_error', message: 'Mail provider down' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

export interface ProductionServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A second production server (`npm start`, built `dist/`) with extra environment (a `DATA_DIR` of its
 * own unless given), on a free loopback port; `cwd` serves another built checkout (benchmarks compare
 * two builds side by side, publishing builds in a deployment's copy).
 */
export async function startProductionServer(env: Record<string, string>, cwd?: string): Promise<ProductionServer> {
  const port = await freePort();
  const child: ChildProcess = spawn('npm', ['start'], {
    ...(cwd ? { cwd } : {}),
    env: testEnv({
      DATA_DIR: env.DATA_DIR ?? (await migratedDataDir('site-e2e')),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    }),
    stdio: 'ignore',
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('second production server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * html-validate rules for the built pages: the standard (conformance) and document presets.
 * Two allowances: SRI only for cross-origin resources (we load none; the canonical link names our
 * own public address), and the `<style>` Astro writes inline before the first island.
 */
export const htmlValidateConfig = {
  extends: ['html-validate:standard', 'html-validate:document'],
  elements: ['html5', { style: { flow: true } }],
  rules: {
    'require-sri': [
      'error',
      { target: 'crossorigin', exclude: [process.env.SITE_URL ?? 'https://www.rappen-irishpub.de'] },
    ],
  },
} as const;
