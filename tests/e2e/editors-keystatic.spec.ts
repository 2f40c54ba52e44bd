import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { freePort } from '../helpers/ports';

/**
 * An editor changes an event in Keystatic (`astro dev`, local mode) and the event's file on disk
 * changes with it; the build checks and publishes that file (src/content.config.ts). The file is
 * put back afterwards.
 */
const file = new URL('../../src/content/events/2026-12-05-the-black-velvet-band.md', import.meta.url);
let dev: ChildProcess | undefined;
let base = '';
let original = '';

test.describe('editors', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async () => {
    original = readFileSync(file, 'utf8');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dev = spawn('node_modules/.bin/astro', ['dev', '--host', '127.0.0.1', '--port', String(port)], {
      env: { PATH: process.env.PATH ?? '', ASTRO_TELEMETRY_DISABLED: '1', DATA_DIR: `${process.env.E2E_DATA_DIR}/dev` },
      stdio: 'ignore',
    });
    await expect.poll(() => fetch(`${base}/keystatic`).then((r) => r.status, String), { timeout: 120_000 }).toBe(200);
  });

  test.afterAll(() => {
    writeFileSync(file, original);
    dev?.kill('SIGTERM');
  });

  test("an event's name changed in Keystatic is written to its file", async ({ page }) => {
    await page.goto(`${base}/keystatic/collection/events/item/2026-12-05-the-black-velvet-band`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue('Live: The Black Velvet Band', { timeout: 60_000 });
    await name.fill('Live: The Black Velvet Band – Jahresabschluss');
    await page.getByRole('button', { name: 'Speichern' }).click();

    await expect
      .poll(() => readFileSync(file, 'utf8'), { timeout: 30_000 })
      .toMatch(/^name: (['"]?)Live: The Black Velvet Band – Jahresabschluss\1$/m);
    const saved = readFileSync(file, 'utf8');
    // What the build needs of the file stays: the date, the type, the details as the body.
    expect(saved).toMatch(/^date: '?2026-12-05'?$/m);
    expect(saved).toMatch(/^type: live-music$/m);
    expect(saved).toContain('Irish Folk live zum Jahresende.');
  });
});

test('the production server’s editors’ screen and its API refuse a signed-out request', async ({ request }) => {
  const screen = await request.get('/keystatic', { maxRedirects: 0 });
  expect([screen.status(), screen.headers().location]).toEqual([303, '/admin']);
  expect((await request.get('/keystatic/collection/events', { maxRedirects: 0 })).status()).toBe(303);
  const write = await request.post('/api/keystatic/update', {
    data: { additions: [{ path: 'src/content/faq.yaml', contents: 'eA' }], deletions: [] },
    headers: { 'Content-Type': 'application/json', 'no-cors': '1' },
  });
  expect([write.status(), await write.text()]).toEqual([401, 'Bitte melden Sie sich im Mitarbeiterbereich an.']);
  expect((await request.get('/api/keystatic/tree', { headers: { 'no-cors': '1' } })).status()).toBe(401);
});
