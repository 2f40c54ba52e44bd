import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { totpCode } from '../../src/server/auth/totp';
import { mailsTo } from './booking-helpers';
import { expectNoAxeViolations, signInByApi, unique, upcoming } from './staff-helpers';

/**
 * The owner runs the team from the browser (docs/roles.md#accounts), keyboard only, at 1280 and
 * 375 px: invite, the invited person sets a password from the mail's link, signs in, books a phone
 * guest and cannot open 'Einstellungen'; the owner finds the booking in 'Protokoll' and deactivates
 * the account, whose open day view ends at once.
 */

/** Moves the keyboard focus to `target` and presses `key` (no pointer). */
async function press(page: Page, target: Locator, key = 'Enter') {
  await expect(target).toBeEnabled();
  await target.focus();
  await page.keyboard.press(key);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** The link of the newest staff mail to `email` with `subject`. */
async function linkOfMail(email: string, subject: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 15_000 }).toContain(subject);
  const mail = (await mailsTo(email)).find((m) => m.subject === subject);
  const link = /https?:\/\/[^\s"<>]+\/admin\/einladung#[0-9a-f]{48}/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no link in: ${mail?.text}`);
  return new URL(link).pathname + new URL(link).hash;
}

/** Signs in on `/admin` with the keyboard. */
async function signInOnPage(page: Page, username: string, password: string) {
  await page.goto('/admin');
  await typeInto(page, page.getByLabel('Benutzername oder E-Mail'), username);
  await typeInto(page, page.getByLabel('Passwort', { exact: true }), password);
  await page.keyboard.press('Enter');
}

async function newPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  return context.newPage();
}

test('the owner invites a service account; it books a phone guest, shows in the log and is deactivated', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.slow();
  const phone = info.project.name === 'phone';
  const username = unique(phone ? 'handy' : 'tresen').replace(' ', '-');
  const email = `${username}@example.org`;
  const password = 'Guinness-und-Kerzenlicht';
  const guest = unique('Telefongast');
  // A Saturday no other suite books or changes (staff-week counts the bookings of its Sundays).
  const saturday = upcoming(6, phone ? 9 : 8);

  // The owner invites.
  await page.goto('/admin/team');
  await signInByApi(page, baseURL);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible({ timeout: 15_000 });
  await press(page, page.getByRole('button', { name: 'Person einladen' }));
  const dialog = page.getByRole('dialog', { name: 'Person einladen' });
  await expect(dialog.getByLabel('E-Mail')).toBeFocused();
  await page.keyboard.type(email);
  await typeInto(page, dialog.getByLabel('Benutzername'), username);
  await expect(dialog.getByLabel('Rolle')).toHaveValue('staff');
  await expectNoAxeViolations(page, 'invite dialog');
  await press(page, dialog.getByRole('button', { name: 'Einladung senden' }));
  await expect(page.getByText(`Einladung an ${email} ist unterwegs`)).toBeVisible();
  const card = page.locator('.team-account').filter({ hasText: email });
  await expect(card).toContainText('Eingeladen');
  await expectNoAxeViolations(page, 'team list');

  // The invited person sets a password from the mail's link and signs in.
  const person = await newPage(browser, page);
  await person.goto(await linkOfMail(email, 'Einladung in den Mitarbeiterbereich'));
  await expect(person.getByRole('heading', { name: 'Passwort festlegen' })).toBeVisible();
  await typeInto(person, person.getByLabel('Neues Passwort', { exact: true }), 'qwerty123456');
  await typeInto(person, person.getByLabel('Neues Passwort wiederholen'), 'qwerty123456');
  await person.keyboard.press('Enter');
  await expect(person.getByText(/gehört zu den häufigsten/).first()).toBeVisible();
  await typeInto(person, person.getByLabel('Neues Passwort', { exact: true }), password);
  await typeInto(person, person.getByLabel('Neues Passwort wiederholen'), password);
  await person.keyboard.press('Enter');
  await expect(person.getByRole('status')).toContainText('Ihr Passwort ist gespeichert');
  await expectNoAxeViolations(person, 'invitation page');
  await signInOnPage(person, username, password);
  await expect(person.getByRole('heading', { name: 'Admin-Dashboard' })).toBeVisible();
  await expect(person.getByText('(Service)')).toBeVisible();
  await expect(person.getByRole('link', { name: /^Team/ })).toHaveCount(0);

  // A phone booking; no 'Einstellungen' for the service.
  await press(person, person.getByRole('link', { name: /Tischreservierungen/ }));
  await expect(person.getByRole('heading', { name: 'Reservierungs-Management' })).toBeVisible({ timeout: 15_000 });
  await expect(person.getByRole('button', { name: 'Einstellungen' })).toHaveCount(0);
  await person.getByLabel('Datum', { exact: true }).fill(saturday);
  await expect(person.locator('.staff-daylist[aria-busy="false"]')).toBeVisible();
  await press(person, person.getByRole('button', { name: 'Neue Reservierung' }));
  const booking = person.getByRole('dialog', { name: 'Neue Reservierung' });
  await typeInto(person, booking.getByLabel('Personen'), '2');
  await booking.getByRole('checkbox', { name: /^Tisch 3 / }).focus();
  await person.keyboard.press('Space');
  await typeInto(person, booking.getByLabel('Name'), guest);
  await typeInto(person, booking.getByLabel('Telefon (optional)'), '07121 987654');
  await expect(booking.getByLabel('Quelle')).toHaveValue('telefon');
  await press(person, booking.getByRole('button', { name: 'Speichern' }));
  await expect(person.getByText('Reservierung eingetragen', { exact: true }).first()).toBeVisible();
  await expect(person.locator('.staff-res').filter({ hasText: guest })).toBeVisible();

  // The owner sees the booking in the log, filtered by the account, without the guest's data.
  await page.goto('/admin/protokoll');
  await expect(page.getByRole('heading', { name: 'Protokoll' })).toBeVisible();
  const accountFilter = page.getByLabel('Konto');
  await expect(accountFilter.locator('option', { hasText: username })).toHaveCount(1);
  await accountFilter.focus();
  for (let i = 0; i < 40 && (await accountFilter.inputValue()) !== username; i++)
    await page.keyboard.press('ArrowDown');
  await expect(accountFilter).toHaveValue(username);
  const entry = page.locator('.audit-entry').filter({ hasText: 'Reservierung angelegt' });
  await expect(entry).toContainText(username);
  await expect(entry).toContainText(saturday.split('-').reverse().join('.'));
  await expect(page.locator('.audit-entries')).not.toContainText(guest);
  await expect(page.locator('.audit-entries')).not.toContainText('987654');
  await expectNoAxeViolations(page, 'log');

  // Deactivated: the open day view ends at once.
  await page.goto('/admin/team');
  const account = page.locator('.team-account').filter({ hasText: email });
  await press(page, account.getByRole('button', { name: /^Deaktivieren/ }));
  const confirm = page.getByRole('dialog', { name: `${username} deaktivieren?` });
  await press(page, confirm.getByRole('button', { name: 'Deaktivieren' }));
  await expect(account).toContainText('Deaktiviert');
  await expect(person.getByRole('heading', { name: 'Admin-Bereich' })).toBeVisible({ timeout: 10_000 });
  await signInOnPage(person, username, password);
  await expect(person.getByText('Ungültige Anmeldedaten')).toBeVisible();
  await person.context().close();
});

