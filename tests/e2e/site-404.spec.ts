import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './site-helpers';

test('an unknown address shows the German 404 page in the site frame, status 404, axe clean', async ({ page }) => {
  const res = await page.goto('/gibt-es-nicht');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle('Seite nicht gefunden – Rappen & Irish Pub Reutlingen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Tisch reservieren' })).toHaveAttribute('href', '/reservierung');
  await expect(main.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
  await expectNoAxeViolations(page);
});

test('the 404 page stays out of the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain('/kontakt');
  expect(sitemap).not.toContain('404');
});
