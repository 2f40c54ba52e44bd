import { expect, test } from '@playwright/test';

const current = (root: import('@playwright/test').Locator) => root.locator('[data-dot][aria-current="true"]');

test('the sponsor carousel advances every 4 s, pauses on hover and has arrows and dots', async ({ page }) => {
  await page.clock.install();
  // Paused: only runFor moves the carousel, however slowly the machine runs the page.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/rappen');
  const carousel = page.getByRole('region', { name: 'Partner', exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect(carousel.locator('[data-dot]')).toHaveCount(5);
  await expect(current(carousel)).toHaveAttribute('data-index', '0');
  await page.clock.runFor(4100);
  await expect(current(carousel)).toHaveAttribute('data-index', '1');
  await page.clock.runFor(4000);
  await expect(current(carousel)).toHaveAttribute('data-index', '2');

  // Hover pauses.
  await carousel.hover();
  await page.clock.runFor(9000);
  await expect(current(carousel)).toHaveAttribute('data-index', '2');
  await page.mouse.move(0, 0);

  await carousel.getByRole('button', { name: 'Folie 5 anzeigen' }).click();
  await expect(current(carousel)).toHaveAttribute('data-index', '4');
  await carousel.getByRole('button', { name: 'Nächste Folie' }).click();
  await expect(current(carousel)).toHaveAttribute('data-index', '0');
  await carousel.getByRole('button', { name: 'Vorherige Folie' }).click();
  await expect(current(carousel)).toHaveAttribute('data-index', '4');
  // The visible slide names its partner; the others are inert.
  await expect(carousel.locator('[data-slide]:not([inert])')).toHaveCount(1);
  await expect(carousel.locator('[data-slide]:not([inert])')).toHaveAttribute('aria-label', /Shannon Cider/);
});

test('keyboard focus pauses the Irish slider; it advances every 5 s otherwise', async ({ page }) => {
  await page.clock.install();
  await page.goto('/irish');
  const slider = page.getByRole('region', { name: 'Wochenhighlights' });
  await page.mouse.move(0, 0);
  await page.clock.runFor(5100);
  await expect(current(slider)).toHaveAttribute('data-index', '1');
  await slider.getByRole('button', { name: 'Vorherige Folie' }).focus();
  await page.clock.runFor(11000);
  await expect(current(slider)).toHaveAttribute('data-index', '1');
  await page.keyboard.press('Enter');
  await expect(current(slider)).toHaveAttribute('data-index', '0');
  await expect(slider.getByRole('button', { name: 'Zur Anmeldung' })).toBeVisible();
  await expect(slider.getByRole('link', { name: 'Quiz-Regeln' })).toHaveAttribute('href', '#quiz-regeln');
});

test('the pause button stops auto-advance', async ({ page }) => {
  await page.clock.install();
  await page.goto('/irish');
  const slider = page.getByRole('region', { name: 'Wochenhighlights' });
  await slider.getByRole('button', { name: 'Pause' }).click();
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await page.clock.runFor(12000);
  await expect(current(slider)).toHaveAttribute('data-index', '0');
  await expect(slider.getByRole('button', { name: 'Abspielen' })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('carousels do not auto-advance', async ({ page }) => {
    await page.clock.install();
    await page.goto('/irish');
    await page.mouse.move(0, 0);
    await page.clock.runFor(20000);
    for (const name of ['Wochenhighlights', 'Spritz-Getränke', 'Partner']) {
      await expect(current(page.getByRole('region', { name, exact: true }))).toHaveAttribute('data-index', '0');
    }
    await expect(
      page.getByRole('region', { name: 'Partner', exact: true }).getByRole('button', { name: 'Pause' }),
    ).toBeHidden();
  });
});

test.describe('spritz carousel steps', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop and tablet widths');
  for (const [width, step] of [
    [1280, 20],
    [900, 30],
  ] as const) {
    test(`moves ${step} % per step at ${width} px every 3.5 s`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // Paused: only runFor moves the carousel, however slowly the machine runs the page.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await page.goto('/irish');
      const carousel = page.getByRole('region', { name: 'Spritz-Getränke' });
      await expect(carousel.locator('[data-slide]')).toHaveCount(5);
      await page.mouse.move(0, 0);
      await page.clock.runFor(3600);
      await expect(current(carousel)).toHaveAttribute('data-index', '1');
      const transform = await carousel.locator('[data-track]').evaluate((el) => el.style.transform);
      expect(transform).toBe(`translateX(-${step}%)`);
    });
  }
});

test('sponsor bottles move with the scroll (parallax)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one width is enough for the scroll effect');
  await page.goto('/rappen');
  const bottle = page
    .locator('#rappen-partner-title')
    .locator('xpath=ancestor::section[1]')
    .locator('[data-parallax]')
    .first();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight * 0.55));
  await bottle.scrollIntoViewIfNeeded();
  const transform = () => bottle.evaluate((el) => el.style.transform);
  // The effect runs in animation frames: wait for it rather than for a fixed time.
  await expect.poll(transform).toMatch(/translate3d/);
  const before = await transform();
  await page.mouse.wheel(0, 300);
  await expect.poll(transform).not.toBe(before);
});
