import { expect, test } from '@playwright/test';
import { addDays, berlinDay } from '../../src/domain/calendar';
import { expectAxeClean, FRIDAY, fillForm, guestIp, listButton, MONDAY, next, openOn, week } from './booking-helpers';

test.beforeEach(async ({ context }, info) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': guestIp(info) });
});

test('closed days of the default week show their reason, and no bookable table', async ({ page }, info) => {
  const phone = info.project.name === 'phone';
  await openOn(page, next(FRIDAY, week(info)));
  await expect(page.getByText('Online reservierbar: Fr-Mo 19:30-00:00 Uhr')).toBeVisible();
  await page.getByLabel('Datum', { exact: true }).fill(next(2));
  await expect(page.getByRole('heading', { name: 'Quiz-Abend – Anmeldung nur über WhatsApp' })).toBeVisible();
  await expect(page.getByText(/ausschließlich per WhatsApp/)).toBeVisible();
  await expect(listButton(page, 1)).toHaveCount(0);
  if (phone) {
    await expect(page.locator('.bk-quiz-image')).toBeHidden();
    await page.getByRole('button', { name: 'Zur Anmeldung' }).click();
    await expect(page.getByRole('dialog', { name: 'Anmeldung zum Quiz' }).getByRole('img')).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Schließen' }).click();
  } else {
    await expect(page.locator('.bk-quiz-image')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zur Anmeldung' })).toBeHidden();
  }
  await expectAxeClean(page);

  await page.getByLabel('Datum', { exact: true }).fill(next(3));
  await expect(page.getByRole('heading', { name: 'Ruhetag' })).toBeVisible();
  await page.getByLabel('Datum', { exact: true }).fill(next(4));
  await expect(page.getByRole('heading', { name: 'Karaoke-Abend – keine Reservierung nötig' })).toBeVisible();
  await page.getByRole('button', { name: 'Nächster buchbarer Tag' }).click();
  await expect(page.getByLabel('Datum', { exact: true })).toHaveValue(addDays(next(4), 1));

  // A closed day that names no reason (the availability says `closed`, `reason: null`).
  await page.route('**/api/availability?*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), status: 'closed', reason: null, whatsapp: false, tables: [] },
    });
  });
  await page.getByLabel('Datum', { exact: true }).fill(next(MONDAY, 3));
  await expect(page.getByRole('heading', { name: 'Restaurant geschlossen' })).toBeVisible();
});

test('the date picker ends at the booking horizon of 90 days', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same on every screen; the desktop run checks it');
  await page.goto('/reservierung');
  // Today may be a closed day: wait for the day's answer, whichever it is.
  await expect(page.getByText(/^Online reservierbar:/)).toBeVisible();
  const input = page.getByLabel('Datum', { exact: true });
  const last = addDays(berlinDay(new Date()), 90);
  await expect(input).toHaveAttribute('max', last);
  await input.fill(addDays(last, 30));
  await expect(input).toHaveValue(last);
  await expect(page.getByRole('button', { name: 'Nächster Tag' })).toBeDisabled();
});

test('an area without a plan shows the empty state', async ({ page }) => {
  await page.route('**/api/plan', (route) =>
    route.fulfill({ json: { areas: { unten: { name: 'Unten', elements: [] } }, settings: {} } }),
  );
  await page.goto('/reservierung');
  await expect(page.getByText('Kein Tischplan für diesen Bereich verfügbar.')).toBeVisible();
});

test('the page has the booking title, loads its island only here, and axe finds nothing', async ({ page }, info) => {
  await openOn(page, next(FRIDAY, 3 + week(info)));
  await expect(page).toHaveTitle('Online-Tischreservierung | Irish Pub Reutlingen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online-Tischreservierung');
  await expect(page.getByRole('heading', { name: 'So funktioniert’s' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Große Gruppen und besondere Anlässe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt#formular');
  await expect(page.locator('main astro-island')).toHaveCount(1);
  await expectAxeClean(page);
  await listButton(page, 7).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reservieren' }).click();
  await expect(page.getByRole('dialog').getByText('Startzeit ist erforderlich')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Name ist erforderlich')).toBeVisible();
  await expectAxeClean(page);

  const home = await page.request.get('/');
  expect(await home.text()).not.toContain('BookingIsland');
});

test('booking failures and exceptions show the documented messages and keep the form', async ({
  page,
  isMobile,
}, info) => {
  test.skip(isMobile, 'the same on every screen; the desktop run checks it');
  await openOn(page, next(FRIDAY, 4 + week(info)));
  await listButton(page, 8).click();
  await fillForm(page, 'Dora', `dora.${info.project.name}@example.org`);
  const dialog = page.getByRole('dialog');
  await page.route('**/api/reservations', (route) => route.fulfill({ status: 500, json: { error: 'kaputt' } }));
  await dialog.getByRole('button', { name: 'Reservieren' }).click();
  await expect(dialog.locator('.bk-toast-error')).toContainText(
    'Fehler bei der Reservierung. Bitte versuchen Sie es erneut.',
  );
  await expect(dialog.getByLabel('Name')).toHaveValue('Dora');
  await page.unroute('**/api/reservations');
  await page.route('**/api/reservations', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Reservieren' }).click();
  // The form solves a fresh proof of work before it sends again, which takes a while on a loaded machine.
  await expect(dialog.locator('.bk-form-alert')).toHaveText('Unerwarteter Fehler aufgetreten.', { timeout: 15_000 });
  await expect(listButton(page, 8)).toContainText('ausgewählt');
});
