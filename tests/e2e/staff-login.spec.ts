import { expect, test } from '@playwright/test';
import { admin, expectNoAxeViolations } from './staff-helpers';

test.describe('staff sign-in at /admin', () => {
  test('shows the loading text, then the login screen exactly as documented', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByText('Lade Admin-Bereich...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Admin-Bereich' })).toBeVisible();
    await expect(page).toHaveTitle('Admin-Dashboard | Rappen & Irish Pub Reutlingen');
    await expect(page.getByLabel('Benutzername oder E-Mail')).toHaveValue(admin.email);
    const submit = page.getByRole('button', { name: 'Anmelden' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText(/nach 4 Stunden ab/)).toBeVisible();

    const password = page.getByLabel('Passwort', { exact: true });
    await password.fill('geheim');
    await expect(submit).toBeEnabled();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Anzeigen Passwort' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Verbergen Passwort' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByLabel('Benutzername oder E-Mail').fill('');
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, 'login screen');
  });

  test('after 30 minutes without activity the login screen says why, on load and in the middle of work', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the same on every screen; the desktop run checks it');
    const idle = 'Sie wurden nach 30 Minuten ohne Aktivität abgemeldet.';
    const answerIdle = (route: import('@playwright/test').Route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: idle }) });
    await page.route('**/api/auth/session', answerIdle);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin-Bereich' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(idle);
    await expectNoAxeViolations(page, 'login screen after idling');
    await page.unroute('**/api/auth/session');

    // Signed in, the order list's first request finds the session idle: back to the login screen, with the reason.
    await page.route('**/api/orders', answerIdle);
    await page.goto('/admin/bestellungen');
    await expect(page.getByRole('heading', { name: 'Admin-Bereich' })).toBeVisible();
    await page.getByLabel('Passwort', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('status')).toHaveText(idle);
    await expect(page.getByRole('heading', { name: 'Admin-Bereich' })).toBeVisible();
  });

  test('an open page without input for 30 minutes signs out by itself and says why', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the same on every screen; the desktop run checks it');
    await page.clock.install();
    await page.goto('/admin/bestellungen');
    await page.getByLabel('Benutzername oder E-Mail').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Interne Bestellliste' })).toBeVisible();
    // Input keeps it open; 30 minutes after the last one it closes.
    await page.clock.fastForward('20:00');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('20:00');
    await expect(page.getByRole('heading', { name: 'Interne Bestellliste' })).toBeVisible();
    await page.clock.fastForward('11:00');
    await expect(page.getByRole('status')).toHaveText('Sie wurden nach 30 Minuten ohne Aktivität abgemeldet.');
    await expect(page.getByRole('heading', { name: 'Interne Bestellliste' })).toBeHidden();
  });

  test('refuses a wrong password with the generic message, then signs in by keyboard only', async ({ page }) => {
    await page.goto('/admin/bestellungen');
    await expect(page.getByRole('heading', { name: 'Admin-Bereich' })).toBeVisible();
    await page.getByLabel('Benutzername oder E-Mail').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('ganz-falsch');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Ungültige Anmeldedaten');
    await expectNoAxeViolations(page, 'login error');

    await page.getByLabel('Passwort', { exact: true }).fill('');
    await page.getByLabel('Passwort', { exact: true }).focus();
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    // After sign-in the requested view appears: the order list.
    await expect(page.getByRole('heading', { name: 'Interne Bestellliste' })).toBeVisible();
    await expect(page).toHaveTitle('Interne Bestellungen - Admin | Rappen & Irish Pub Reutlingen');
  });

  test('shows the menu with the signed-in e-mail and signs out to the home page', async ({ page, context }) => {
    await page.goto('/admin');
    await page.getByLabel('Benutzername oder E-Mail').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Admin-Dashboard' })).toBeVisible();
    await expect(page.getByText('Willkommen im Admin-Bereich!')).toBeVisible();
    await expect(page.getByText(`Angemeldet als ${admin.email}`)).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === '__Host-staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    await expectNoAxeViolations(page, 'menu');

    await expect(page.getByRole('link', { name: /Tischreservierungen/ })).toHaveAttribute(
      'href',
      '/admin/reservierungen',
    );
    await page.getByRole('link', { name: /Interne Bestellungen/ }).click();
    await expect(page).toHaveURL(/\/admin\/bestellungen$/);
    await page.getByRole('link', { name: /Zurück zum Menü/ }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === '__Host-staff_session')).toBeUndefined();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin-Bereich' })).toBeVisible();
  });
});
