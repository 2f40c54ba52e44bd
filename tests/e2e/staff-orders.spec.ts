import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signInByApi, unique } from './staff-helpers';

const row = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test('order list: add, edit notes and delete, seen live by a second browser', async ({ page, browser, baseURL }) => {
  // Two browsers, two sign-ins and two axe scans: on a loaded machine this takes longer than one page's test.
  test.slow();
  await page.goto('/bestellungen-intern');
  await signInByApi(page, baseURL);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Interne Bestellliste' })).toBeVisible();
  await expect(page).toHaveTitle('Interne Bestellungen - Admin | Rappen & Irish Pub Reutlingen');

  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const second = await other.newPage();
  await second.goto('/admin/bestellungen');
  await signInByApi(second, baseURL);
  await second.reload();
  await expect(second.getByRole('heading', { name: 'Interne Bestellliste' })).toBeVisible();

  // Required, trimmed text.
  await page.getByLabel('Artikel').fill('   ');
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByText('Bitte geben Sie einen Artikel ein.')).toBeVisible();

  const text = unique('Guinness-Fass');
  await page.getByLabel('Artikel').fill(`  ${text}  `);
  await page.getByLabel('Notizen (optional)').fill('zwei Stück');
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(row(page, text)).toContainText('zwei Stück');
  await expect(page.getByLabel('Artikel')).toHaveValue('');
  await expect(row(second, text)).toBeVisible({ timeout: 2000 });
  await expectNoAxeViolations(page, 'order list');

  // Newest first.
  const newer = unique('Limetten');
  await page.getByLabel('Artikel').fill(newer);
  await page.keyboard.press('Enter');
  await expect(page.locator('.staff-order__text').first()).toHaveText(newer);

  await row(page, text)
    .getByRole('button', { name: /Notizen.*bearbeiten/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Notizen bearbeiten' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'notes dialog');
  await dialog.getByLabel('Notizen').fill('drei Stück, bis Freitag');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(row(page, text)).toContainText('drei Stück, bis Freitag');
  await expect(row(second, text)).toContainText('drei Stück, bis Freitag');

  await row(page, text)
    .getByRole('button', { name: /^Löschen/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Artikel löschen?' });
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(row(page, text)).toBeVisible();
  await row(page, text)
    .getByRole('button', { name: /^Löschen/ })
    .click();
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(row(page, text)).toHaveCount(0);
  await expect(row(second, text)).toHaveCount(0);

  await row(page, newer)
    .getByRole('button', { name: /^Löschen/ })
    .click();
  await page.getByRole('dialog', { name: 'Artikel löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(row(page, newer)).toHaveCount(0);
  await other.close();
});

test('order list answers 401 to the API without a session', async ({ request }) => {
  const res = await request.get('/api/orders');
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ error: 'Bitte melden Sie sich an.' });
});
