import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { mailsTo } from './booking-helpers';
import { expectNoAxeViolations, signInByApi, unique, upcoming } from './staff-helpers';

/**
 * The owner's page 'Zahlen' (issue 43, docs/routes.md#staff-pages) at 1280 and 768 px, keyboard
 * only: bookings made a moment ago through the staff API are in the figures of their day (counted
 * on the fly), each chart has a table view, axe finds nothing; a service account gets the refusal.
 */

async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

async function newPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  return context.newPage();
}

test('the owner reads a day’s bookings as figures and charts, by keyboard', async ({ page, baseURL }, info) => {
  test.slow();
  const tablet = info.project.name === 'tablet';
  // A Monday no other suite books on.
  const monday = upcoming(1, (tablet ? 13 : 12) + 2 * info.retry);
  const origin = { origin: new URL(baseURL ?? '').origin };
  await page.goto('/admin/zahlen');
  await signInByApi(page, baseURL);
  const parties = [
    { tableIds: [1], guestCount: 4, source: 'telefon', startTime: '20:00' },
    { tableIds: [2], guestCount: 2, source: 'whatsapp', startTime: '20:30' },
    { tableIds: [3], guestCount: 3, source: 'telefon', startTime: '20:00' },
  ];
  for (const party of parties) {
    const res = await page.request.post('/api/admin/reservations', {
      data: { ...party, date: monday, endTime: '23:00', customerName: unique('Zahlengast') },
      headers: origin,
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Zahlen', exact: true })).toBeVisible({ timeout: 30_000 });
  // 'Zeitraum wählen' by the arrow keys of the radio group, then the two days typed in.
  await page.getByRole('radio', { name: 'Dieser Monat' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Zeitraum wählen' })).toBeChecked();
  // The date fields get their value whole (typing a date's digits depends on the browser's locale).
  await page.getByLabel('Bis', { exact: true }).fill(monday);
  await page.getByLabel('Von', { exact: true }).fill(monday);
  const keys = page.getByRole('list', { name: 'Zahlen' });
  await expect(keys.getByRole('listitem').filter({ hasText: /^Gäste/ })).toContainText('9');
  await expect(keys.getByRole('listitem').filter({ hasText: /^Buchungen/ })).toContainText('3');
  await expect(keys.getByRole('listitem').filter({ hasText: 'Durchschnittliche Gruppengröße' })).toContainText('3,0');
  await expect(page.getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute(
    'href',
    `/api/admin/figures.csv?from=${monday}&to=${monday}`,
  );

  const heatmap = page.getByRole('figure', { name: 'Beginn der Buchungen nach Wochentag und Uhrzeit' });
  await expect(heatmap.getByText('Die meisten Buchungen beginnen Montag um 20:00 Uhr (2)')).toBeVisible();
  await expect(heatmap.getByRole('img')).toBeVisible();
  await press(page, heatmap.getByText('Tabelle: Beginn der Buchungen nach Wochentag und Uhrzeit'));
  await expect(heatmap.getByRole('row', { name: 'Montag 20:00 2' })).toBeVisible();
  const channels = page.getByRole('figure', { name: /Buchungen nach Kanal/ });
  await expect(channels.getByText('Die meisten Buchungen kamen über Telefon (66,7 %)')).toBeVisible();
  await expect(page.locator('.figures-chart svg[role="img"]')).toHaveCount(7);
  // Nothing is wider than the tablet's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'figures page');
  await page.screenshot({ path: info.outputPath('zahlen.png'), fullPage: true });

  // The owner's menu leads here.
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /^Zahlen/ })).toBeVisible();
});

test('a service account gets no figures: the refusal on the page, 403 from the API', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the refusal does not depend on the screen');
  test.slow();
  const username = unique('zahlen-service').replace(' ', '-');
  const email = `${username}@example.org`;
  const password = 'Kein-Blick-in-die-Zahlen';
  const origin = { origin: new URL(baseURL ?? '').origin };
  await page.goto('/admin');
  await signInByApi(page, baseURL);
  const invited = await page.request.post('/api/admin/staff', {
    data: { email, username, role: 'staff' },
    headers: origin,
  });
  expect(invited.status()).toBe(201);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const text = (await mailsTo(email))[0]?.text ?? '';
  const token = /\/admin\/einladung#([0-9a-f]{48})/.exec(text)?.[1];
  expect(
    (await page.request.post('/api/auth/invitation', { data: { token, password }, headers: origin })).status(),
  ).toBe(200);

  const person = await newPage(browser, page);
  await person.goto('/admin/zahlen');
  const res = await person.request.post('/api/auth/login', {
    data: { identifier: username, password },
    headers: origin,
  });
  expect(res.status()).toBe(200);
  await person.reload();
  await expect(person.getByRole('alert')).toHaveText('Dafür fehlt Ihrem Konto die Berechtigung.');
  await expect(person.getByRole('link', { name: /^Zahlen/ })).toHaveCount(0);
  const api = await person.request.get('/api/admin/figures?from=2026-11-01&to=2026-11-30');
  expect(api.status()).toBe(403);
  await expectNoAxeViolations(person, 'refusal');
  await person.context().close();
});
