import { expect, type Page } from '@playwright/test';
import { fillForm, listButton, mailsTo, openOn, proofOfWorkTimeout } from './booking-helpers';
import { admin, bookAsGuest, expectNoAxeViolations, signInByApi, upcoming } from './staff-helpers';
import { testOnOwnServer } from './support/own-server';

// The week is one for the whole site: this spec changes it on a server of its own, one test after
// the other, while the other specs book on the run's server.
const test = testOnOwnServer('week', admin);
test.describe.configure({ mode: 'serial' });

const wednesday = upcoming(3, 1);
const sunday = upcoming(7, 2);

async function openWeek(page: Page, baseURL: string | undefined) {
  await page.goto('/admin/reservierungen');
  await signInByApi(page, baseURL);
  await page.reload();
  await page.getByRole('button', { name: /Einstellungen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'System-Einstellungen' });
  await expect(dialog.getByRole('switch', { name: 'Online buchbar: Montag' })).toBeChecked();
  return dialog;
}

test('staff open Wednesdays, and a guest books the next one at once', async ({ page, browser, baseURL }) => {
  const dialog = await openWeek(page, baseURL);
  await dialog.getByRole('switch', { name: 'Online buchbar: Mittwoch' }).check();
  await dialog.getByLabel('Text für Gäste: Mittwoch').fill('');
  await dialog.getByRole('button', { name: 'Woche speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Woche gespeichert' })).toBeVisible();

  const guest = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.31' } });
  await openOn(guest, wednesday);
  await expect(guest.getByText('Online reservierbar: Mi 19:30-00:00, Fr-Mo 19:30-00:00 Uhr')).toBeVisible();
  await listButton(guest, 6).click();
  await expect(guest.getByRole('dialog').getByRole('heading', { name: 'Tisch 6 reservieren' })).toBeVisible();
  await fillForm(guest, 'Mia Mittwoch', 'mia.mittwoch@example.org');
  await guest.getByRole('dialog').getByRole('button', { name: 'Reservieren' }).click();
  await expect(guest.getByRole('status')).toContainText('Tisch 6 erfolgreich reserviert!', {
    timeout: proofOfWorkTimeout,
  });
  await guest.close();
});

test('staff close Sundays with a reason: the booking is listed, kept, then cancelled with a mail', async ({
  page,
  request,
  browser,
  baseURL,
  ownServer,
}) => {
  const kept = {
    date: sunday,
    startTime: '20:00',
    tableId: 5,
    guestCount: 3,
    customerName: 'Sven Sonntag',
    customerEmail: 'sven.sonntag@example.org',
  };
  expect(await bookAsGuest(request, baseURL, kept)).toBe(201);
  const dialog = await openWeek(page, baseURL);
  await dialog.getByRole('switch', { name: 'Online buchbar: Sonntag' }).uncheck();
  await dialog.getByLabel('Text für Gäste: Sonntag').fill('Sonntags geschlossen – Betriebsferien');
  await dialog.getByRole('button', { name: 'Woche speichern' }).click();

  const impact = page.getByRole('dialog', { name: 'Bestehende Reservierungen betroffen' });
  await expect(impact.getByRole('listitem').filter({ hasText: 'Sven Sonntag' })).toContainText('20:00 Uhr · Tisch 5');
  await expectNoAxeViolations(page, 'impact dialog');
  await impact.getByRole('button', { name: 'Reservierungen behalten' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 Reservierung bleibt bestehen' })).toBeVisible();

  const guest = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.32' } });
  await guest.goto('/reservierung');
  await guest.getByLabel('Datum', { exact: true }).fill(sunday);
  await expect(guest.getByRole('heading', { name: 'Sonntags geschlossen – Betriebsferien' })).toBeVisible();
  await expect(listButton(guest, 1)).toHaveCount(0);
  await guest.screenshot({ path: test.info().outputPath('sunday-guest-1280.png'), fullPage: true });
  await guest.close();
  const day = await (await page.request.get(`/api/admin/reservations?date=${sunday}`)).json();
  expect(JSON.stringify(day)).toContain('Sven Sonntag');

  // Open again, then close with 'stornieren': the guest gets the cancellation mail.
  await dialog.getByRole('switch', { name: 'Online buchbar: Sonntag' }).check();
  await dialog.getByRole('button', { name: 'Woche speichern' }).click();
  // This save's own toast: the region still holds the last one ('Woche gespeichert – 1 Reservierung
  // bleibt bestehen'), and unchecking before this save's answer would be undone by it.
  await expect(page.getByRole('status').getByText('Woche gespeichert', { exact: true })).toBeVisible();
  await dialog.getByRole('switch', { name: 'Online buchbar: Sonntag' }).uncheck();
  await dialog.getByRole('button', { name: 'Woche speichern' }).click();
  await impact.getByRole('button', { name: 'Reservierungen stornieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 Reservierung storniert' })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(kept.customerEmail, ownServer.mailDir)).map((m) => m.subject), {
      timeout: 15_000,
    })
    .toContain('Reservierung storniert - Tisch 5');
  const after = await (await page.request.get(`/api/admin/reservations?date=${sunday}`)).json();
  expect(JSON.stringify(after)).not.toContain('Sven Sonntag');
});

test('a date opened as an exception is bookable with its own text; removing it closes it again', async ({
  page,
  request,
  baseURL,
}) => {
  const thursday = upcoming(4, 2);
  const dialog = await openWeek(page, baseURL);
  await dialog.getByLabel('Datum', { exact: true }).fill(thursday);
  await dialog.getByLabel('An diesem Tag').selectOption('open');
  await dialog.getByLabel('Text für Gäste (optional)').fill('Ausnahmsweise geöffnet');
  await dialog.getByRole('button', { name: 'Ausnahme eintragen' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Ausnahmsweise geöffnet' })).toContainText('geöffnet');
  await page.screenshot({ path: test.info().outputPath('settings-1280.png') });
  const open = await (await request.get(`/api/availability?date=${thursday}`)).json();
  expect(open).toMatchObject({ status: 'open', reason: 'Ausnahmsweise geöffnet' });
  await dialog.getByRole('button', { name: /^Ausnahme entfernen/ }).click();
  await expect(dialog.getByText('Keine Ausnahmen eingetragen.')).toBeVisible();
  expect((await (await request.get(`/api/availability?date=${thursday}`)).json()).status).toBe('closed');
});

test('on a phone the week is a list of cards, usable with the keyboard, and axe finds nothing', async ({
  page,
  baseURL,
}, info) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const dialog = await openWeek(page, baseURL);
  const monday = dialog.getByRole('switch', { name: 'Online buchbar: Montag' });
  await monday.focus();
  await page.keyboard.press('Space');
  await expect(monday).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(monday).toBeChecked();
  await expectNoAxeViolations(page, 'week table on a phone');
  await dialog.getByRole('switch', { name: 'Online buchbar: Dienstag' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('week-375.png') });
  // No part of the dialog needs sideways scrolling on a phone.
  const frame = page.locator('dialog.ui-dialog').first();
  expect(await frame.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 768, height: 900 });
  await page.screenshot({ path: info.outputPath('week-768.png') });
});
