import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import type { StaffHireInquiry } from '../../src/domain/hire/staff';
import { expectNoAxeViolations, signInByApi, upcoming } from './staff-helpers';

/**
 * The staff's 'Feiern' (docs/hire.md#the-staffs-feiern), keyboard only, axe 0: the owner sees a new
 * inquiry, sees the evening's table booking before offering, keeps it and sends the offer; marks the
 * deposit; prints the 'Ablaufblatt' on one A4 page; service sees the list without the owner's buttons.
 *
 * The hire's staff routes are built on another branch (issue 42): until they are merged, this spec
 * answers `/api/admin/hire*` and `/api/hire/spaces` in the browser with the contract's shapes, and
 * checks what the island sends. Sign-in, the page and the settings are the real server's.
 */

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

const spaces = [
  {
    id: 'irish-ganzer-pub',
    label: 'Irish Pub: ganzer Pub',
    venue: 'irish',
    minGuests: 20,
    maxGuests: 60,
    packages: [
      { id: 'getraenke-bier', label: 'Bier und alkoholfreie Getränke', unit: 'person', priceCents: 2500 },
      { id: 'personal', label: 'Servicepersonal', unit: 'evening', priceCents: 15000 },
    ],
  },
  { id: 'irish-oben', label: 'Irish Pub: oberer Bereich', venue: 'irish', minGuests: 10, maxGuests: 30, packages: [] },
];

function newInquiry(date: string): StaffHireInquiry {
  return {
    id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    status: 'neu',
    spaceId: 'irish-ganzer-pub',
    space: 'Irish Pub: ganzer Pub',
    date,
    startTime: '19:00',
    endTime: '01:00',
    guestCount: 40,
    occasion: 'geburtstag',
    packages: ['getraenke-bier', 'personal'],
    customerName: 'Siobhán Kelly',
    customerEmail: 'siobhan.kelly@example.ie',
    customerPhone: '+49 7121 555 0142',
    message: 'Wir bringen eine Torte mit. Bitte ab 18:30 aufschließen.',
    offer: null,
    depositDueOn: null,
    depositReceivedCents: null,
    depositReceivedOn: null,
    cancelReason: null,
    createdAt: new Date().toISOString(),
    mailProblem: 'bounced',
  };
}

/** The contract's staff routes over one inquiry; `posts` records what the island sent. */
async function fakeHireApi(page: Page, inquiry: StaffHireInquiry) {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/hire/spaces', (route) => json(route, 200, { spaces }));
  await page.route('**/api/admin/hire/events', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'event: ready\ndata: {}\n\n' }),
  );
  await page.route(/\/api\/admin\/hire(\?.*)?$/, (route) => json(route, 200, { inquiries: [inquiry] }));
  await page.route(/\/api\/admin\/hire\/[^/]+\/(offer|deposit|cancel)$/, (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = route.request().postDataJSON() as Record<string, unknown>;
    posts.push({ path, body });
    if (path.endsWith('/offer')) {
      const booking = { id: 'r1', date: inquiry.date, startTime: '18:00', tableIds: [11], customerName: 'Niamh Byrne' };
      if (!body.confirm) {
        return json(route, 409, {
          error: 'An diesem Abend bestehen Reservierungen in den Bereichen des Raums.',
          affected: [booking],
        });
      }
      const items = body.items as { label: string; quantity: number; unitPriceCents: number }[];
      const totalCents = items.reduce((s, i) => s + i.quantity * i.unitPriceCents, 0);
      Object.assign(inquiry, {
        status: 'angebot',
        offer: { items, totalCents, depositCents: body.depositCents, validUntil: body.validUntil },
      });
      return json(route, 200, { inquiry, kept: [booking], cancelled: [] });
    }
    if (path.endsWith('/deposit')) {
      Object.assign(inquiry, {
        status: 'bestaetigt',
        depositReceivedCents: body.amountCents,
        depositReceivedOn: body.receivedOn,
      });
      return json(route, 200, { inquiry });
    }
    return json(route, 403, { error: 'Keine Berechtigung.' });
  });
  return posts;
}

async function press(page: Page, target: Locator, key = 'Enter') {
  await expect(target).toBeEnabled();
  await target.focus();
  await page.keyboard.press(key);
}

