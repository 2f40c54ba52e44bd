import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { webhookSecret } from './tests/e2e/mail-webhook';

const port = Number(process.env.E2E_PORT ?? 4399);
/** Every run starts on an empty database and mail sink; tests find the sink through `E2E_DATA_DIR`. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pubs-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A guard against hangs, not a speed check: two browsers, a server and axe share two cores here.
  timeout: 60_000,
  // An assertion waits for the state it names (an island hydrated, a live change arrived); on two
  // shared cores that can take longer than Playwright's 5 s without anything being wrong.
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace (screencast, DOM snapshots) costs the browser CPU on every test, kept or
    // not: CI records the retry of a failed test, which is where it is read; a local run (no
    // retries) keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // The system Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Staff run the evening on a tablet too. Before the phone's many short tests, so the evening's
    // serial walk on its own server does not end the run with one worker idle.
    { name: 'tablet', testMatch: /staff-(evening|figures)\.spec\.ts/, use: { viewport: { width: 768, height: 1024 } } },
    {
      // What a phone user does: the guests' pages and forms, signing in, the staff's lists and
      // accounts. Not the desk work (the plan editor, settings, the editors' screen) or what does
      // not depend on the screen (the server's edges, its stop, the foundation, headers and feeds,
      // the legal texts); within a spec, such checks skip themselves on the phone.
      name: 'phone',
      testIgnore:
        /plan-editor|staff-week|staff-evening|staff-figures|staff-settings|editors-keystatic|server-edges|server-stop|foundation|site-seo|site-legal/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // Playwright adds the caller's whole environment; test-env.mjs starts the server with only TEST_ENV.
    command: 'node tests/helpers/test-env.mjs npm start',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      TEST_ENV: JSON.stringify({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Mails land in DATA_DIR/mail, where the tests read them (production needs RESEND_API_KEY).
        MAIL_SINK_DIR: join(dataDir, 'mail'),
        ASTRO_TELEMETRY_DISABLED: '1',
        // The tests play many guests by sending X-Forwarded-For, as through one trusted proxy.
        TRUST_PROXY_HOPS: '1',
        // Resend's delivery reports, which the tests sign themselves (tests/e2e/mail-webhook.ts).
        RESEND_WEBHOOK_SECRET: webhookSecret,
        // The first admin of the end-to-end tests (tests/e2e/staff-helpers.ts); its e-mail is the default the
        // admin login screen is prefilled with.
        ADMIN_EMAIL: 'info@irishpub-reutlingen.de',
        ADMIN_PASSWORD: 'e2e-admin-passwort',
      }),
    },
  },
});
