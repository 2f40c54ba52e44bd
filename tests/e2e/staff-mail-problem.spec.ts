import { expect, test } from '@playwright/test';
import { mailsTo } from './booking-helpers';
import { postDeliveryReport } from './mail-webhook';
import { bookAsGuest, expectNoAxeViolations, signInByApi, unique, upcoming } from './staff-helpers';

test("a booking whose confirmation bounced shows 'E-Mail nicht zustellbar' next to the guest's address", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const desktop = testInfo.project.name === 'desktop';
  // A Friday no other test books; each project at its own tables, a retry two weeks later.
  const date = upcoming(5, 10 + 2 * testInfo.retry);
  const [bounced, fine] = desktop ? [11, 12] : [13, 14];
  const guest = {
    date,
    startTime: '20:00',
    tableId: bounced,
    guestCount: 4,
    customerName: unique('Aoife Walsh'),
    customerEmail: `aoife.${testInfo.project.name}@example.ie`,
  };
  const other = {
    ...guest,
    tableId: fine,
    customerName: unique('Cian Doyle'),
    customerEmail: `cian.${testInfo.project.name}@example.ie`,
  };
  expect(await bookAsGuest(request, baseURL, guest)).toBe(201);
  expect(await bookAsGuest(request, baseURL, other)).toBe(201);
  const confirmationId = async () =>
    (await mailsTo(guest.customerEmail)).find((m) => m.subject.startsWith('Reservierungsbestätigung'))?.id;
  await expect.poll(confirmationId).toBeTruthy();
  // The sink writes the file a moment before the outbox row keeps its id: until then it is 'unknown'.
  await expect
    .poll(async () => postDeliveryReport(request, 'email.bounced', (await confirmationId()) ?? ''))
    .toBe('recorded');

  await page.goto('/admin/reservierungen');
  await signInByApi(page, baseURL);
  await page.reload();
  await page.getByLabel('Datum', { exact: true }).fill(date);
  const row = page.locator('.staff-res').filter({ hasText: guest.customerName });
  const contact = row.locator('.staff-res__contact');
  // Next to the address; a screen reader reads the address and the words, not the warning sign.
  await expect(contact.locator('span').first()).toHaveText(`${guest.customerEmail}⚠ E-Mail nicht zustellbar`);
  await expect(contact.getByText('E-Mail nicht zustellbar')).toBeVisible();
  await expect(contact.getByText('⚠')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('.staff-res').filter({ hasText: other.customerName })).not.toContainText(
    'nicht zustellbar',
  );
  await expectNoAxeViolations(page, 'day view with a bounced mail');
});