test('two-factor sign-in: set up with the key, then the code after the password, then a recovery code once', async ({
  page,
  baseURL,
}, info) => {
  test.slow();
  const username = unique(`zwei-${info.project.name}`).replace(' ', '-');
  const email = `${username}@example.org`;
  const password = 'Zwei-Faktoren-am-Zapfhahn';
  const origin = { origin: new URL(baseURL ?? '').origin };

  // An account made through the API as the owner, its password set from the mail's link.
  await signInByApi(page, baseURL);
  const invited = await page.request.post('/api/admin/staff', {
    data: { email, username, role: 'editor' },
    headers: origin,
  });
  expect(invited.status()).toBe(201);
  const link = await linkOfMail(email, 'Einladung in den Mitarbeiterbereich');
  const token = link.split('#')[1];
  expect(
    (await page.request.post('/api/auth/invitation', { data: { token, password }, headers: origin })).status(),
  ).toBe(200);
  await page.request.post('/api/auth/logout', { headers: origin, data: {} });

  await signInOnPage(page, username, password);
  await press(page, page.getByRole('link', { name: /Mein Konto/ }));
  await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }));
  await expect(page.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  await expectNoAxeViolations(page, 'two-factor setup');
  const secret = ((await page.locator('.account-secret').textContent()) ?? '').replace(/\s/g, '');
  await typeInto(page, page.getByLabel('Bestätigungscode'), totpCode(secret, new Date()));
  // Switching it on asks for the password too.
  await typeInto(page, page.getByLabel('Ihr Passwort'), password);
  await page.keyboard.press('Enter');
  const codes = page.locator('.account-codes li');
  await expect(codes).toHaveCount(10);
  const recovery = ((await codes.first().textContent()) ?? '').trim();
  await press(page, page.getByRole('button', { name: 'Codes notiert' }));
  await expect(page.getByText('Eingeschaltet.')).toBeVisible();
  // Nothing on 'Mein Konto' is wider than the screen, on a phone too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'own account with two-factor on');

  // Signing in now asks for the code; the next 30-second step's code is accepted.
  await page.request.post('/api/auth/logout', { headers: origin, data: {} });
  await signInOnPage(page, username, password);
  await expect(page.getByRole('heading', { name: 'Bestätigungscode' })).toBeVisible();
  await expectNoAxeViolations(page, 'code step');
  await typeInto(page, page.getByLabel('Bestätigungscode'), '000000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Der Bestätigungscode stimmt nicht.')).toBeVisible();
  await typeInto(page, page.getByLabel('Bestätigungscode'), totpCode(secret, new Date(Date.now() + 30_000)));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin-Dashboard' })).toBeVisible();

  // A recovery code works once.
  for (const expected of ['Admin-Dashboard', 'Der Bestätigungscode stimmt nicht.']) {
    await page.request.post('/api/auth/logout', { headers: origin, data: {} });
    await signInOnPage(page, username, password);
    await typeInto(page, page.getByLabel('Bestätigungscode'), recovery);
    await page.keyboard.press('Enter');
    await expect(page.getByText(expected).first()).toBeVisible();
  }
});
