import { expect, test } from '@playwright/test';

test('the Impressum has every section as documented, from the venue content', async ({ page }) => {
  await page.goto('/impressum');
  const main = page.locator('main');
  for (const heading of [
    'Kontakt',
    'Umsatzsteuer-ID',
    'Aufsichtsbehörde',
    'Verbraucherstreitbeilegung',
    'Haftung für Inhalte',
    'Haftung für Links',
    'Urheberrecht',
  ]) {
    await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(main.locator('address')).toHaveCount(2);
  await expect(main.getByRole('link', { name: /^info@/ })).toHaveCount(2);
  await expect(main.getByRole('link', { name: '07121 123456' })).toBeVisible();
  await expect(main).toContainText('DE000000000');
  await expect(main).toContainText('Ordnungsamt der Stadt Reutlingen');
  await expect(main).toContainText('nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren');
});

test('the privacy policy has every section and is true to this system', async ({ page }) => {
  await page.goto('/datenschutz');
  const main = page.locator('main');
  const headings = await main.locator('h2').allTextContents();
  expect(headings).toEqual([
    '1. Verantwortlicher',
    '2. Welche Daten wir erheben',
    '3. Cookies und lokale Speicherung',
    '4. Ihre Rechte',
    '5. Datensicherheit',
    '6. Weitergabe von Daten',
    '7. Speicherdauer',
    '8. Auftragsverarbeiter',
    '9. Änderungen',
  ]);
  await expect(main).toContainText('Die Reservierungsdaten werden in einer Cloud-Datenbank gespeichert.');
  await expect(main).toContainText('spätestens 24 Stunden nach dem Tag der Reservierung');
  await expect(main).toContainText('nur anonyme Tageszahlen');
  await expect(main).toContainText('per E-Mail versendet und nicht in einer Datenbank gespeichert');
  await expect(main).toContainText('Diese Zähler löschen wir nach höchstens 24 Stunden.');
  await expect(main).toContainText('ohne Drittanbieter und ohne Cookies');
  await expect(main).toContainText('Resend');
  await expect(main).toContainText('keine Inhalte von Drittanbietern eingebunden');
  await expect(main).toContainText('Schriften, Bilder und alle anderen Inhalte liefern wir selbst aus.');
  // No analytics configured in this build: no consent needed, and the page says so.
  await expect(main).toContainText('Wir verwenden keine Analyse- oder Tracking-Werkzeuge');
  await expect(main).toContainText('höchstens 2 Jahre gültig');
});
