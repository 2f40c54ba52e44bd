/**
 * The JavaScript (gzipped) the owner's page 'Zahlen' loads with all its charts drawn, beside the day
 * view's (`/admin/reservierungen`), signed in as the owner on the production build at 768 px (the
 * pub's tablet). Starts its own production server on a free loopback port.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { addDays, berlinDay } from '../../src/domain/calendar';
import { startProductionServer } from '../e2e/site-helpers';
import { ensureProductionBuild } from './production-build';

const admin = { email: 'bench@example.org', password: 'bench-zahlen-passwort' };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export default async function figuresPage() {
  await ensureProductionBuild();
  // Without a mail sink the production server refuses to start (it would need RESEND_API_KEY).
  const server = await startProductionServer({
    MAIL_SINK_DIR: '/tmp/bench-mail',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const signedIn = await context.request.post(`${server.baseUrl}/api/auth/login`, {
      data: { identifier: 'admin', password: admin.password },
      headers: { origin: server.baseUrl },
    });
    if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`);
    // The charts draw only with figures: a few staff bookings on this month's days from today on
    // (the page opens on the month).
    const today = berlinDay(new Date());
    const days = Array.from({ length: 7 }, (_, i) => addDays(today, i)).filter(
      (d) => d.slice(0, 7) === today.slice(0, 7),
    );
    let booked = 0;
    for (const [n, date] of days.entries()) {
      for (const table of [1, 4, 7, 11]) {
        const res = await context.request.post(`${server.baseUrl}/api/admin/reservations`, {
          headers: { origin: server.baseUrl },
          data: {
            date,
            startTime: table < 7 ? '19:00' : '20:30',
            tableIds: [table],
            guestCount: 2 + ((table + n) % 5),
            customerName: `Bench ${n}-${table}`,
            source: table === 11 ? 'vor-ort' : 'telefon',
          },
        });
        if (res.ok()) booked++;
      }
    }
    if (booked === 0) throw new Error(`no booking on ${days.join(', ')}: the month has no bookable day left`);
    for (const [path, ready] of [
      ['/admin/zahlen', '.figures-chart__plot svg'],
      ['/admin/reservierungen', '.staff-stats'],
    ] as const) {
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        scripts.set(new URL(res.url()).pathname, gzipSync(await res.body()).length);
      });
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForSelector(ready);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      console.info(`${path}: ${kb(total)} JavaScript (gzip) in ${scripts.size} files`);
      for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 4)) {
        console.info(`  ${kb(size)}  ${url}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