test('the owner offers a hire over a kept booking, marks the deposit and prints the sheet; service only reads', async ({
  page,
  baseURL,
}, info) => {
  // A guard against hangs: the whole path with four axe runs, a PDF and two roles on shared cores.
  test.setTimeout(300_000);
  const phone = info.project.name === 'phone';
  const inquiry = newInquiry(upcoming(5, 6));
  const posts = await fakeHireApi(page, inquiry);
  await page.goto('/admin/feiern');
  await signInByApi(page, baseURL);
  await page.reload();

  const card = page.locator('.hire-card').filter({ hasText: 'Siobhán Kelly' });
  // The first load hydrates the staff island; on a loaded machine that alone can take long.
  await expect(page.getByRole('heading', { name: /^Neu/ })).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('Irish Pub: ganzer Pub');
  await expect(card).toContainText('40 Personen');
  await expect(card.getByText('E-Mail nicht zustellbar')).toBeVisible();
  await expectNoAxeViolations(page, 'Feiern with a new inquiry');
  await page.screenshot({ path: info.outputPath(`feiern-${info.project.name}.png`), fullPage: true });

  // The month filter narrows the list; 'Alle Monate' brings the inquiry back.
  const month = page.getByLabel('Monat');
  await month.focus();
  await page.keyboard.press('ArrowDown');
  await expect(card).toBeVisible();
  await month.selectOption('');

  if (!phone) {
    await press(page, card.getByRole('button', { name: /^Angebot senden/ }));
    const dialog = page.getByRole('dialog', { name: 'Angebot senden' });
    await expect(dialog.getByLabel('Bezeichnung').first()).toHaveValue('Bier und alkoholfreie Getränke');
    await expect(dialog.getByLabel('Menge').first()).toHaveValue('40');
    await expect(dialog).toContainText('Gesamtsumme: 1.150,00');
    // 30 % of 1.150 € is 345 €, rounded up to the next 10 €.
    await expect(dialog.getByLabel('Anzahlung (€)')).toHaveValue('350');
    await expectNoAxeViolations(page, 'the offer dialog');
    await page.screenshot({ path: info.outputPath('offer-dialog.png') });
    await press(page, dialog.getByRole('button', { name: 'Angebot senden' }));

    const impact = page.getByRole('dialog', { name: 'Bestehende Reservierungen betroffen' });
    await expect(impact).toContainText('Niamh Byrne');
    await expect(impact).toContainText('Tisch 11');
    await press(page, impact.getByRole('button', { name: 'Reservierungen behalten' }));
    await expect(page.getByText(/Angebot gesendet · 1 Reservierung bleibt bestehen/)).toBeVisible();
    expect(posts.map((p) => p.body.confirm ?? 'none')).toEqual(['none', 'keep']);
    expect(posts[1]?.body).toMatchObject({
      items: [
        { label: 'Bier und alkoholfreie Getränke', quantity: 40, unitPriceCents: 2500 },
        { label: 'Servicepersonal', quantity: 1, unitPriceCents: 15000 },
      ],
      depositCents: 35000,
    });
    await expect(page.getByRole('heading', { name: /^Angebot gesendet/ })).toBeVisible();

    // The guest accepts from the mail's link (on the guest's branch); the deposit is then due.
    Object.assign(inquiry, { status: 'angenommen', depositDueOn: today });
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Angenommen/ })).toBeVisible({ timeout: 60_000 });
    await press(page, card.getByRole('button', { name: /^Anzahlung erhalten/ }));
    const deposit = page.getByRole('dialog', { name: 'Anzahlung erhalten' });
    await expect(deposit.getByLabel('Betrag (€)')).toHaveValue('350');
    await expect(deposit.getByLabel('Betrag (€)')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Anzahlung eingetragen, Feier bestätigt')).toBeVisible();
    expect(posts.at(-1)?.body).toEqual({ amountCents: 35000, receivedOn: today });
    await expect(page.getByRole('heading', { name: /^Bestätigt/ })).toBeVisible();
    await expect(card).toContainText('Anzahlung erhalten: 350,00');

    // The sheet, from its link, prints on one A4 page.
    await press(page, card.getByRole('link', { name: /^Ablaufblatt/ }));
    await expect(page).toHaveURL(/\/admin\/feiern\/ablauf\?id=/);
    const sheet = page.locator('.hire-sheet');
    await expect(sheet).toBeVisible({ timeout: 60_000 });
    await expect(sheet).toContainText('+49 7121 555 0142');
    await expect(sheet).toContainText('40 × Bier und alkoholfreie Getränke');
    await expect(sheet).toContainText('Wir bringen eine Torte mit.');
    await expectNoAxeViolations(page, 'the Ablaufblatt');
    await page.screenshot({ path: info.outputPath('sheet.png'), fullPage: true });
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
    await page.goto('/admin/feiern');
  }

  // Service: the same list and the sheet, none of the owner's buttons.
  await page.route('**/api/auth/session', async (route) => {
    const response = await route.fetch();
    const session = await response.json();
    await route.fulfill({ response, json: { ...session, staff: { ...session.staff, role: 'staff' } } });
  });
  await page.reload();
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('link', { name: /^Ablaufblatt/ })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Feiern for service');
});
