import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { berlinDay } from '../../src/domain/calendar';
import { expectAxeClean, guestIp, mailsTo, proofOfWorkTimeout, tabTo, week } from './booking-helpers';
import { signInByApi } from './staff-helpers';

/**
 * The guest's path of a hire (docs/hire.md#the-guests-form), keyboard only: the rentals page's
 * 'Anfrage stellen' loads the form, a free evening is picked in the calendar with the arrow keys,
 * the inquiry is sent, and the mail's link opens the inquiry's own page; after the owner's offer
 * (through the API) the guest accepts it there, sees the GiroCode (read by zbarimg) and the bank
 * details, and withdraws after a confirmation.
 */
test('a guest asks for an evening by keyboard, accepts the offer and sees the GiroCode', async ({
  page,
  baseURL,
}, info) => {
  // A guard against hangs, not a speed check: the path spans a proof of work, the mail sink and two pages.
  test.setTimeout(360_000);
  const email = `feier.${info.project.name}.${info.retry}@example.org`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': guestIp(info) });
  await page.goto('/mietmoeglichkeiten');

  await tabTo(page, page.getByRole('link', { name: 'Anfrage stellen' }).first());
  await page.keyboard.press('Enter');
  const form = page.locator('form.hire-form');
  await expect(form).toBeVisible();

  // The calendar: one day is in the tab order; the arrows move to the first day that can be asked for.
  const today = form.locator('.hire-cal__day[tabindex="0"]');
  await expect(form.locator('.hire-cal__day[data-state="laedt"]')).toHaveCount(0);
  await tabTo(page, today);
  // Each project and retry asks for an evening of its own: an accepted one is no longer offered.
  let skip = week(info) + 2 * info.retry;
  for (let i = 0; i < 60; i++) {
    const label = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
    if (/, (frei|angefragt)$/.test(label) && skip-- === 0) break;
    await page.keyboard.press('ArrowRight');
  }
  const picked = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
  expect(picked).toMatch(/, (frei|angefragt)$/);
  await page.keyboard.press('Enter');
  await expect(form.getByText(`Gewählt: ${picked.split(',').slice(0, 2).join(',')}`)).toBeVisible();
  await expect(form.locator('.hire-cal__day[aria-pressed="true"]')).toHaveCount(1);

  await tabTo(page, form.getByLabel('Gäste'));
  await page.keyboard.type('30');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Anlass')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByLabel('Anlass')).toHaveValue('geburtstag');
  await tabTo(page, form.getByLabel('Name'));
  await page.keyboard.type('Erika Feier');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('07121 123456');
  await expectAxeClean(page);

  await tabTo(page, form.getByRole('button', { name: 'Anfrage senden' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Vielen Dank für Ihre Anfrage!')).toBeFocused({ timeout: proofOfWorkTimeout });

  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('Ihre Mietanfrage: '));
      link = mail?.text.match(/https?:\/\/\S+\/mietmoeglichkeiten\/anfrage#[0-9a-f]{48}/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByText('Neu', { exact: true })).toBeVisible();
  expect(page.url()).not.toContain('#');
  await expectAxeClean(page);

  // The owner's offer, through the API; the page shows it after a reload (the tab keeps the secret).
  await signInByApi(page, baseURL);
  const origin = { origin: new URL(baseURL ?? '').origin };
  const current = await (await page.request.get('/api/admin/settings')).json();
  const saved = await page.request.put('/api/admin/settings', {
    headers: origin,
    data: { ...current.settings, hireAccountHolder: 'Irish Pub Reutlingen', hireIban: 'DE89370400440532013000' },
  });
  expect(saved.status()).toBe(200);
  const { inquiries } = await (await page.request.get('/api/admin/hire')).json();
  const id = (inquiries as { id: string; customerEmail: string }[]).find((i) => i.customerEmail === email)?.id;
  const offered = await page.request.post(`/api/admin/hire/${id}/offer`, {
    headers: origin,
    data: {
      items: [{ label: 'Raummiete', quantity: 1, unitPriceCents: 30000 }],
      depositCents: 10000,
      validUntil: berlinDay(new Date()),
      confirm: 'keep',
    },
  });
  expect(offered.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ihr Angebot' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Angebot annehmen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Vielen Dank! Der Abend ist für Sie reserviert.', { exact: false })).toBeFocused();
  const code = page.getByRole('img', { name: 'GiroCode für die Anzahlung' });
  await expect(code).toBeVisible();
  await expect(page.getByText('DE89370400440532013000')).toBeVisible();
  await expectAxeClean(page);
  await code.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('hire-accepted.png') });
  const src = (await code.getAttribute('src')) ?? '';
  const svg = info.outputPath('girocode.svg');
  writeFileSync(svg, decodeURIComponent(src.replace(/^data:image\/svg\+xml;utf8,/, '')));
  const read = execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', svg]).toString('utf8').replace(/\n$/, '');
  const lines = read.split('\n');
  expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
  expect(lines.slice(5, 8)).toEqual(['Irish Pub Reutlingen', 'DE89370400440532013000', 'EUR100.00']);
  await expect(page.getByText(lines[10] ?? '-', { exact: true })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Anfrage zurückziehen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Ja, zurückziehen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ihre Anfrage ist zurückgezogen.')).toBeFocused();
  await expect(page.getByText('Abgesagt', { exact: true })).toBeVisible();
});
