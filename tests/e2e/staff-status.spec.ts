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
  // The server ran the minute's jobs when it started.
  await expect(page.locator('.status-line').filter({ hasText: 'Minuten-Jobs' })).toContainText('Zuletzt: ');
  await expect(page.locator('.status-line').filter({ hasText: 'Minuten-Jobs' })).not.toContainText('noch nie');
  await expect(page.locator('.status-line').filter({ hasText: 'Mailversand' })).toContainText('lokaler Ordner');
  await expect(page.getByRole('heading', { level: 2, name: 'Nicht zugestellte Mails (24 Stunden)' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('status-1280.png') });
  await expectNoAxeViolations(page, 'Systemstatus');
});
