import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAxeClean, listButton, mailsTo, tabTo } from './booking-helpers';
import { askToHire, expectNoAxeViolations, signInByApi, unique, upcoming } from './staff-helpers';

/**
 * The staff's 'Feiern' (docs/hire.md#the-staffs-feiern) on the real API, keyboard only where the
 * owner and the guest act, axe 0: a guest's inquiry (with a solved proof of work) over the whole
 * Irish pub on a Friday with a table booking; the owner sees the booking before offering, keeps it
 * and sends the offer; the guest accepts on the page of the mail's link and sees the GiroCode, which
 * closes the evening for guests ('Geschlossene Gesellschaft'); the day view draws the party on its
 * plan of the night; the owner marks the deposit (the guest's mail carries the `.ics`) and prints
 * the 'Ablaufblatt' on one A4 page; a service account sees the list without the owner's buttons. The
 * phone only shows the list.
 */

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

async function press(page: Page, target: Locator, key = 'Enter') {
  await expect(target).toBeEnabled();
  await target.focus();
  await page.keyboard.press(key);
}

/** The link of the newest mail to `email` whose subject starts with `subject`. */
async function linkOfMail(email: string, subject: string, path: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(email)).find((m) => m.subject.startsWith(subject));
      link = mail?.text.match(path)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('the owner offers a hire over a kept booking, marks the deposit and prints the sheet; service only reads', async ({
  page,
  baseURL,
}, info) => {
  // A guard against hangs: the whole path with four axe runs, a PDF and two roles on shared cores.
  test.setTimeout(300_000);
  const phone = info.project.name === 'phone';
  // A Friday no other suite books on, within the 90 days guests may book ahead; the phone's inquiry
  // stays new, so a retry of the desktop's may share its evening.
  const date = upcoming(5, phone ? 9 : 8 + info.retry);
  const origin = { origin: new URL(baseURL ?? '').origin };
  const name = unique('Siobhán Kelly');
  const email = `feier.staff.${info.project.name}.${info.retry}@example.ie`;

  await page.goto('/admin/feiern');
  await signInByApi(page, baseURL);
  await page.reload();
  // The owner prices the two packages the guest asks for in 'Räume und Preise', by keyboard (the
  // offer's draft takes these prices); a price that is no amount is refused at its field.
  await press(page, page.getByRole('button', { name: 'Räume und Preise' }));
  const rooms = page.getByRole('dialog', { name: 'Räume und Preise' });
  const price = (name: string) => rooms.getByRole('group', { name });
  const beer = price('Getränkepaket Bier und Softdrinks').getByLabel('Preis (€)');
  await expect(beer).toBeVisible({ timeout: 60_000 });
  await expect(rooms.getByRole('group', { name: 'Irish Pub: ganzer Pub' })).toBeVisible();
  await beer.fill('zehn');
  await press(page, rooms.getByRole('button', { name: 'Speichern' }));
  await expect(beer).toHaveAttribute('aria-invalid', 'true');
  await beer.fill('25');
  await price('Getränkepaket Bier und Softdrinks').getByLabel('Preis gilt').selectOption('person');
  await price('Personal für Theke und Service').getByLabel('Preis (€)').fill('150');
  await price('Personal für Theke und Service').getByLabel('Preis gilt').selectOption('evening');
  await expectNoAxeViolations(page, 'Räume und Preise');
  await page.screenshot({ path: info.outputPath(`rooms-${info.project.name}.png`), fullPage: true });
  await press(page, rooms.getByRole('button', { name: 'Speichern' }));
  await expect(page.getByText('Räume und Preise gespeichert.')).toBeVisible();
  const { prices } = await (await page.request.get('/api/admin/hire/spaces')).json();
  expect(prices).toEqual(
    expect.arrayContaining([
      { id: 'getraenke-bier', unit: 'person', priceCents: 2500 },
      { id: 'personal', unit: 'evening', priceCents: 15000 },
    ]),
  );
  // An offer with a deposit needs the account the guest pays to.
  const current = await (await page.request.get('/api/admin/settings')).json();
  const account = { hireAccountHolder: 'Irish Pub Reutlingen', hireIban: 'DE89370400440532013000' };
  const saved = await page.request.put('/api/admin/settings', {
    headers: origin,
    data: { ...current.settings, ...account },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const asked = await askToHire(
    page.request,
    baseURL,
    {
      space: 'irish-ganzer-pub',
      date,
      startTime: '19:00',
      endTime: '01:00',
      guestCount: 40,
      occasion: 'geburtstag',
      packages: ['getraenke-bier', 'personal'],
      customerName: name,
      customerEmail: email,
      customerPhone: '+49 7121 555 0142',
      message: 'Wir bringen eine Torte mit. Bitte ab 18:30 aufschließen.',
    },
    `203.0.113.${10 + info.workerIndex * 3 + info.retry}`,
  );
  expect(asked.status(), await asked.text()).toBe(201);

  await page.reload();
  const card = page.locator('.hire-card').filter({ hasText: name });
  // The first load hydrates the staff island; on a loaded machine that alone can take long.
  await expect(page.getByRole('heading', { name: /^Neu/ })).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('Irish Pub: ganzer Pub');
  await expect(card).toContainText('40 Personen');
  await expectNoAxeViolations(page, 'Feiern with a new inquiry');
  await page.screenshot({ path: info.outputPath(`feiern-${info.project.name}.png`), fullPage: true });

  // The month filter narrows the list; 'Alle Monate' brings every inquiry back.
  const month = page.getByLabel('Monat');
  await month.selectOption(date.slice(0, 7));
  await expect(card).toBeVisible();
  await month.selectOption('');
  if (phone) return;

  // A table booking upstairs that evening, made by staff: the offer over the whole pub meets it.
  const booked = await page.request.post('/api/admin/reservations', {
    headers: origin,
    data: {
      date,
      startTime: '19:30',
      endTime: '22:00',
      tableIds: [11],
      guestCount: 4,
      source: 'telefon',
      customerName: 'Niamh Byrne',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await press(page, card.getByRole('button', { name: /^Angebot senden/ }));
  const dialog = page.getByRole('dialog', { name: 'Angebot senden' });
  await expect(dialog.getByLabel('Bezeichnung').first()).toHaveValue('Getränkepaket Bier und Softdrinks');
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
  await expect(page.getByRole('heading', { name: /^Angebot gesendet/ })).toBeVisible();
  await expect(card).toContainText('1.150,00');

  // The guest accepts on the page of the offer's mail, by keyboard, and sees the GiroCode.
  const link = await linkOfMail(email, 'Ihr Angebot: ', /https?:\/\/\S+\/mietmoeglichkeiten\/anfrage#[0-9a-f]{48}/);
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { name: 'Ihr Angebot' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Angebot annehmen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Vielen Dank! Der Abend ist für Sie reserviert.', { exact: false })).toBeFocused();
  await expect(page.getByRole('img', { name: 'GiroCode für die Anzahlung' })).toBeVisible();
  await expect(page.getByText('DE89370400440532013000')).toBeVisible();

  // A whole-pub hire held closes the evening for guests: the API first, then the booking page.
  const day = await (await page.request.get(`/api/availability?date=${date}`)).json();
  expect(day).toMatchObject({ status: 'closed', reason: 'Geschlossene Gesellschaft' });
  await page.goto('/reservierung');
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await expect(page.getByRole('heading', { name: 'Geschlossene Gesellschaft' })).toBeVisible();
  await expect(listButton(page, 1)).toHaveCount(0);
  await expectAxeClean(page);

  // The evening's day view: the party in its list and on the plan of the night, table 11's kept
  // booking beside it; the party's bar opens its sheet.
  await page.goto('/admin/reservierungen');
  await expect(page.getByRole('heading', { name: 'Reservierungs-Management' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await expect(page.getByRole('region', { name: 'Feiern an diesem Abend' })).toContainText(
    'Feier: Irish Pub: ganzer Pub',
  );
  const night = page.getByRole('region', { name: 'Plan des Abends' });
  await expect(night.getByRole('button', { name: /^Tisch 1, 19:00–01:00 Uhr, Feier: / })).toBeVisible();
  await press(page, night.getByRole('button', { name: 'Oben' }));
  await expect(night.getByRole('button', { name: /^Tisch 11, 19:30–22:00 Uhr, Niamh Byrne/ })).toBeVisible();
  const party = night.getByRole('button', { name: /^Tisch 12, 19:00–01:00 Uhr, Feier: Irish Pub: ganzer Pub/ });
  await expect(party).toBeVisible();
  await expect(night.getByRole('button', { name: /^Tisch 11, .*Feier/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the day view with a party');
  await night.screenshot({ path: info.outputPath(`night-with-party-${info.project.name}.png`) });
  await press(page, party);
  await expect(page).toHaveURL(/\/admin\/feiern\/ablauf\?id=/);

  await page.goto('/admin/feiern');
  await expect(page.getByRole('heading', { name: /^Angenommen/ })).toBeVisible({ timeout: 60_000 });
  await press(page, card.getByRole('button', { name: /^Anzahlung erhalten/ }));
  const deposit = page.getByRole('dialog', { name: 'Anzahlung erhalten' });
  await expect(deposit.getByLabel('Betrag (€)')).toHaveValue('350');
  await expect(deposit.getByLabel('Betrag (€)')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Anzahlung eingetragen, Feier bestätigt')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Bestätigt/ })).toBeVisible();
  await expect(card).toContainText('Anzahlung erhalten: 350,00');
  await expect
    .poll(async () => {
      const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('Ihre Feier ist bestätigt: '));
      return mail?.attachments?.map((a) => a.filename);
    })
    .toContain('feier.ics');
  const { inquiries } = await (await page.request.get('/api/admin/hire')).json();
  expect((inquiries as { customerEmail: string }[]).find((i) => i.customerEmail === email)).toMatchObject({
    status: 'bestaetigt',
    depositReceivedCents: 35000,
    depositReceivedOn: today,
  });

  // The sheet, from its link, prints on one A4 page.
  await press(page, card.getByRole('link', { name: /^Ablaufblatt/ }));
  await expect(page).toHaveURL(/\/admin\/feiern\/ablauf\?id=/);
  const sheet = page.locator('.hire-sheet');
  await expect(sheet).toBeVisible({ timeout: 60_000 });
  await expect(sheet).toContainText('+49 7121 555 0142');
  await expect(sheet).toContainText('40 × Getränkepaket Bier und Softdrinks');
  await expect(sheet).toContainText('Wir bringen eine Torte mit.');
  await expectNoAxeViolations(page, 'the Ablaufblatt');
  await page.screenshot({ path: info.outputPath('sheet.png'), fullPage: true });
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);

  // Service: a real account of the role, made by the owner through the team API.
  const username = unique('service').replace(' ', '-');
  const password = 'Feierabend-am-Zapfhahn';
  const invited = await page.request.post('/api/admin/staff', {
    headers: origin,
    data: { email: `${username}@example.org`, username, role: 'staff' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = await linkOfMail(
    `${username}@example.org`,
    'Einladung in den Mitarbeiterbereich',
    /https?:\/\/[^\s"<>]+\/admin\/einladung#[0-9a-f]{48}/,
  );
  const set = await page.request.post('/api/auth/invitation', {
    headers: origin,
    data: { token: invitation.split('#')[1], password },
  });
  expect(set.status()).toBe(200);
  await page.request.post('/api/auth/logout', { headers: origin, data: {} });
  const login = await page.request.post('/api/auth/login', {
    headers: origin,
    data: { identifier: username, password },
  });
  expect(login.status()).toBe(200);

  await page.goto('/admin/feiern');
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('link', { name: /^Ablaufblatt/ })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Feiern for service');
});
