import { expect, test } from '@playwright/test';
import { expectAxeClean, guestIp, mailsTo, next, proofOfWorkTimeout, tabTo } from './booking-helpers';
import { admin, proofFor } from './staff-helpers';

/**
 * The waitlist (docs/booking.md#the-waitlist) at 375 px, keyboard only: a party of 12 (only table 4
 * seats it) finds the table taken and joins the list; staff cancel the booking; the offer mail's link
 * takes the table.
 */
test.skip(({ isMobile }) => !isMobile, 'the guest’s phone');

// A Saturday four weeks on: no other suite books it, and the week's suite changes other weekdays.
const SATURDAY = 6;

test('join the list, staff cancel a booking, the offer mail’s link takes the table', async ({
  page,
  request,
  baseURL,
}, info) => {
  test.slow();
  const date = next(SATURDAY, 4 + 10 * info.retry);
  const email = `wartend.${info.retry}@example.org`;
  const origin = new URL(baseURL ?? '').origin;
  const taken = await request.post('/api/reservations', {
    headers: { 'x-forwarded-for': guestIp(info), origin },
    data: {
      date,
      startTime: '20:00',
      tableId: 4,
      guestCount: 8,
      customerName: 'Große Runde',
      customerEmail: `runde.${info.retry}@example.org`,
      altcha: await proofFor(request, 'booking'),
    },
  });
  expect(taken.status()).toBe(201);
  const { id } = ((await taken.json()) as { reservation: { id: string } }).reservation;

  await page.goto('/reservierung');
  await expect(page.getByText(/^Online reservierbar:/)).toBeVisible();
  const nextDay = page.getByRole('button', { name: 'Nächster Tag' });
  await tabTo(page, nextDay);
  for (let i = 0; i < 80 && (await page.getByLabel('Datum', { exact: true }).inputValue()) !== date; i++) {
    await page.keyboard.press('Enter');
  }
  await expect(page.getByLabel('Datum', { exact: true })).toHaveValue(date);
  const join = page.getByRole('button', { name: 'Auf die Warteliste' });
  await tabTo(page, join, 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Auf die Warteliste' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Frühestens *'));
  // 19:30 → 20:00; then the latest start 20:00 too (from the last slot up).
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Frühestens *')).toHaveValue('20:00');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Home');
  for (let i = 0; i < 1; i++) await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Spätestens *')).toHaveValue('20:00');
  await page.keyboard.press('Tab');
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Personen *')).toHaveValue('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Wanda Wartend');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await expectAxeClean(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Auf die Warteliste' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(
    'Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein passender Tisch frei wird.',
    { timeout: proofOfWorkTimeout },
  );

  // Staff cancel the party at table 4: the table goes to the list at once.
  const login = await request.post('/api/auth/login', {
    data: { identifier: 'admin', password: admin.password },
    headers: { origin },
  });
  expect(login.status()).toBe(200);
  const cancelled = await request.post(`/api/admin/reservations/${id}/cancel`, {
    headers: { origin, 'content-type': 'application/json' },
    data: {},
  });
  expect(cancelled.status()).toBe(200);
  const isOffer = (m: { subject: string }) => m.subject.startsWith('Ein Tisch ist frei - ');
  await expect.poll(async () => (await mailsTo(email)).some(isOffer), { timeout: 20_000 }).toBe(true);
  const offer = (await mailsTo(email)).find(isOffer);
  const link = /https?:\/\/\S+\/reservierung\/angebot#[0-9a-f]{48}/.exec(offer?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');

  await page.goto(url.pathname + url.hash);
  const takeIt = page.getByRole('button', { name: 'Tisch übernehmen' });
  await expect(takeIt).toBeFocused();
  await expect(page.getByText('Tisch 4', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Tisch 4 gehört Ihnen. Die Bestätigung ist per E-Mail unterwegs.');
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContain('Reservierungsbestätigung - Tisch 4');
});
