import { expect, type Page, test } from '@playwright/test';
import { FRIDAY, guestIp, listButton, next, openOn, showPlan, week } from './booking-helpers';

test.beforeEach(async ({ context }, info) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': guestIp(info) });
});

/** Whether the element lies wholly inside the first screen (the page not scrolled). */
async function onFirstScreen(page: Page, selector: string) {
  const height = page.viewportSize()?.height ?? 0;
  const box = await page.locator(selector).first().boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test('date, area and the first tables come on the first screen; how it works after them', async ({ page }, info) => {
  await openOn(page, next(FRIDAY, 5 + week(info)));
  await expect(listButton(page, 1)).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect(await onFirstScreen(page, '.bk-toolbar input[type="date"]')).toBe(true);
  expect(await onFirstScreen(page, '.bk-areas')).toBe(true);
  expect(await onFirstScreen(page, '.bk-list li:first-child button')).toBe(true);
  const how = await page.getByRole('heading', { name: 'So funktioniert’s' }).boundingBox();
  const list = await page.locator('.bk-list').boundingBox();
  expect(how && list && how.y > list.y + list.height).toBe(true);
});

test('the floor plan is drawn once it comes near the screen, not before', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'on a wide screen the plan is on the first screen');
  // The drawing's chunks: the guests' plan and the floor plan it draws.
  const drawing: string[] = [];
  page.on('request', (r) => /\/(BookingPlan|FloorPlan)\.[\w-]+\.js$/.test(r.url()) && drawing.push(r.url()));
  await openOn(page, next(FRIDAY, 5 + week(info)));
  await expect(listButton(page, 1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.bk-canvas svg')).toHaveCount(0);
  expect(drawing).toEqual([]);
  await showPlan(page);
  expect(drawing.length).toBeGreaterThan(0);
});

test('nothing a guest already sees moves while the plan and the day load', async ({ page }) => {
  // The web fonts' swap moves text on every page when they arrive late (a busy machine): that is a
  // matter of the fonts, so shifts count from when they are in, before the first answer goes out.
  let fontsIn: Promise<void> | undefined;
  const awaitFonts = () =>
    (fontsIn ??= page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      (window as unknown as { countFrom: number }).countFrom = performance.now();
    }));
  // Slow answers, so the loading state is painted first, as on a phone's network.
  for (const path of ['**/api/plan', '**/api/availability?*']) {
    await page.route(path, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await awaitFonts();
      await route.continue();
    });
  }
  // Every element that moved while it was on the screen. One that comes up from below the screen
  // (the how-it-works box, when a closed day's notice is shorter than the room kept for the plan)
  // was not seen yet.
  await page.addInitScript(() => {
    const w = window as unknown as { moved: string[]; countFrom: number };
    w.moved = [];
    w.countFrom = Number.POSITIVE_INFINITY;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShift[]) {
        if (entry.hadRecentInput || entry.startTime < w.countFrom) continue;
        for (const { node, previousRect: was, currentRect: now } of entry.sources)
          if (was.height > 0 && (was.x !== now.x || was.y !== now.y))
            w.moved.push(
              `${(node as Element | null)?.className ?? node?.nodeName}: ${was.x},${was.y} → ${now.x},${now.y}`,
            );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/reservierung');
  await expect(page.locator('.bk-status')).toHaveText('');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).toEqual([]);
});

/** The Layout Instability API's entry (not in TypeScript's DOM library). */
interface LayoutShift {
  startTime: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

test('a form that cannot be loaded says so and leaves the page as it was', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the same island on every screen');
  // The form's chunk, as after a deploy that replaced it while the page was open.
  await page.route(/\/_astro\/BookingForm\.[\w-]+\.js$/, (route) => route.abort());
  await openOn(page, next(FRIDAY, 7));
  await listButton(page, 2).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert').filter({ hasText: 'nicht geladen' })).toHaveText(
    'Dieser Teil der Seite konnte nicht geladen werden. Bitte laden Sie die Seite neu. Seite neu laden',
  );
  await expect(dialog.getByRole('button', { name: 'Seite neu laden' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(listButton(page, 3)).toBeVisible();
});
