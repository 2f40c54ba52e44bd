import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { testEnv } from '../helpers/test-env.mjs';

const provider = 'https://stats.example.org/script.js';
const outDir = '.astro/analytics-dist';
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

test.describe('analytics consent with a configured provider', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'the consent logic does not depend on the width');
  let server: http.Server;
  let baseUrl = '';

  test.beforeAll(async ({ browserName: _ }, info) => {
    if (info.project.name !== 'desktop') return;
    // A build of its own with the provider configured, served statically.
    test.setTimeout(240_000);
    await promisify(execFile)('npx', ['astro', 'build', '--outDir', outDir], {
      env: testEnv({ PUBLIC_ANALYTICS_SRC: provider }),
    });
    const root = join(outDir, 'client');
    server = http.createServer((req, res) => {
      let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
        /^(\.\.[/\\])+/,
        '',
      );
      if (!extname(path)) path = join(path, 'index.html');
      const file = join(root, path);
      if (!existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
      res
        .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
        .end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  test('nothing loads before consent; the choice is remembered and can be changed from the footer', async ({
    page,
    context,
  }) => {
    const loads: string[] = [];
    await context.route('https://stats.example.org/**', (route) => {
      loads.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'document.cookie = "stats_id=1; path=/; max-age=63072000";',
      });
    });
    await page.goto(`${baseUrl}/`);
    const banner = page.getByRole('dialog', { name: 'Darf es ein Cookie sein?' });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(500);
    expect(loads).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    // Declined: remembered, nothing loaded after a reload.
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeHidden();
    expect(loads).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    // Changed from the footer: consent loads the provider now and on later pages.
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Einverstanden' }).click();
    await expect.poll(() => loads.length).toBe(1);
    await page.goto(`${baseUrl}/impressum`);
    await expect(banner).toBeHidden();
    await expect.poll(() => loads.length).toBe(2);
    expect((await context.cookies()).map((c) => c.name)).toEqual(['stats_id']);

    // A page opened from a personal link loads no third-party script, consent or not: the link's
    // secret in the address stays in this browser.
    const consented = loads.length;
    for (const path of [
      '/reservierung/verwalten',
      '/reservierung/angebot',
      '/reservierung/team',
      '/reservierung/stornieren',
      '/quiz/anzeige',
    ]) {
      await page.goto(`${baseUrl}${path}#${'a1'.repeat(24)}`);
      await page.waitForTimeout(300);
    }
    expect(loads.length).toBe(consented);

    // The privacy policy names the provider and the cookie lifetime.
    await page.goto(`${baseUrl}/datenschutz`);
    await expect(page.getByText('stats.example.org').first()).toBeVisible();
    await expect(page.getByText(/bis zu 2 Jahre gültig/)).toBeVisible();
  });
});
