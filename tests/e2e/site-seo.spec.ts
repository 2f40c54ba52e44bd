import { expect, test } from '@playwright/test';

test('security headers on pages, assets and the API', async ({ request }) => {
  const page = await request.get('/');
  const html = await page.text();
  const asset = html.match(/\/_astro\/[^"]+\.(js|avif)/)?.[0];
  expect(asset).toBeTruthy();
  for (const res of [
    page,
    await request.get(asset ?? '/'),
    await request.get('/favicon.svg'),
    await request.get('/api/health'),
  ]) {
    const h = res.headers();
    expect(h['strict-transport-security']).toContain('max-age=');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['permissions-policy']).toContain('geolocation=()');
  }
});

test('robots.txt keeps staff routes out and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/admin', '/bestellungen-intern', '/tischplan-backup'])
    expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
});

test('the sitemap lists the public pages and no staff page', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const first = index.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '';
  const sitemap = await (await request.get(new URL(first).pathname)).text();
  for (const path of [
    '/rappen',
    '/irish',
    '/ueber-uns',
    '/mietmoeglichkeiten',
    '/kontakt',
    '/impressum',
    '/datenschutz',
  ]) {
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]*${path}</loc>`));
  }
  expect(sitemap).not.toMatch(/admin|bestellungen-intern|tischplan-backup/);
});

test('structured data: both pubs as BarOrPub with address and opening hours, upcoming events', async ({ page }) => {
  await page.goto('/');
  const home = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
  expect(home.map((d: { '@type': string }) => d['@type'])).toEqual(['BarOrPub', 'BarOrPub']);
  expect(home[0].address.streetAddress).toBeTruthy();
  expect(home[0].openingHoursSpecification.length).toBeGreaterThan(0);
  await page.goto('/irish');
  const irish = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
  expect(irish[0]['@type']).toBe('BarOrPub');
  expect(irish.filter((d: { '@type': string }) => d['@type'] === 'Event').length).toBeGreaterThan(0);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Irish Pub/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.jpg$/);
});

test('the drinks menu is a real PDF and the Open Graph image exists', async ({ page, request }) => {
  await page.goto('/rappen');
  const href = await page.getByRole('link', { name: /Getränkekarte herunterladen/ }).getAttribute('href');
  const pdf = await request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.subarray(-6).toString()).toContain('%%EOF');
  const og = await request.get('/og-image.jpg');
  expect(og.headers()['content-type']).toContain('image/jpeg');
});

test('no analytics banner and no cookies without a configured provider', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('[data-consent]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toHaveCount(0);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
});
