import { expect, test } from '@playwright/test';

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button exists on narrow screens');

  test('toggles with the button, closes on a link click and with Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menü' });
    const nav = page.locator('#hauptnavigation');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reservieren' })).toBeVisible();
    await toggle.click();
    await expect(nav).toBeHidden();

    // A click on any link closes the menu (navigation stopped here to see the menu state).
    await toggle.click();
    await page.evaluate(() =>
      document.querySelector('#hauptnavigation')?.addEventListener('click', (e) => e.preventDefault()),
    );
    await nav.getByRole('link', { name: 'Über uns' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('works with the keyboard and navigates', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menü' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // From the button, Tab moves into the open menu.
    await page.keyboard.press('Tab');
    await expect(page.locator('#hauptnavigation a[href="/"]')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('#hauptnavigation a[href="/irish"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/irish$/);
    await expect(page.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#hauptnavigation')).toBeHidden();
  });
});

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'wide screens show the navigation inline');

  test('shows the navigation without a menu button and marks the current page', async ({ page }) => {
    await page.goto('/mietmoeglichkeiten');
    await expect(page.getByRole('button', { name: 'Menü' })).toBeHidden();
    const nav = page.locator('#hauptnavigation');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mietmöglichkeiten' })).toHaveAttribute('aria-current', 'page');
    // The extra Reservieren entry is for the mobile menu; the header button stands in for it here.
    await expect(nav.getByRole('link', { name: 'Reservieren' })).toBeHidden();
  });

  test('skip link and keyboard reach the main content and the header links', async ({ page }) => {
    await page.goto('/rappen');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#inhalt$/);
    await page.goto('/');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(page.locator('#hauptnavigation a[href="/rappen"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rappen$/);
  });
});
