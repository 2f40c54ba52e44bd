import { expect, test } from '@playwright/test';
import { admin, expectNoAxeViolations } from './staff-helpers';

test('footer Mitarbeiter-Login: generic error, reset on close, then the area chooser', async ({ page }) => {
  // Three sign-ins, three pages and three axe scans: longer than one default timeout on a busy machine.
  test.slow();
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Mitarbeiter-Login' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mitarbeiter-Login' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Benutzername')).toBeFocused();
  await expectNoAxeViolations(page, 'login modal');

  const submit = dialog.getByRole('button', { name: 'Anmelden' });
  await expect(submit).toBeDisabled();
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('nicht-das-passwort');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Ungültige Anmeldedaten');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'login modal with error');

  // Closing resets the form and the error.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await opener.click();
  await expect(dialog.getByLabel('Benutzername')).toHaveValue('');
  await expect(dialog.getByLabel('Passwort')).toHaveValue('');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await dialog.getByLabel('Benutzername').fill('admin');
  await dialog.getByLabel('Passwort').fill(admin.password);
  await submit.click();
  const chooser = page.getByRole('dialog', { name: 'Bereich wählen' });
  await expect(chooser.getByRole('link', { name: /Tischreservierungen/ })).toHaveAttribute('href', '/admin');
  await expect(chooser.getByRole('link', { name: /Bestellungen/ })).toHaveAttribute('href', '/bestellungen-intern');
  await expectNoAxeViolations(page, 'area chooser');
  await chooser.getByRole('link', { name: /Bestellungen/ }).click();
  await expect(page).toHaveURL(/\/bestellungen-intern$/);
  await expect(page.getByRole('heading', { name: 'Interne Bestellliste' })).toBeVisible();

  // Signed in already: the footer button goes straight to the chooser; 'Tischreservierungen' opens /admin.
  await page.goto('/');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByRole('button', { name: 'Mitarbeiter-Login' }).click();
  await page
    .getByRole('dialog', { name: 'Bereich wählen' })
    .getByRole('link', { name: /Tischreservierungen/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Admin-Dashboard' })).toBeVisible();
});

test('the staff pages have neither the public footer nor its login', async ({ page }) => {
  for (const path of ['/admin', '/admin/reservierungen', '/admin/bestellungen', '/bestellungen-intern']) {
    await page.goto(path);
    // The staff island asks for the session first; on a loaded machine that takes a moment.
    await expect(page.getByRole('heading', { name: 'Admin-Bereich' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mitarbeiter-Login' })).toHaveCount(0);
  }
});
