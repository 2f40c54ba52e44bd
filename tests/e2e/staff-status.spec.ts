import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './staff-helpers';

test("the owner reads 'Systemstatus': every line, the jobs' last runs, the mails that did not arrive", async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the owner reads it at the desk (1280 px)');
  // axe over the whole page is slow on a loaded machine.
  test.setTimeout(150_000);
  await page.goto('/admin');
  await signInByApi(page, baseURL);
  await page.reload();
  await page.getByRole('link', { name: /Systemstatus/ }).click();
  await expect(page).toHaveURL(/\/admin\/status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Systemstatus' })).toBeVisible();
  const lines = page.locator('.status-line dt');
  await expect(lines).toContainText([
    'Datenbank',
    'Migrationen',
    'Minuten-Jobs',
    'Stündliche Jobs',
    // The embedded database's server writes a backup each night.
    'Nächtliche Sicherung',
    'Postausgang',
    'Letzte Veröffentlichung',
    'Mailversand',
    'Version',
    'Speicherplatz',
  ]);
  /** The line named `label` (another line's text may mention it). */
  const line = (label: string) =>
    page.locator('.status-line').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
  // The server ran the minute's jobs when it started.
  await expect(line('Minuten-Jobs')).toContainText('Erinnerungen, Angebote der Warteliste');
  await expect(line('Minuten-Jobs')).toContainText('Zuletzt: ');
  await expect(line('Minuten-Jobs')).not.toContainText('noch nie');
  await expect(line('Mailversand')).toContainText('lokaler Ordner');
  await expect(page.getByRole('heading', { level: 2, name: 'Nicht zugestellte Mails (24 Stunden)' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('status-1280.png') });
  await expectNoAxeViolations(page, 'Systemstatus');
});
