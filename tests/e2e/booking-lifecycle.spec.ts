import { type Browser, expect, type Page, test } from '@playwright/test';
import { solveProof } from '../helpers/proof';
import {
  expectAxeClean,
  FRIDAY,
  listButton,
  next,
  proofOfWorkTimeout,
  type SinkMail,
  sinkMails,
  tabTo,
} from './booking-helpers';
import { admin } from './staff-helpers';
import { type OwnServer, startOwnServer } from './support/own-server';

/**
 * A booking lives until the evening (docs/booking.md#the-reminder): booked a week ahead, the server
 * restarted the day before with its clock at the reminder's time, the guest follows the reminder's
 * link at 375 px with the keyboard alone, says 'Ich komme', then moves to another table and time,
 * while an open staff view follows without a reload.
 */
test.skip(({ isMobile }) => !isMobile, 'the guest’s phone; the staff view opens beside it');

const guest = 'rosa.erinnerung@example.org';
const day = next(FRIDAY, 2);

async function staffView(browser: Browser, server: OwnServer, now: Date): Promise<Page> {
  // A context of its own (axe needs one), beside the guest's phone.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.clock.install({ time: now });
  await page.clock.resume();
  const res = await page.request.post(`${server.base}/api/auth/login`, {
    data: { identifier: admin.email, password: admin.password },
    headers: { origin: server.base },
  });
  expect(res.status()).toBe(200);
  await page.goto(`${server.base}/admin/reservierungen`);
  await expect(page.getByRole('heading', { name: 'Reservierungs-Management' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Datum', { exact: true }).fill(day);
  await expect(page.locator('.staff-daylist[aria-busy="false"]')).toBeVisible();
  return page;
}

test('the reminder’s link: ‘Ich komme’, then another table and time, keyboard only; staff see both live', async ({
  page,
  browser,
}) => {
  test.slow();
  // A week ahead: booked on today's clock.
  const first = await startOwnServer('lifecycle', admin);
  let booking: { startsAt: string };
  try {
    const challenge = await (await fetch(`${first.base}/api/challenge?form=booking`)).json();
    const res = await fetch(`${first.base}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.base },
      body: JSON.stringify({
        date: day,
        startTime: '20:00',
        tableId: 5,
        guestCount: 3,
        customerName: 'Rosa Erinnerung',
        customerEmail: guest,
        altcha: await solveProof(challenge),
      }),
    });
    expect(res.status).toBe(201);
    booking = ((await res.json()) as { reservation: { startsAt: string } }).reservation;
  } finally {
    first.stop();
  }

  // The day before, 30 seconds after the reminder fell due: the server starts again on that clock.
  const now = new Date(new Date(booking.startsAt).getTime() - 24 * 3_600_000 + 30_000);
  const server = await startOwnServer('lifecycle', admin, {
    dataDir: first.dataDir,
    env: { FAKE_NOW: now.toISOString() },
    preload: './tests/e2e/support/shifted-clock.mjs',
  });
  try {
    const isReminder = (m: SinkMail) =>
      m.subject === 'Erinnerung an Ihre Reservierung - Tisch 5' && m.to.includes(guest);
    await expect
      .poll(async () => (await sinkMails(server.mailDir)).filter(isReminder).length, { timeout: 20_000 })
      .toBe(1);
    const reminder = (await sinkMails(server.mailDir)).find(isReminder);
    const link = /https?:\/\/\S+\/reservierung\/verwalten\?aktion=kommen#[0-9a-f]{48}/.exec(reminder?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const target = new URL(link ?? '');

    const staff = await staffView(browser, server, now);
    const row = staff.locator('.staff-res').filter({ hasText: 'Rosa Erinnerung' });
    await expect(row).toContainText('Erinnert, noch nicht bestätigt');
    await expect(staff.getByText('Bestätigt: 0 von 1')).toBeVisible();

    await page.clock.install({ time: now });
    await page.clock.resume();
    await page.goto(`${server.base}${target.pathname}${target.search}${target.hash}`);
    const confirm = page.getByRole('button', { name: 'Ich komme' });
    await expect(confirm).toBeFocused();
    await expect(page.getByText('Tisch 5', { exact: true })).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Danke! Wir freuen uns auf Sie.');
    await expect(row).toContainText(/Bestätigt \d\d:\d\d/);
    await expect(staff.getByText('Bestätigt: 1 von 1')).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Reservierung ändern' }));
    await page.keyboard.press('Enter');
    const table = listButton(page, 6);
    await expect(table).toContainText('frei');
    // The guest's own table is free to choose again at its own time.
    await expect(listButton(page, 5)).toContainText('frei');
    await tabTo(page, table, 120);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Reservierung ändern: Tisch 6' })).toBeVisible();
    await expect(dialog.getByLabel('Startzeit')).toBeFocused();
    await expect(dialog.getByLabel('Startzeit')).toHaveValue('20:00');
    // 20:00 → 21:00 (20:30, 21:00); 4 guests (table 6 seats 7: at least 4).
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowDown');
    await expect(dialog.getByLabel('Startzeit')).toHaveValue('21:00');
    await expect(dialog.getByLabel('Personen')).toHaveValue('4');
    await expectAxeClean(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Änderung speichern' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Reservierung wurde geändert.' })).toBeVisible({
      timeout: proofOfWorkTimeout,
    });
    await expect(page.getByText('Tisch 6', { exact: true })).toBeVisible();
    await expect(page.getByText('21:00 - 23:00 Uhr')).toBeVisible();
    await expect(row).toContainText('Tisch 6');
    await expect(row).toContainText('21:00 Uhr');
    await expectAxeClean(page);

    // Staff: only the unconfirmed to call; a guest who calls is marked by hand, and unmarked again.
    await staff.getByLabel('Nur unbestätigte').check();
    await expect(staff.getByText('Alle Reservierungen dieses Tages sind bestätigt.')).toBeVisible();
    await staff.getByLabel('Nur unbestätigte').uncheck();
    await row.getByRole('button', { name: /^Details:/ }).click();
    const details = staff.getByRole('dialog', { name: 'Reservierungsdetails' });
    await details.getByRole('button', { name: 'Bestätigung zurücknehmen' }).click();
    await expect(details.getByRole('button', { name: 'Als bestätigt markieren' })).toBeVisible();
    await expect(staff.getByText('Bestätigt: 0 von 1')).toBeVisible();
    await details.getByRole('button', { name: 'Als bestätigt markieren' }).click();
    await expect(staff.getByText('Bestätigt: 1 von 1')).toBeVisible();
    await expectAxeClean(staff);

    await expect
      .poll(async () => (await sinkMails(server.mailDir)).map((m) => m.subject), { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining(['Reservierung geändert - Tisch 6', 'ÄNDERUNG DURCH GAST - Tisch 6 - Irish Pub']),
      );
    await staff.context().close();
  } finally {
    server.stop();
  }
});
