import { expect, type Page, test } from '@playwright/test';
import { mailsTo } from './booking-helpers';
import { bookAsGuest, expectNoAxeViolations, type GuestBooking, signInByApi, unique, upcoming } from './staff-helpers';

const rowOf = (page: Page, name: string) => page.locator('.staff-res').filter({ hasText: name });

async function openDay(page: Page, baseURL: string | undefined, date: string) {
  await page.goto('/admin/reservierungen');
  await signInByApi(page, baseURL);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reservierungs-Management' })).toBeVisible();
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await expect(page.getByRole('heading', { name: /^Reservierungen für / })).toContainText(
    new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    ),
  );
}

test('a guest booking appears live; details, cancel with mail and delete behind confirmations', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A long flow with three axe scans: on a loaded machine it needs a slow test's time.
  test.slow();
  const desktop = testInfo.project.name === 'desktop';
  // Each project books its own day and tables, so the two run side by side; a retry takes a later
  // week, so it starts on an empty day again.
  const date = desktop ? upcoming(1, 3 + testInfo.retry) : upcoming(7, 3 + testInfo.retry);
  const [t1, t2] = desktop ? [11, 12] : [13, 14];
  await openDay(page, baseURL, date);
  await expect(page).toHaveTitle('Tischreservierungen - Admin | Rappen & Irish Pub Reutlingen');
  await expect(page.getByText('Keine Reservierungen für diesen Tag')).toBeVisible();
  await expect(page.getByText('Stoßzeit')).toBeVisible();
  await expect(page.locator('.staff-stats li').nth(2)).toContainText('18:00');

  const guest: GuestBooking = {
    date,
    startTime: '20:00',
    tableId: t1,
    guestCount: 4,
    customerName: unique('Siobhán Kelly'),
    customerEmail: `siobhan.${testInfo.project.name}@example.ie`,
    specialRequests: 'Fensterplatz',
  };
  const started = Date.now();
  expect(await bookAsGuest(request, baseURL, guest)).toBe(201);
  await expect(rowOf(page, guest.customerName)).toBeVisible();
  // How fast is a figure (`npm run bench staff`: booking → live event), not a rule here.
  testInfo.annotations.push({ type: 'live latency', description: `${Date.now() - started} ms` });
  const row = rowOf(page, guest.customerName);
  await expect(row).toContainText(`Tisch ${t1}`);
  await expect(row).toContainText('20:00 Uhr');
  await expect(row).toContainText('4 Personen');
  await expect(row).toContainText(guest.customerEmail);
  await expect(row).toContainText('Besondere Wünsche: Fensterplatz');
  await expect(page.locator('.staff-stats li').nth(0)).toContainText('1');
  await expect(page.locator('.staff-stats li').nth(1)).toContainText('4');
  await expect(page.locator('.staff-stats li').nth(2)).toContainText('20:00');
  await expectNoAxeViolations(page, 'day view');

  await row.getByRole('button', { name: /^Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Reservierungsdetails' });
  await expect(details).toContainText('Kundendaten');
  await expect(details).toContainText('Nicht angegeben');
  await expect(details).toContainText('Reservierungsdaten');
  await expect(details).toContainText('Erstellt am');
  await expect(details).toContainText('Fensterplatz');
  await expectNoAxeViolations(page, 'details dialog');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Cancel: abandon once, then confirm.
  await row.getByRole('button', { name: /^Stornieren/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Reservierung stornieren?' });
  await expect(cancel).toContainText('Der Kunde wird per E-Mail über die Stornierung informiert.');
  await expectNoAxeViolations(page, 'cancel dialog');
  await cancel.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Stornieren/ }).click();
  await cancel.getByRole('button', { name: 'Stornieren' }).click();
  await expect(page.getByRole('status')).toHaveText('Reservierung storniert und Kunde per E-Mail benachrichtigt');
  await expect(row).toHaveCount(0);
  // The mail to the guest leaves through the outbox (the end-to-end server's local mail sink).
  await expect
    .poll(async () => (await mailsTo(guest.customerEmail)).map((m) => m.subject))
    .toContain(`Reservierung storniert - Tisch ${t1}`);
  const [cancellation] = (await mailsTo(guest.customerEmail)).filter((m) =>
    m.subject.startsWith('Reservierung storniert'),
  );
  expect(cancellation?.attachments?.map((a) => a.filename)).toEqual([expect.stringMatching(/\.ics$/)]);

  // Delete: no mail to the guest.
  const second = {
    ...guest,
    tableId: t2,
    customerName: unique('Paddy Byrne'),
    customerEmail: `paddy.${testInfo.project.name}@example.ie`,
  };
  expect(await bookAsGuest(request, baseURL, second)).toBe(201);
  const row2 = rowOf(page, second.customerName);
  await expect(row2).toBeVisible();
  await row2.getByRole('button', { name: /^Löschen/ }).click();
  const del = page.getByRole('dialog', { name: 'Reservierung löschen?' });
  await expect(del).toContainText('Diese Aktion kann nicht rückgängig gemacht werden.');
  await del.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('status').last()).toHaveText('Reservierung gelöscht');
  await expect(row2).toHaveCount(0);
  await expect.poll(async () => (await mailsTo(second.customerEmail)).length).toBeGreaterThan(0);
  expect((await mailsTo(second.customerEmail)).map((m) => m.subject)).not.toContain(
    `Reservierung storniert - Tisch ${t2}`,
  );
});

test('the date navigator starts today and never goes before it', async ({ page, baseURL, isMobile }) => {
  test.skip(isMobile, 'the same on every screen; the desktop run checks it');
  await page.goto('/admin/reservierungen');
  await signInByApi(page, baseURL);
  await page.reload();
  const previous = page.getByRole('button', { name: 'Vorheriger Tag' });
  const input = page.getByLabel('Datum', { exact: true });
  const today = await input.inputValue();
  expect(today).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date()));
  await expect(input).toHaveAttribute('min', today);
  await expect(previous).toBeDisabled();
  await page.getByRole('button', { name: 'Nächster Tag' }).click();
  await expect(input).not.toHaveValue(today);
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(input).toHaveValue(today);
  await expect(previous).toBeDisabled();
});

test('the day list prints without buttons', async ({ page, baseURL, isMobile }) => {
  test.skip(isMobile, 'the same on every screen; the desktop run checks it');
  await page.goto('/admin/reservierungen');
  await signInByApi(page, baseURL);
  await page.reload();
  // Sign-in, reload and the session check: give a loaded machine time before the first look.
  await expect(page.getByRole('heading', { name: /^Reservierungen für / })).toBeVisible({ timeout: 15_000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeHidden();
  await expect(page.getByRole('button', { name: /Einstellungen/ })).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Reservierungen für / })).toBeVisible();
});
