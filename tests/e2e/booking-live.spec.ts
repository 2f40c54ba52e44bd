import { expect, test } from '@playwright/test';
import { fillForm, guestIp, listButton, next, openOn, week } from './booking-helpers';

const SATURDAY = 6;

test('a booking shows in a second browser without a reload', async ({ browser, page }, info) => {
  // A retry (or a repeat) books a later week, so it starts on free tables again.
  const date = next(SATURDAY, week(info) + 2 * info.repeatEachIndex + 10 * info.retry);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': guestIp(info) });
  const other = await browser.newPage({
    ...info.project.use,
    extraHTTPHeaders: { 'x-forwarded-for': guestIp(info) },
  });
  await openOn(page, date);
  await openOn(other, date);
  const seen = listButton(other, 7);
  await expect(seen).toContainText('frei');

  await listButton(page, 7).click();
  await fillForm(page, 'Clara Gast', `clara.${info.project.name}.${info.repeatEachIndex}.${info.retry}@example.org`);
  const booked = page.waitForResponse((r) => r.url().endsWith('/api/reservations') && r.request().method() === 'POST');
  await page.getByRole('dialog').getByRole('button', { name: 'Reservieren' }).click();
  expect((await booked).status()).toBe(201);
  // The rule, not a speed figure: the other guest's page hears of the booking and shows the table
  // taken (nothing else makes it ask again); how long it took goes into the report.
  const bookedAt = Date.now();
  await expect(seen).toContainText('reserviert (20:00–23:00 Uhr)');
  info.annotations.push({ type: 'live latency', description: `${Date.now() - bookedAt} ms` });
  await other.close();
});
