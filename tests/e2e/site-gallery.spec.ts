import { expect, test } from '@playwright/test';

test('the Rappen gallery has 10 images and a keyboard-usable lightbox', async ({ page }) => {
  await page.goto('/rappen');
  const gallery = page.locator('#rappen-galerie');
  const thumbs = gallery.locator('button[data-open]');
  await expect(thumbs).toHaveCount(10);
  await thumbs.nth(2).focus();
  await page.keyboard.press('Enter');
  const dialog = gallery.locator('dialog');
  await expect(dialog).toBeVisible();
  const counter = dialog.locator('[data-counter]');
  await expect(counter).toHaveText('3 / 10');
  await expect(dialog.locator('figure:visible figcaption')).toContainText('Brezel');

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('4 / 10');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('10 / 10');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 10');
  await page.keyboard.press('End');
  await expect(counter).toHaveText('10 / 10');

  // Buttons and thumbnails.
  await dialog.getByRole('button', { name: 'Nächstes Bild' }).click();
  await expect(counter).toHaveText('1 / 10');
  await dialog.getByRole('button', { name: 'Vorheriges Bild' }).click();
  await expect(counter).toHaveText('10 / 10');
  await dialog.getByRole('button', { name: 'Bild 6 anzeigen' }).click();
  await expect(counter).toHaveText('6 / 10');
  await expect(dialog.getByRole('button', { name: 'Bild 6 anzeigen' })).toHaveAttribute('aria-current', 'true');
  await expect(dialog.locator('figure:visible img')).toHaveJSProperty('complete', true);

  // Escape closes and returns focus to the thumbnail that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbs.nth(2)).toBeFocused();

  await thumbs.nth(0).click();
  await dialog.getByRole('button', { name: 'Galerie schließen' }).click();
  await expect(dialog).toBeHidden();
});

test('rental tabs switch by click and arrow keys; each venue has a 6-image lightbox', async ({ page }) => {
  await page.goto('/mietmoeglichkeiten');
  const rappenTab = page.getByRole('tab', { name: 'Rappen' });
  const irishTab = page.getByRole('tab', { name: 'Irish Pub' });
  await expect(rappenTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#panel-rappen')).toBeVisible();
  await expect(page.locator('#panel-irish')).toBeHidden();
  await expect(page.locator('#panel-rappen')).toContainText('bis zu 80 Personen');

  await rappenTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(irishTab).toBeFocused();
  await expect(irishTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#panel-irish')).toBeVisible();
  await expect(page.locator('#panel-irish')).toContainText('bis zu 60 Personen');
  await expect(page.locator('#panel-rappen')).toBeHidden();

  const thumbs = page.locator('#galerie-irish button[data-open]');
  await expect(thumbs).toHaveCount(6);
  await thumbs.nth(5).click();
  const dialog = page.locator('#galerie-irish dialog');
  await expect(dialog.locator('[data-counter]')).toHaveText('6 / 6');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('[data-counter]')).toHaveText('1 / 6');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await rappenTab.click();
  await expect(page.locator('#galerie-rappen button[data-open]')).toHaveCount(6);
  // Services, four steps with the deposit note.
  await expect(page.getByRole('heading', { name: 'Getränkepakete' })).toBeVisible();
  await expect(page.locator('ol.steps > li')).toHaveCount(4);
  await expect(page.getByText('Mit dem Angebot nennen wir die Anzahlung.', { exact: false })).toBeVisible();
});

test('the press article and the quiz sign-up open as popups and close again', async ({ page }) => {
  await page.goto('/ueber-uns');
  await page.getByRole('button', { name: 'Presseartikel lesen' }).click();
  const press = page.getByRole('dialog', { name: /Reutlinger Abendblatt/ });
  await expect(press).toBeVisible();
  await expect(press.locator('img')).toHaveAttribute('alt', /Zeitungsausschnitt/);
  await page.keyboard.press('Escape');
  await expect(press).toBeHidden();
  await expect(page.getByRole('button', { name: 'Presseartikel lesen' })).toBeFocused();
  await expect(page.locator('.member')).toHaveCount(3);
  for (const role of ['Service', 'Bar', 'Event'])
    await expect(page.locator('.member .role', { hasText: role })).toHaveCount(1);

  await page.goto('/irish');
  // The slide leads to the next quiz night's sign-up (docs/quiz.md#guests); the rules' button opens the how-to.
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' }).first()).toHaveAttribute('href', '/reservierung?quiz');
  await page.getByRole('button', { name: 'So meldet ihr euch an' }).click();
  const signup = page.getByRole('dialog', { name: 'So meldet ihr euch zum Quiz an' });
  await expect(signup).toBeVisible();
  await expect(signup.locator('img')).toHaveAttribute('alt', /WhatsApp/);
  await expect(signup.getByRole('link', { name: 'Zur Anmeldung für den nächsten Quiz-Abend' })).toHaveAttribute(
    'href',
    '/reservierung?quiz',
  );
  await signup.getByRole('button', { name: 'Schließen' }).click();
  await expect(signup).toBeHidden();
});

test('the contact page has six FAQ items that open with the keyboard', async ({ page }) => {
  await page.goto('/kontakt');
  const items = page.locator('.faq details');
  await expect(items).toHaveCount(6);
  await items.nth(1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(1).locator('p')).toContainText('16 Personen');
  await expect(page.locator('.venue address').first()).toContainText('72764 Reutlingen');
  await expect(page.getByRole('link', { name: 'Tisch reservieren' })).toHaveAttribute('href', '/reservierung');
  await expect(page.locator('.quick').getByRole('link', { name: 'Mietmöglichkeiten' })).toHaveAttribute(
    'href',
    '/mietmoeglichkeiten',
  );
});
