import { expect, test } from '@playwright/test';
import { bookAsGuest, expectNoAxeViolations, signInByApi, upcoming } from './staff-helpers';

test.describe.configure({ mode: 'serial' });

test('settings: bounds in German; a saved buffer applies to the next booking at once', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // The buffer is global: only one project changes it.
  test.skip(testInfo.project.name !== 'desktop', 'changes shared settings');
  await page.goto('/admin/reservierungen');
  await signInByApi(page, baseURL);
  await page.reload();
  await page.getByRole('button', { name: /Einstellungen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'System-Einstellungen' });
  const buffer = dialog.getByLabel('Karenzzeit (Minuten)');
  await expect(buffer).toHaveValue('30');
  await expect(dialog.getByLabel('Früheste Reservierungszeit')).toHaveValue('19:30');
  await expect(dialog.getByLabel('Späteste Reservierungszeit')).toHaveValue('00:00');
  await expect(dialog.getByLabel(/Maximale Reservierungsdauer/)).toHaveValue('270');
  // Where mails go is the owner's setting, here beside the booking rules.
  await expect(dialog.getByLabel('Posteingang für Reservierungen und Anfragen')).toHaveValue(
    'info@irishpub-reutlingen.de',
  );
  await expect(dialog.getByLabel('Zweite Adresse für Reservierungsmeldungen')).toHaveValue(
    'team@irishpub-reutlingen.de',
  );
  await expect(dialog.getByLabel('Absender der E-Mails')).toHaveValue(
    'Irish Pub Reutlingen <reservierung@irishpub-reutlingen.de>',
  );
  // So is what the guests' mails tell them to call or write to.
  await expect(dialog.getByLabel('Telefon in E-Mails an Gäste')).toHaveValue('07121 123456');
  await expect(dialog.getByLabel('E-Mail-Adresse in E-Mails an Gäste')).toHaveValue('info@irishpub-reutlingen.de');
  await expect(dialog.getByLabel('Online-Reservierungen höchstens (Tage im Voraus)')).toHaveValue('90');
  await expectNoAxeViolations(page, 'settings dialog');
  await dialog.getByLabel('Online-Reservierungen höchstens (Tage im Voraus)').fill('0');
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(dialog.getByText('Der Buchungshorizont muss zwischen 1 und 365 Tagen liegen.')).toBeVisible();
  await dialog.getByLabel('Online-Reservierungen höchstens (Tage im Voraus)').fill('90');

  await buffer.fill('121');
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(dialog.getByText('Die Karenzzeit muss zwischen 0 und 120 Minuten liegen.')).toBeVisible();

  const date = upcoming(6, 4);
  const first = {
    date,
    startTime: '20:00',
    endTime: '21:00',
    tableId: 15,
    guestCount: 3,
    customerName: 'Erste',
    customerEmail: 'erste@example.org',
  };
  expect(await bookAsGuest(request, baseURL, first)).toBe(201);

  await buffer.fill('60');
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Einstellungen erfolgreich gespeichert');
  await expect(dialog).toBeHidden();
  const next = {
    ...first,
    startTime: '21:30',
    endTime: '22:30',
    customerName: 'Zweite',
    customerEmail: 'zweite@example.org',
  };
  // 30 minutes after the first one ends: too close with a 60-minute buffer.
  expect(await bookAsGuest(request, baseURL, next)).toBe(409);

  await page.getByRole('button', { name: /Einstellungen/ }).click();
  await dialog.getByLabel('Karenzzeit (Minuten)').fill('30');
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status').last()).toHaveText('Einstellungen erfolgreich gespeichert');
  expect(await bookAsGuest(request, baseURL, next)).toBe(201);
});

test('exceptions: staff close a day and guests see its reason, then remove it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const date = testInfo.project.name === 'desktop' ? upcoming(5, 6) : upcoming(5, 7);
  await page.goto('/admin/reservierungen');
  await signInByApi(page, baseURL);
  await page.reload();
  await page.getByRole('button', { name: /Einstellungen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'System-Einstellungen' });
  await dialog.getByLabel('Datum', { exact: true }).fill(date);
  await dialog.getByLabel('Text für Gäste (optional)').fill('Geschlossene Gesellschaft');
  await dialog.getByRole('button', { name: 'Ausnahme eintragen' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Geschlossene Gesellschaft' })).toBeVisible();

  const availability = await (await request.get(`/api/availability?date=${date}`)).json();
  expect(availability.status).toBe('closed');
  // The public booking page shows the overlay for it.
  const guest = await page.context().newPage();
  await guest.goto('/reservierung');
  await guest.getByLabel('Datum', { exact: true }).fill(date);
  await expect(guest.getByRole('heading', { name: 'Geschlossene Gesellschaft' })).toBeVisible();
  await guest.close();
  const booking = {
    date,
    startTime: '20:00',
    tableId: 1,
    guestCount: 3,
    customerName: 'Gast',
    customerEmail: 'gast@example.org',
  };
  expect(await bookAsGuest(request, baseURL, booking)).toBe(422);

  // Other suites keep exceptions of their own: this one removes its own.
  const own = dialog.getByRole('listitem').filter({ hasText: 'Geschlossene Gesellschaft' });
  await own.getByRole('button', { name: /^Ausnahme entfernen/ }).click();
  await expect(own).toHaveCount(0);
  expect((await (await request.get(`/api/availability?date=${date}`)).json()).status).toBe('open');
});
