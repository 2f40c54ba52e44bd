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
  await expect(slider.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/reservierung?quiz');
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
      await carousel.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await expect.poll(() => carousel.evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true);
      await page.clock.runFor(3600);
      await expect(current(carousel)).toHaveAttribute('data-index', '1');
      // The stylesheet moves the track by --index × --step: one step is `step` % of the viewport.
      const shift = () =>
        carousel
          .locator('[data-track]')
          .evaluate((el) => -new DOMMatrix(getComputedStyle(el).transform).m41 / el.clientWidth);
      await expect.poll(shift).toBeCloseTo(step / 100, 2);
    });
  }
});

test('a carousel off the screen does not advance until it comes into view', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one width is enough');
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/irish');
  await page.mouse.move(0, 0);
  const spritz = page.getByRole('region', { name: 'Spritz-Getränke' });
  await page.clock.runFor(8000);
  await expect(current(spritz)).toHaveAttribute('data-index', '0');
  await spritz.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect.poll(() => spritz.evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true);
  // The observer reports after a frame; then the next step comes 3.5 s later.
  await expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return current(spritz).getAttribute('data-index');
    })
    .not.toBe('0');
});

test.describe('sponsor bottles', () => {
  test.skip(({ isMobile }) => isMobile, 'one width is enough for the scroll effect');
  const bottleY = (page: import('@playwright/test').Page) =>
    page
      .getByRole('region', { name: 'Partner', exact: true })
      .locator('[data-slide]')
      .first()
      .locator('.bottle')
      .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);

  test('move against the scroll (parallax), driven by the scroll alone', async ({ page }) => {
    await page.goto('/rappen');
    const carousel = page.getByRole('region', { name: 'Partner', exact: true });
    await carousel.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await expect.poll(() => bottleY(page)).toBeGreaterThan(0);
    const low = await bottleY(page);
    await carousel.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect.poll(() => bottleY(page)).toBeLessThan(low - 10);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('stand still', async ({ page }) => {
      await page.goto('/rappen');
      const carousel = page.getByRole('region', { name: 'Partner', exact: true });
      for (const block of ['end', 'start'] as const) {
        await carousel.evaluate((el, b) => el.scrollIntoView({ block: b, behavior: 'instant' }), block);
        expect(await bottleY(page)).toBe(0);
      }
    });
  });
});
