import { expect, test } from '@playwright/test';

test('the production server serves the prerendered home page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/Rappen/);
});

test('the API answers on the same origin with the embedded database', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ ok: true, database: 'pglite' });
  const plan = await (await request.get('/api/plan')).json();
  const tables = Object.values(plan.areas as Record<string, { elements: { type: string }[] }>)
    .flatMap((a) => a.elements)
    .filter((e) => e.type === 'table');
  expect(tables).toHaveLength(15);
});
