import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, publicPages, scrollThrough, watchErrors } from './site-helpers';

const headerNav = [
  ['/', 'Start'],
  ['/rappen', 'Rappen'],
  ['/irish', 'Irish Pub'],
  ['/ueber-uns', 'Über uns'],
  ['/mietmoeglichkeiten', 'Mietmöglichkeiten'],
  ['/kontakt', 'Kontakt'],
];
const footerLinks = [
  '/',
  '/rappen',
  '/irish',
  '/ueber-uns',
  '/mietmoeglichkeiten',
  '/kontakt',
  '/reservierung',
  '/impressum',
  '/datenschutz',
];
const logoAlt = {
  combined: 'Logo von Rappen und Irish Pub Reutlingen',
  rappen: 'Logo des Rappen Reutlingen',
  irish: 'Logo des Irish Pub Reutlingen',
};

for (const { path, title, logo } of publicPages) {
  test.describe(`page ${path}`, () => {
    test('has its title, description, frame and no accessibility violations', async ({ page }, info) => {
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/$' : `${path}$`}`),
      );
      await expect(page.locator('h1')).toHaveCount(1);

      // Header: logo by path, navigation, Reservieren button.
      const header = page.locator('header.site-header');
      const brand = header.locator('a.brand');
      await expect(brand).toHaveAttribute('href', '/');
      await expect(brand.locator('img')).toHaveAttribute('alt', logoAlt[logo]);
      await expect(brand.locator('img')).toHaveAttribute('data-logo', logo);
      const navLinks = header.locator('#hauptnavigation a');
      const hrefs = await navLinks.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent?.trim()]));
      expect(hrefs).toEqual([...headerNav, ['/reservierung', 'Reservieren']]);
      await expect(header.locator('a.reserve')).toHaveAttribute('href', '/reservierung');
      await expect(header.locator('a.reserve')).toHaveText('Reservieren');
      await expect(header.locator('a.reserve')).toBeVisible();

      // Footer: tagline, links, staff login island.
      const footer = page.locator('footer.site-footer');
      await expect(footer.getByText('Reutlinger Charme, Irischer Geist')).toBeVisible();
      const footerHrefs = await footer.locator('nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(footerHrefs).toEqual(footerLinks);
      await expect(
        footer
          .getByRole('link', { name: 'Mitarbeiter-Login' })
          .or(footer.getByRole('button', { name: 'Mitarbeiter-Login' })),
      ).toBeVisible();

      // Scripts hashed in the page's CSP; no inline-script escape hatch.
      const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(csp).toMatch(/script-src[^;]*'sha256-/);
      expect(csp?.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
      expect(csp).toContain("style-src-attr 'unsafe-inline'");

      await scrollThrough(page);
      await expectNoAxeViolations(page);
      expect(errors, `console errors on ${path} (${info.project.name})`).toEqual([]);
    });
  });
}

test('every page has its own title and description', async ({ request }) => {
  const seen = new Set<string>();
  for (const { path } of publicPages) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(seen.has(`t:${title}`)).toBe(false);
    expect(seen.has(`d:${description}`)).toBe(false);
    seen.add(`t:${title}`);
    seen.add(`d:${description}`);
  }
});

test('the logo changes with the path', async ({ page }) => {
  await page.goto('/irish');
  await expect(page.locator('a.brand img')).toHaveAttribute('alt', 'Logo des Irish Pub Reutlingen');
  await page.locator('a.brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('a.brand img')).toHaveAttribute('alt', 'Logo von Rappen und Irish Pub Reutlingen');
  await page.goto('/rappen');
  await expect(page.locator('a.brand img')).toHaveAttribute('alt', 'Logo des Rappen Reutlingen');
});

test('images are responsive AVIF/WebP with dimensions and lazy below the fold', async ({ page }) => {
  await page.goto('/rappen');
  const pictures = page.locator('main picture');
  expect(await pictures.count()).toBeGreaterThan(10);
  const first = pictures.first();
  await expect(first.locator('source[type="image/avif"]')).toHaveCount(1);
  await expect(first.locator('source[type="image/webp"]')).toHaveCount(1);
  const imgs = await page.locator('main img').evaluateAll((els) =>
    els.map((img) => ({
      w: img.getAttribute('width'),
      h: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      alt: img.getAttribute('alt'),
    })),
  );
  for (const img of imgs) {
    expect(img.w).toBeTruthy();
    expect(img.h).toBeTruthy();
    expect(img.alt).not.toBeNull();
  }
  expect(imgs[0]?.loading).toBe('eager');
  expect(imgs.filter((i) => i.loading === 'lazy').length).toBeGreaterThan(10);
  // No resource from another origin.
  const origins = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).origin),
  );
  expect(new Set(origins)).toEqual(new Set([new URL(page.url()).origin]));
});
