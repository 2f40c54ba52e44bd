import { expect, type Page, test } from '@playwright/test';
import {
  type CaptureServer,
  captureServer,
  expectNoAxeViolations,
  ownAddress,
  type ProductionServer,
  startProductionServer,
  watchErrors,
} from './site-helpers';

const success = 'Vielen Dank für Ihre Nachricht! Wir haben Ihre Anfrage erhalten und melden uns bald bei Ihnen.';
const sendFailed =
  'Es gab ein Problem beim Versenden Ihrer Nachricht. Bitte versuchen Sie es erneut oder kontaktieren Sie uns telefonisch.';
const unexpected = 'Unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.';

async function fillForm(page: Page, subject = '') {
  const form = page.locator('form.contact-form');
  await form.scrollIntoViewIfNeeded();
  // Wait for the island to hydrate (the submit handler must be React's, not the browser's).
  await expect(page.locator('astro-island:has(form.contact-form)')).not.toHaveAttribute('ssr', '');
  await form.getByLabel('Name *').fill('Anna Muster');
  await form.getByLabel('E-Mail *').fill('anna@example.org');
  await form.getByLabel('Standort').selectOption('rappen');
  if (subject) await form.getByLabel('Betreff').fill(subject);
  await form.getByLabel('Nachricht *').fill('Hallo,\nwir möchten mit 25 Personen feiern.');
  return form;
}

test('sends a request: sending state, success text, cleared form (island hydrates under the CSP)', async ({ page }) => {
  const errors = watchErrors(page);
  await ownAddress(page);
  await page.goto('/kontakt');
  const form = await fillForm(page);
  // Hold the request a moment to see the sending state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  const sending = form.getByRole('button', { name: 'Wird gesendet...' });
  await expect(sending).toBeDisabled();
  release();
  await expect(form.getByRole('status')).toHaveText(success);
  await expect(form.getByLabel('Name *')).toHaveValue('');
  await expect(form.getByLabel('Nachricht *')).toHaveValue('');
  await expect(form.getByLabel('Standort')).toHaveValue('beide');
  await expect(form.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the browser requires name, e-mail and message', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same on every screen; the desktop run checks it');
  await ownAddress(page);
  await page.goto('/kontakt');
  const form = page.locator('form.contact-form');
  await form.scrollIntoViewIfNeeded();
  // Hydration would reset what the test typed before it.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  let posted = false;
  await page.route('**/api/contact', (route) => {
    posted = true;
    return route.continue();
  });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  expect(await form.getByLabel('Name *').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await form.getByLabel('Name *').fill('Anna');
  await form.getByLabel('E-Mail *').fill('keine-adresse');
  await form.getByLabel('Nachricht *').fill('Hallo');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  expect(await form.getByLabel('E-Mail *').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  expect(posted).toBe(false);
});

test('keyboard only: the proof of work solves itself while the guest types; axe finds nothing', async ({ page }) => {
  await ownAddress(page);
  await page.goto('/kontakt');
  const form = page.locator('form.contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(form.contact-form)')).not.toHaveAttribute('ssr', '');
  await form.getByLabel('Name *').focus();
  await page.keyboard.type('Kai Tastatur');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kai@example.org');
  await page.keyboard.press('Tab'); // Telefon
  await page.keyboard.press('Tab'); // Standort
  await page.keyboard.press('Tab'); // Betreff
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Nachricht *')).toBeFocused();
  await page.keyboard.type('Habt ihr am Samstag Platz für sechs?');
  const widget = form.locator('altcha-widget .altcha');
  await expect(widget).toHaveAttribute('data-state', 'verified');
  await expect(form.getByRole('checkbox', { name: 'Überprüft' })).toBeChecked();
  await expectNoAxeViolations(page);
  // Tab on to the send button (past the widget's checkbox, which needs nothing) and press it.
  const send = form.getByRole('button', { name: 'Nachricht senden' });
  for (let i = 0; i < 6 && !(await send.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(send).toBeFocused();
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await posted).postDataJSON().altcha).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
  await expect(form.getByRole('status')).toHaveText(success);
});

test('a control character in the subject gets the German field error under the field', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same on every screen; the desktop run checks it');
  await ownAddress(page);
  await page.goto('/kontakt');
  const form = await fillForm(page, 'Feier\u202eefeiR');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  const subject = form.getByLabel('Betreff');
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Dieses Feld enthält unzulässige Steuerzeichen.')).toBeVisible();
  await expect(form.getByLabel('Name *')).toHaveValue('Anna Muster');
});

test('an unexpected failure (network) shows the documented text', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same on every screen; the desktop run checks it');
  await ownAddress(page);
  await page.goto('/kontakt');
  const form = await fillForm(page);
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByRole('alert')).toHaveText(unexpected);
  await expect(form.getByLabel('Name *')).toHaveValue('Anna Muster');
});

test.describe('through Resend', () => {
  test.skip(({ isMobile }) => isMobile, 'the same on every screen; the desktop run checks it');
  test.describe.configure({ mode: 'serial' });
  let resend: CaptureServer;
  let server: ProductionServer;
  test.beforeAll(async () => {
    // A second `npm start` (migrate, then serve) can take a while on a busy machine.
    test.setTimeout(150_000);
    resend = await captureServer();
    server = await startProductionServer({
      RESEND_API_KEY: 're_test_key',
      RESEND_BASE_URL: resend.url,
      MAIL_VENUE_TO: 'inbox@example.org',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await resend?.close();
  });

  test('delivers the mail to the venue inbox with the documented subject', async ({ page }) => {
    resend.mode = 'ok';
    await ownAddress(page);
    await page.goto(`${server.baseUrl}/kontakt`);
    const form = await fillForm(page, 'Geburtstag im Keller');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByRole('status')).toHaveText(success);
    const mail = resend.mails.at(-1);
    expect(mail?.subject).toBe('Neue Kontaktanfrage: Geburtstag im Keller');
    expect(mail?.to).toEqual(['inbox@example.org']);
    expect(mail?.html).toContain('Rappen');
    expect(mail?.html).toMatch(/Hallo,<br\/?>wir möchten mit 25 Personen feiern\./);
  });

  test('mail provider down → the documented error text, form kept', async ({ page }) => {
    resend.mode = 'down';
    await ownAddress(page);
    await page.goto(`${server.baseUrl}/kontakt`);
    const form = await fillForm(page);
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByRole('alert')).toHaveText(sendFailed);
    await expect(form.getByLabel('Name *')).toHaveValue('Anna Muster');
    await expect(form.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  });
});
