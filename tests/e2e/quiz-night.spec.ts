import { expect, test } from '@playwright/test';
import { expectAxeClean, mailsTo, proofOfWorkTimeout, tabTo } from './booking-helpers';
import { admin, expectNoAxeViolations, upcoming } from './staff-helpers';

/**
 * The quiz night (docs/quiz.md) by keyboard alone: a team signs up on a 375 px phone; the
 * quizmaster checks it in and enters points on a 768 px tablet; the standings page, open in a second
 * browser, shows the points from its live stream, before its 30 s re-read (the latency is in the
 * report).
 */
test.skip(({ isMobile }) => !isMobile, 'the guest’s phone');

test('a team signs up, the quizmaster checks it in and scores, the screen follows', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  test.slow();
  // A Tuesday nine weeks on (and further on a retry): an exception makes it a team night.
  const date = upcoming(2, 9 + 3 * info.retry);
  const origin = new URL(baseURL ?? '').origin;
  const team = `Quizfüchse ${info.retry}`;
  const email = `quiz.${info.retry}@example.org`;
  const login = await request.post('/api/auth/login', {
    data: { identifier: 'admin', password: admin.password },
    headers: { origin },
  });
  expect(login.status()).toBe(200);
  const night = await request.post('/api/admin/closed-dates', {
    headers: { origin, 'content-type': 'application/json' },
    data: { date, reason: 'Quiz-Abend', teams: { maxTeams: 12, minPlayers: 2, maxPlayers: 6 } },
  });
  expect(night.status()).toBe(201);

  // The guest, 375 px, keyboard only.
  await page.goto(`/reservierung?datum=${date}`);
  await expect(page.getByRole('heading', { name: 'Quiz-Abend – Team anmelden' })).toBeVisible();
  await expect(page.getByText('Noch 12 von 12 Plätzen frei')).toBeVisible();
  await tabTo(page, page.getByLabel('Teamname *'), 80);
  await page.keyboard.type(team);
  await page.keyboard.press('Tab');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Spieler *')).toHaveValue('4');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fiona Fuchs');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await expectAxeClean(page);
  await tabTo(page, page.getByRole('button', { name: 'Team anmelden' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`Team ${team} ist angemeldet.`, {
    timeout: proofOfWorkTimeout,
  });
  await expect(page.getByText('Noch 11 von 12 Plätzen frei')).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContain(`Anmeldung Quiz-Abend - Team ${team}`);

  // The quizmaster, 768 px tablet, keyboard only.
  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 }, baseURL });
  const staff = await tablet.newPage();
  const signIn = await staff.request.post('/api/auth/login', {
    data: { identifier: 'admin', password: admin.password },
    headers: { origin },
  });
  expect(signIn.status()).toBe(200);
  await staff.goto('/admin/reservierungen');
  const day = staff.getByLabel('Datum', { exact: true });
  await tabTo(staff, day, 80);
  await day.fill(date);
  await expect(staff.getByRole('heading', { name: 'Quiz-Abend' })).toBeVisible();
  const checkIn = staff.getByRole('checkbox', { name: `Eingecheckt: ${team}` });
  await tabTo(staff, checkIn, 120);
  await staff.keyboard.press('Space');
  await expect(checkIn).toBeChecked();
  await expectNoAxeViolations(staff, 'quiz night, staff');

  // The pub's screen, in a second browser.
  const link = staff.getByRole('button', { name: 'Anzeige für den Bildschirm' });
  await tabTo(staff, link, 120);
  await staff.keyboard.press('Enter');
  const href = await staff.getByRole('link', { name: 'Punktestand öffnen' }).getAttribute('href');
  expect(href).toMatch(/\/quiz\/anzeige#[0-9a-f]{48}$/);
  const tv = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await tv.newPage();
  await screen.goto(new URL(href ?? '').pathname + new URL(href ?? '').hash);
  const row = screen.getByRole('listitem').filter({ hasText: team });
  await expect(row).toContainText('0');
  await expectNoAxeViolations(screen, 'quiz screen');

  const round1 = staff.getByLabel(`${team}, Runde 1`);
  await tabTo(staff, round1, 160);
  await staff.keyboard.type('7,5');
  const saved = staff.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
  await staff.keyboard.press('Enter');
  await saved;
  const enteredAt = Date.now();
  await expect(row).toContainText('7,5');
  info.annotations.push({ type: 'screen latency', description: `${Date.now() - enteredAt} ms` });
  await expect(staff.getByRole('row', { name: new RegExp(team) }).last()).toContainText('1.');
  await tablet.close();
  await tv.close();
  // The week is the whole site's: the night goes back to its weekday's rule.
  const removed = await request.delete(`/api/admin/closed-dates/${date}?confirm=keep`, {
    headers: { origin, 'content-type': 'application/json' },
  });
  expect(removed.status()).toBe(200);
});
