import { expect, test } from '@playwright/test';
import { mailsTo } from './booking-helpers';
import { postDeliveryReport } from './mail-webhook';
import { askToHire, bookAsGuest, expectNoAxeViolations, signInByApi, unique, upcoming } from './staff-helpers';

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
    customerEmail: `aoife.${testInfo.project.name}.${testInfo.retry}@example.ie`,
  };
  const other = {
    ...guest,
    tableId: fine,
    customerName: unique('Cian Doyle'),
    customerEmail: `cian.${testInfo.project.name}.${testInfo.retry}@example.ie`,
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

test('staff correct a bounced address with the keyboard and the confirmation goes to the new one', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one screen is enough: the dialog is the shared one');
  // A booking, a bounce, a dialog and two axe runs: more than one plain check on two shared cores.
  test.slow();
  // A Monday no other test books; a retry two weeks later.
  const guest = {
    date: upcoming(1, 5 + 2 * testInfo.retry),
    startTime: '20:00',
    tableId: 11,
    guestCount: 4,
    customerName: unique('Niamh Byrne'),
    customerEmail: `niamh.${testInfo.retry}@exmaple.ie`,
  };
  const corrected = `niamh.${testInfo.retry}@example.ie`;
  expect(await bookAsGuest(request, baseURL, guest)).toBe(201);
  const confirmationTo = async (address: string) =>
    (await mailsTo(address)).find((m) => m.subject.startsWith('Reservierungsbestätigung'))?.id;
  await expect
    .poll(async () => postDeliveryReport(request, 'email.bounced', (await confirmationTo(guest.customerEmail)) ?? ''))
    .toBe('recorded');

  await page.goto('/admin/reservierungen');
  await signInByApi(page, baseURL);
  await page.reload();
  await page.getByLabel('Datum', { exact: true }).fill(guest.date);
  const row = page.locator('.staff-res').filter({ hasText: guest.customerName });
  const action = row.getByRole('button', { name: /^Adresse korrigieren: Tisch 11, 20:00 Uhr/ });
  await action.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Adresse korrigieren' });
  const field = dialog.getByLabel('E-Mail');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(guest.customerEmail);
  await expectNoAxeViolations(page, 'the correction dialog');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(corrected);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Adresse korrigiert. Die E-Mail wurde an die neue Adresse gesendet.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.locator('.staff-res__contact')).toContainText(corrected);
  await expect(row).not.toContainText('nicht zustellbar');
  await expect.poll(() => confirmationTo(corrected)).toBeTruthy();
});

test("a hire's bounced receipt: staff correct the address on 'Feiern' and the receipt goes again", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the dialog is the shared one, checked on the phone above');
  test.slow();
  const name = unique('Siobhan Kelly');
  const typo = `siobhan.${testInfo.retry}@exmaple.ie`;
  const corrected = `siobhan.${testInfo.retry}@example.ie`;
  const asked = await askToHire(
    request,
    baseURL,
    {
      space: 'irish-ganzer-pub',
      // A Friday no other test asks for; a retry two weeks later.
      date: upcoming(5, 14 + 2 * testInfo.retry),
      startTime: '19:00',
      endTime: '01:00',
      guestCount: 30,
      occasion: 'firmenfeier',
      packages: [],
      customerName: name,
      customerEmail: typo,
      customerPhone: '+49 7121 555 0177',
      message: '',
    },
    `203.0.113.${40 + testInfo.retry}`,
  );
  expect(asked.status(), await asked.text()).toBe(201);
  const receiptTo = async (address: string) =>
    (await mailsTo(address)).find((m) => m.subject.startsWith('Ihre Mietanfrage'))?.id;
  await expect
    .poll(async () => postDeliveryReport(request, 'email.bounced', (await receiptTo(typo)) ?? ''))
    .toBe('recorded');

  await page.goto('/admin/feiern');
  await signInByApi(page, baseURL);
  await page.reload();
  const card = page.locator('.hire-card').filter({ hasText: name });
  await expect(card).toContainText('E-Mail nicht zustellbar', { timeout: 60_000 });
  await card.getByRole('button', { name: `Adresse korrigieren: ${name}` }).focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('dialog', { name: 'Adresse korrigieren' }).getByLabel('E-Mail');
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(corrected);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Adresse korrigiert. Die E-Mail wurde an die neue Adresse gesendet.')).toBeVisible();
  await expect(card).toContainText(corrected);
  await expect(card).not.toContainText('nicht zustellbar');
  await expectNoAxeViolations(page, "'Feiern' after a corrected address");
  await expect.poll(() => receiptTo(corrected)).toBeTruthy();
});
