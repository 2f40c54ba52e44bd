import { expect, type Page, test } from '@playwright/test';
import { berlinInstant, longGermanDate } from '../../src/domain/calendar';
import { listButton, mailsTo } from './booking-helpers';
import { expectNoAxeViolations, signInByApi, unique, upcoming } from './staff-helpers';
import { type OwnServer, startOwnServer } from './support/own-server';

/**
 * The evening as staff run it (docs/booking.md#staff-bookings), at 1280 px and on a tablet (768 px):
 * each project books its own days and tables, so both run side by side with the other suites.
 */

const rowOf = (page: Page, name: string) => page.locator('.staff-res').filter({ hasText: name });

async function openDay(page: Page, baseURL: string | undefined, date: string) {
  await page.goto('/admin/reservierungen');
  await signInByApi(page, baseURL);
  await page.reload();
  // The staff island loads with its first visit; on a fresh server that takes a moment.
  await expect(page.getByRole('heading', { name: 'Reservierungs-Management' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await expect(page.locator('.staff-daylist[aria-busy="false"]')).toBeVisible();
}

/** Tabs until `target` has focus (keyboard only), then presses `key`. */
async function tabToAndPress(page: Page, target: ReturnType<Page['locator']>, key = 'Enter') {
  for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

/** Presses `key` on `target` after moving the keyboard focus there (no pointer). */
async function activate(page: Page, target: ReturnType<Page['locator']>, key = 'Enter') {
  // While a change is saved and the day reloads, the view's buttons are disabled: a key pressed on
  // one of them then does nothing (and the test would go on as if it had).
  await expect(target).toBeEnabled();
  await target.focus();
  await page.keyboard.press(key);
}

/** Types into a field reached by keyboard focus. */
async function typeInto(page: Page, field: ReturnType<Page['locator']>, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('keyboard only: a WhatsApp booking for quiz Tuesday on tables 11 + 12; axe finds nothing', async ({
  page,
  baseURL,
}, info) => {
  test.slow();
  const tablet = info.project.name === 'tablet';
  const tuesday = upcoming(2, tablet ? 5 : 4);
  const name = unique('Quiz-Team');
  await openDay(page, baseURL, tuesday);

  await tabToAndPress(page, page.getByRole('button', { name: 'Neue Reservierung' }));
  const dialog = page.getByRole('dialog', { name: 'Neue Reservierung' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Datum')).toHaveValue(tuesday);
  await typeInto(page, dialog.getByLabel('Personen'), '10');
  for (const table of [11, 12]) {
    await dialog.getByRole('checkbox', { name: new RegExp(`^Tisch ${table} `) }).focus();
    await page.keyboard.press('Space');
  }
  await expect(dialog.getByText('Zusammen 12 Plätze')).toBeVisible();
  await typeInto(page, dialog.getByLabel('Name'), name);
  await typeInto(page, dialog.getByLabel('Telefon (optional)'), '0171 2345678');
  await dialog.getByLabel('Quelle').focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Quelle')).toHaveValue('whatsapp');
  await expectNoAxeViolations(page, 'booking dialog');
  await tabToAndPress(page, dialog.getByRole('button', { name: 'Speichern' }));

  await expect(page.getByText('Reservierung eingetragen', { exact: true }).first()).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toContainText('Tisch 11 + 12');
  await expect(row).toContainText('WhatsApp');
  await expect(row).toContainText('10 Personen');
  await expectNoAxeViolations(page, 'day list with a staff booking');
});

test('keyboard only: a move from 20:00 to 21:00 mails the change with an .ics update; the day list shows the new time', async ({
  page,
  baseURL,
}, info) => {
  test.slow();
  const tablet = info.project.name === 'tablet';
  const friday = upcoming(5, tablet ? 11 : 10);
  const name = unique('Umzug');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.org`;
  await openDay(page, baseURL, friday);
  await activate(page, page.getByRole('button', { name: 'Neue Reservierung' }));
  const dialog = page.getByRole('dialog', { name: 'Neue Reservierung' });
  await dialog.getByLabel('Beginn').fill('20:00');
  await activate(page, dialog.getByRole('checkbox', { name: /^Tisch 3 / }), 'Space');
  await dialog.getByLabel('Personen').fill('1');
  await expect(dialog.getByText('Weniger als 4 Personen: online wäre das nicht möglich.')).toBeVisible();
  await dialog.getByLabel('Personen').fill('5');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-Mail (optional)').fill(email);
  await activate(page, dialog.getByRole('button', { name: 'Speichern' }));
  await expect(rowOf(page, name)).toContainText('20:00 Uhrbis 23:00');

  await activate(page, rowOf(page, name).getByRole('button', { name: /^Ändern/ }));
  const change = page.getByRole('dialog', { name: 'Reservierung ändern' });
  await change.getByLabel('Beginn').fill('21:00');
  await change.getByLabel('Ende (optional)').fill('');
  await activate(page, change.getByRole('button', { name: 'Speichern' }));
  await expect(page.getByText('Reservierung geändert; der Gast wurde per E-Mail benachrichtigt')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('21:00 Uhrbis 23:00');

  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject).sort(), { timeout: 10_000 })
    .toEqual(['Reservierung geändert - Tisch 3', 'Reservierungsbestätigung - Tisch 3']);
  const mails = await mailsTo(email);
  const ics = (subject: string) => {
    const mail = mails.find((m) => m.subject === subject) as { attachments?: { content: string }[] } | undefined;
    return Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64').toString('utf8');
  };
  const first = ics('Reservierungsbestätigung - Tisch 3');
  const update = ics('Reservierung geändert - Tisch 3');
  const uid = (text: string) => /UID:(\S+)/.exec(text)?.[1];
  expect(uid(update)).toBe(uid(first));
  expect(first).toContain('SEQUENCE:0');
  expect(update).toContain('SEQUENCE:1');
  expect(update).toMatch(/DTSTART:\d{8}T\d{2}0000Z/);
  expect((await mailsTo(email)).find((m) => m.subject.startsWith('Reservierung geändert'))?.text).toContain(
    '20:00 Uhr',
  );
});

/**
 * Walk-ins and no-shows happen during the evening: these run on a server of their own whose clock
 * (and its embedded database's) starts at 20:10 on next week's Friday and runs on; the browsers get
 * the same time.
 */
test.describe('during the evening', () => {
  // One server per project: its tests run in one worker, one after the other.
  test.describe.configure({ mode: 'serial' });
  const admin = { email: 'abend@example.org', password: 'abend-passwort-1' };
  // A Friday ahead of the real clock: the browser keeps the session's cookie by the real time, and
  // the cookie's expiry follows the server's shifted clock.
  const friday = upcoming(5, 1);
  const evening = berlinInstant(friday, '20:10');
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startOwnServer('evening', admin, {
      env: { FAKE_NOW: evening.toISOString() },
      preload: './tests/e2e/support/shifted-clock.mjs',
    });
  });
  test.afterAll(() => server?.stop());

  async function staffPage(page: Page) {
    await page.clock.install({ time: evening });
    await page.clock.resume();
    const res = await page.request.post(`${server.base}/api/auth/login`, {
      data: { identifier: admin.email, password: admin.password },
      headers: { origin: server.base },
    });
    expect(res.status()).toBe(200);
    await page.goto(`${server.base}/admin/reservierungen`);
    // The first page of a fresh server compiles and caches its assets: it may take a while.
    await expect(page.getByRole('heading', { name: `Reservierungen für ${longGermanDate(friday)}` })).toBeVisible({
      timeout: 20_000,
    });
  }

  test('keyboard only: a walk-in from now shows as reserved on an open booking page without a reload', async ({
    page,
    browser,
  }, info) => {
    test.slow();
    const table = info.project.name === 'tablet' ? 6 : 5;
    const guestContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const guest = await guestContext.newPage();
    await guest.clock.install({ time: evening });
    await guest.clock.resume();
    await guest.goto(`${server.base}/reservierung`);
    await expect(guest.getByLabel('Datum', { exact: true })).toHaveValue(friday);
    await expect(listButton(guest, table)).toContainText('frei');

    await staffPage(page);
    await activate(page, page.getByRole('button', { name: 'Walk-in', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'Walk-in' });
    await activate(page, dialog.getByRole('checkbox', { name: new RegExp(`^Tisch ${table} `) }), 'Space');
    await dialog.getByLabel('Dauer').selectOption('90');
    await expectNoAxeViolations(page, 'walk-in dialog');
    await activate(page, dialog.getByRole('button', { name: 'Walk-in eintragen' }));
    await expect(page.getByText('Walk-in eingetragen')).toBeVisible();
    const row = page.locator('.staff-res').filter({ hasText: `Tisch ${table}` });
    await expect(row).toContainText('Laufkundschaft');
    await expect(row).toContainText('20:10 Uhrbis 21:40');
    await expect(row).toContainText('Vor Ort');
    // The guest's page hears of it and reloads the day by itself.
    await expect(listButton(guest, table)).toContainText('reserviert');
    await guestContext.close();
  });

  test('keyboard only: a no-show frees its table for the rest of the evening; the cards count arrivals and no-shows', async ({
    page,
  }, info) => {
    test.slow();
    const [table, other] = info.project.name === 'tablet' ? [8, 9] : [7, 10];
    const name = unique('Kommt nicht');
    const here = unique('Ist da');
    await staffPage(page);
    for (const [who, t] of [
      [name, table],
      [here, other],
    ] as const) {
      await activate(page, page.getByRole('button', { name: 'Neue Reservierung' }));
      const dialog = page.getByRole('dialog', { name: 'Neue Reservierung' });
      await dialog.getByLabel('Beginn').fill('19:30');
      await activate(page, dialog.getByRole('checkbox', { name: new RegExp(`^Tisch ${t} `) }), 'Space');
      await dialog.getByLabel('Name').fill(who);
      await activate(page, dialog.getByRole('button', { name: 'Speichern' }));
      await expect(dialog).toBeHidden();
    }
    await activate(page, rowOf(page, here).getByRole('button', { name: /^Angekommen/ }));
    await expect(rowOf(page, here).getByRole('button', { name: /^Angekommen/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await activate(page, rowOf(page, name).getByRole('button', { name: /^No-Show/ }));
    await expect(rowOf(page, name).getByRole('button', { name: /^No-Show/ })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.locator('.staff-stats li');
    await expect(cards.filter({ hasText: 'Angekommen' })).toContainText(/[1-9]/);
    await expect(cards.filter({ hasText: 'No-Show' })).toContainText(/[1-9]/);

    // The table is free again: a walk-in takes it at once.
    await activate(page, page.getByRole('button', { name: 'Walk-in', exact: true }));
    const walkIn = page.getByRole('dialog', { name: 'Walk-in' });
    await activate(page, walkIn.getByRole('checkbox', { name: new RegExp(`^Tisch ${table} `) }), 'Space');
    await activate(page, walkIn.getByRole('button', { name: 'Walk-in eintragen' }));
    await expect(page.getByText('Walk-in eingetragen')).toBeVisible();
    await expect(
      page
        .locator('.staff-res')
        .filter({ hasText: 'Laufkundschaft' })
        .filter({ hasText: `Tisch ${table}` }),
    ).toBeVisible();
  });

  test('the plan of the night: the timeline opens a booking, the slider moves by half hours, a free table books', async ({
    page,
  }, info) => {
    test.slow();
    const table = info.project.name === 'tablet' ? 2 : 1;
    await staffPage(page);
    const night = page.getByRole('region', { name: 'Plan des Abends' });
    await expect(night.getByText('Uhrzeit: 20:00 Uhr')).toBeVisible();
    // The walk-in of the first test is on the timeline; its bar opens the details.
    const bar = night.getByRole('button', { name: /^Tisch [56], 20:10–21:40 Uhr, Laufkundschaft/ }).first();
    await bar.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Reservierungsdetails' })).toBeVisible();
    await page.keyboard.press('Escape');
    await night.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect(night.getByText('Uhrzeit: 20:30 Uhr')).toBeVisible();
    await expectNoAxeViolations(page, 'plan of the night');
    await night.screenshot({ path: info.outputPath('plan-of-the-night.png') });

    // A free table on the plan opens a new booking there, at that time.
    const canvas = night.locator('.staff-night__plan svg').first();
    await expect(canvas).toBeVisible();
    const box = await canvas.boundingBox();
    const scale = (box?.width ?? 0) / 900;
    const centre = table === 1 ? { x: 110, y: 190 } : { x: 270, y: 190 };
    await page.mouse.click((box?.x ?? 0) + centre.x * scale, (box?.y ?? 0) + centre.y * scale);
    const dialog = page.getByRole('dialog', { name: 'Neue Reservierung' });
    await expect(dialog.getByLabel('Beginn')).toHaveValue('20:30');
    await expect(dialog.getByRole('checkbox', { name: new RegExp(`^Tisch ${table} `) })).toBeChecked();
  });
});
