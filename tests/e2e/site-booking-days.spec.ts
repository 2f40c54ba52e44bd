import { expect, test } from '@playwright/test';

/**
 * The pages that name the bookable days take them from the week as the owner set it
 * (docs/content.md#bookable-days), through `GET /api/booking-days`, not from prose.
 */
test('the Irish pub page and the FAQ say the bookable days of the live week', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the same text at every width');
  const week = (await (await request.get('/api/booking-days')).json()) as {
    sentence: string;
    hours: string;
    others: string;
  };
  expect(week.sentence).toMatch(/ab \d\d:\d\d Uhr$/);

  await page.goto('/irish');
  await expect(page.locator('[data-booking-days="sentence"]')).toHaveText(week.sentence);
  await expect(page.locator('[data-booking-days="hours"]')).toHaveText(week.hours);

  await page.goto('/kontakt');
  await page.getByText('Kann ich im Irish Pub einen Tisch reservieren?').click();
  await expect(page.locator('.faq [data-booking-days="sentence"]')).toHaveText(week.sentence);
  await expect(page.locator('.faq [data-booking-days="others"]')).toHaveText(week.others);
  expect(week.others).toMatch(/^(\w+: [^;]+)(; \w+: [^;]+)*$/);
  await expect(page.locator('.faq')).not.toContainText('{buchbare Tage}');
  await expect(page.locator('.faq')).not.toContainText('{andere Tage}');
});
