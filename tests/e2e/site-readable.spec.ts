import { expect, test } from '@playwright/test';
import { signInByApi } from './staff-helpers';

/** Relative luminance of a CSS `rgb(…)` colour (WCAG). */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

test('a hero reads without its image: light text on a dark ground, contrast at least 4.5', async ({ page }) => {
  await page.route(/\.(svg|jpe?g|png|webp|avif)(\?.*)?$/, (route) => route.abort());
  for (const path of ['/', '/rappen', '/mietmoeglichkeiten']) {
    await page.goto(path);
    const hero = page.locator('section.hero');
    // The first ground that is not transparent, from the hero outwards: what shows without the image.
    const ground = await hero.evaluate((el) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const color = getComputedStyle(e).backgroundColor;
        if (color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) return color;
      }
      return 'rgb(255, 255, 255)';
    });
    const text = await hero.locator('h1').evaluate((el) => getComputedStyle(el).color);
    const [light, dark] = [luminance(text), luminance(ground)].sort((a, b) => b - a) as [number, number];
    expect((light + 0.05) / (dark + 0.05), `${path}: ${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
  }
});

test('the staff sign-in takes a user name or an address in a text field', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same on every screen; the desktop run checks it');
  await page.goto('/admin');
  await expect(page.getByLabel('Benutzername oder E-Mail')).toHaveAttribute('type', 'text');
});

test('the staff buttons are named by their words, with no emoji for a screen reader to read', async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, baseURL);
  await page.goto('/admin/reservierungen');
  await expect(page.getByRole('button', { name: 'Neue Reservierung' })).toBeVisible();
  const names = await page.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
  expect(names.filter((name) => /\p{Extended_Pictographic}/u.test(name))).toEqual([]);
});
