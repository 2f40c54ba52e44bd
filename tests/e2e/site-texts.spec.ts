import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { publicPages } from './site-helpers';

/**
 * The visible text of the nine public pages, pinned: a change in how the content files
 * (src/content/) are read or rendered cannot drop or alter a text unnoticed. What depends on the
 * day of the build or of the visit is left out (the next events on the home page, the islands:
 * calendar, booking, forms; this week's menu). A deliberate text change records the new texts with
 * `UPDATE_PAGE_TEXTS=1` (docs/content.md).
 */
const fixture = new URL('./fixtures/page-texts.json', import.meta.url);
const update = process.env.UPDATE_PAGE_TEXTS === '1';
// The bookable days come from the live week (an owner's change shows at once): not part of the pinned text.
const leftOut = ['astro-island', '[data-today]', '#wochenkarte', '[data-booking-days]'];

async function visibleText(page: import('@playwright/test').Page, path: string): Promise<string> {
  await page.goto(path);
  return page.evaluate((selectors) => {
    for (const el of document.querySelectorAll(selectors.join(','))) el.remove();
    // biome-ignore lint/performance/useDomNodeTextContent: what a guest sees; textContent would include hidden text.
    return document.body.innerText
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
  }, leftOut);
}

test.describe('the public pages keep their texts', () => {
  test.skip(({ isMobile }) => isMobile, 'the texts are the same at every width; read once');

  test('every visible text as recorded', async ({ page }) => {
    const texts: Record<string, string> = {};
    for (const { path } of publicPages) texts[path] = await visibleText(page, path);
    if (update) writeFileSync(fixture, `${JSON.stringify(texts, null, 2)}\n`);
    const recorded = JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, string>;
    for (const { path } of publicPages) expect.soft(texts[path], path).toBe(recorded[path]);
  });
});
