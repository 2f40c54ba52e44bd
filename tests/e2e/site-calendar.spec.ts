import { expect, test } from '@playwright/test';
import { signInByApi, upcoming } from './staff-helpers';

async function openCalendar(page: import('@playwright/test').Page, isoTime: string) {
  await page.clock.setFixedTime(new Date(isoTime));
  await page.goto('/irish#kalender');
  const calendar = page.locator('.events-calendar');
  await calendar.scrollIntoViewIfNeeded();
  await expect(calendar.locator('.events-calendar__title')).toBeVisible();
  return calendar;
}

test('starts at the current month and moves without limit', async ({ page }) => {
  const calendar = await openCalendar(page, '2026-11-21T10:00:00+01:00');
  const title = calendar.locator('.events-calendar__title');
  await expect(title).toHaveText('November 2026');
  await calendar.getByRole('button', { name: 'Nächster Monat' }).click();
  await expect(title).toHaveText('Dezember 2026');
  await calendar.getByRole('button', { name: 'Nächster Monat' }).click();
  await expect(title).toHaveText('Januar 2027');
  // 2027 still has the weekly events.
  await expect(calendar.getByRole('button', { name: 'Dienstag, 5. Januar 2027: Pub Quiz' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Donnerstag, 7. Januar 2027: Karaoke Night' })).toBeVisible();
  for (let i = 0; i < 16; i++) await calendar.getByRole('button', { name: 'Vorheriger Monat' }).click();
  await expect(title).toHaveText('September 2025');
  await expect(calendar.getByRole('button', { name: /Samstag, 6\. September 2025: Live/ })).toBeVisible();
});

test('a day the owner closes in the staff area shows in the calendar with its reason, without a rebuild', async ({
  page,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one owner, one closed day');
  // A Thursday three weeks ahead, which no other suite closes; it is no booking day, so closing it
  // strands nobody.
  const date = upcoming(4, 3);
  const origin = { origin: new URL(baseURL ?? '').origin };
  await signInByApi(page, baseURL);
  const closed = await page.request.post('/api/admin/closed-dates', {
    data: { date, reason: 'Betriebsfeier – heute geschlossen' },
    headers: origin,
  });
  expect(closed.status()).toBe(201);
  try {
    const calendar = await openCalendar(page, `${date.slice(0, 8)}01T12:00:00+01:00`);
    const day = calendar.getByRole('button', { name: /: Betriebsfeier – heute geschlossen$/ });
    await day.click();
    const dialog = page.locator('.events-calendar__dialog');
    await expect(dialog.locator('[data-event-type]')).toHaveAttribute('data-event-type', 'closed');
    await expect(dialog).toContainText('geschlossen');
  } finally {
    await page.request.delete(`/api/admin/closed-dates/${date}`, { headers: origin, data: {} });
  }
  await page.reload();
  const calendar = page.locator('.events-calendar');
  await expect(calendar.locator('button.events-calendar__event--karaoke').first()).toBeVisible();
  await expect(calendar.getByRole('button', { name: /Betriebsfeier/ })).toHaveCount(0);
});

test('a guest in 2027 sees quiz and karaoke nights', async ({ page }) => {
  const calendar = await openCalendar(page, '2027-03-10T18:00:00+01:00');
  await expect(calendar.locator('.events-calendar__title')).toHaveText('März 2027');
  await expect(calendar.locator('button.events-calendar__event--quiz')).toHaveCount(5);
  await expect(calendar.locator('button.events-calendar__event--karaoke')).toHaveCount(4);
});

test('a marked day opens a modal whose content depends on the type', async ({ page }) => {
  const calendar = await openCalendar(page, '2026-12-01T12:00:00+01:00');
  const dialog = page.locator('.events-calendar__dialog');

  // Keyboard: focus the quiz day and open it with Enter.
  await calendar.getByRole('button', { name: 'Dienstag, 1. Dezember 2026: Pub Quiz' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-event-type]')).toHaveAttribute('data-event-type', 'quiz');
  await expect(dialog).toContainText('ab 20:00 Uhr');
  await expect(dialog).toContainText('WhatsApp');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(calendar.getByRole('button', { name: 'Dienstag, 1. Dezember 2026: Pub Quiz' })).toBeFocused();

  await calendar.getByRole('button', { name: /Donnerstag, 3\. Dezember 2026: Karaoke/ }).click();
  await expect(dialog.locator('[data-event-type]')).toHaveAttribute('data-event-type', 'karaoke');
  await expect(dialog).toContainText('Keine Reservierung nötig');
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();

  await calendar.getByRole('button', { name: /5\. Dezember 2026: Live/ }).click();
  await expect(dialog.locator('[data-event-type]')).toHaveAttribute('data-event-type', 'live-music');
  await page.keyboard.press('Escape');

  await calendar.getByRole('button', { name: /31\. Dezember 2026: Silvesterparty/ }).click();
  await expect(dialog.locator('[data-event-type]')).toHaveAttribute('data-event-type', 'special');
  await page.keyboard.press('Escape');

  for (let i = 0; i < 2; i++) await calendar.getByRole('button', { name: 'Vorheriger Monat' }).click();
  await calendar.getByRole('button', { name: /31\. Oktober 2026: Halloween/ }).click();
  await expect(dialog.locator('[data-event-type]')).toHaveAttribute('data-event-type', 'halloween');
  await expect(dialog).toContainText('3 Liter');
  await page.keyboard.press('Escape');

  // Wednesdays carry no event.
  await expect(calendar.getByRole('button', { name: /Mittwoch/ })).toHaveCount(0);
});

test('the iCalendar feed is served with weekly rules', async ({ request }) => {
  const res = await request.get('/events.ics');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/calendar');
  const body = (await res.text()).replace(/\r\n /g, '');
  expect(body).toContain('BEGIN:VCALENDAR');
  expect(body).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU');
  expect(body).toContain('RRULE:FREQ=WEEKLY;BYDAY=TH');
  expect(body).toContain('Halloween-Party');
});
