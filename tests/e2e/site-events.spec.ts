import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, watchErrors } from './site-helpers';

/** A page per event: reached from the calendar, readable on any screen, with Event data; past events say so. */
const page5 = '/veranstaltungen/2026-12-05-the-black-velvet-band';

test('the calendar leads to the event page, by keyboard', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-01T12:00:00+01:00'));
  await page.goto('/irish#kalender');
  const calendar = page.locator('.events-calendar');
  await calendar.scrollIntoViewIfNeeded();
  await calendar.getByRole('button', { name: /Samstag, 5\. Dezember 2026: Live/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('.events-calendar__dialog');
  const link = dialog.getByRole('link', { name: 'Alles zur Veranstaltung' });
  await expect(link).toHaveAttribute('href', page5);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${page5}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live: The Black Velvet Band');
});

test('an upcoming event: what, when, where, Event data and the way to a table', async ({ page }) => {
  const errors = watchErrors(page);
  await page.clock.setFixedTime(new Date('2026-11-24T12:00:00+01:00'));
  await page.goto(page5);
  await expect(page).toHaveTitle('Live: The Black Velvet Band – Samstag, 5. Dezember 2026 | Irish Pub Reutlingen');
  await expect(page.locator('main')).toContainText('Samstag, 5. Dezember 2026, ab 21:00 Uhr');
  await expect(page.locator('main')).toContainText('Wilhelmstraße 12, 72764 Reutlingen');
  await expect(page.locator('main')).toContainText('Irish Folk live zum Jahresende.');
  await expect(page.getByText('Diese Veranstaltung liegt in der Vergangenheit.')).toBeHidden();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({
    '@type': 'Event',
    startDate: '2026-12-05T21:00:00+01:00',
    name: 'Live: The Black Velvet Band',
  });
  expect(ld.url).toMatch(new RegExp(`${page5}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Live: The Black Velvet Band/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${page5}$`));
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a past event stays readable and says it is over', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-01-10T12:00:00+01:00'));
  await page.goto(page5);
  await expect(page.getByText('Diese Veranstaltung liegt in der Vergangenheit.')).toBeVisible();
  await page.goto('/veranstaltungen/2025-10-31-halloween-party');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halloween-Party');
  await expect(page.getByText('Diese Veranstaltung liegt in der Vergangenheit.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tisch reservieren' }).and(page.locator('main a'))).toHaveCount(0);
});

test('the feed links each fixed event to its page', async ({ request }) => {
  const ics = (await (await request.get('/events.ics')).text()).replace(/\r\n /g, '');
  expect(ics).toMatch(/URL:https?:\/\/[^/]+\/veranstaltungen\/2026-12-05-the-black-velvet-band/);
});
