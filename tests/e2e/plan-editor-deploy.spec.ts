import { expect } from '@playwright/test';
import { closeTo, green, next, planColour, proofOfWorkTimeout } from './booking-helpers';
import { dragOnPlan, expectField, field, openEditorFromAdmin, screenPoint } from './plan-editor-helpers';
import { admin } from './staff-helpers';
import { testOnOwnServer } from './support/own-server';

// Deploying changes the live plan every booking depends on: on a server of its own.
const test = testOnOwnServer('plan-deploy', admin);

type LivePlan = { areas: Record<string, { elements: { type: string; id: number | string; [k: string]: unknown }[] }> };

test('draw round table 16 in oben, move and resize it, save, validate, deploy; guests can book it', async ({
  browser,
  page,
  baseURL,
}) => {
  const editor = await openEditorFromAdmin(page, baseURL);
  await editor.getByRole('button', { name: /^Oben/ }).click();

  // Arm the round-table tool and click on the canvas: the table is centred on the click.
  await editor.getByRole('button', { name: /rund/ }).click();
  const at = await screenPoint(page, 700, 300);
  await page.mouse.click(at.x, at.y);
  await expect(editor.getByRole('heading', { name: 'Tisch 16' })).toBeVisible();
  expect(await field(page, 'Kapazität')).toBe(4);
  await expectField(page, 'X', 660);
  await expectField(page, 'Y', 260);

  // Move: a drag, snapped to the 20 px grid.
  await dragOnPlan(page, { x: 700, y: 300 }, { x: 747, y: 389 });
  await expectField(page, 'X', 700);
  await expectField(page, 'Y', 340);

  // Resize: drag the bottom-right handle of the selection.
  await dragOnPlan(page, { x: 780, y: 420 }, { x: 822, y: 458 });
  await expectField(page, 'Breite', 120);
  await expectField(page, 'Höhe', 120);
  await page.screenshot({ path: test.info().outputPath('editor-table-16.png') });

  await editor.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByText('Tischplan-Entwurf gespeichert!')).toBeVisible();
  await expect(editor.getByRole('status').filter({ hasText: /^Entwurf gespeichert/ })).toBeVisible();

  await editor.getByRole('button', { name: 'Prüfen' }).click();
  const valid = page.getByRole('dialog', { name: 'Tischplan ist gültig' });
  await expect(valid).toContainText('16 Tische');
  await valid.getByRole('button', { name: 'Schließen' }).click();

  await editor.getByRole('button', { name: 'Live schalten' }).click();
  const confirm = page.getByRole('dialog', { name: 'Tischplan live schalten?' });
  await confirm.getByRole('button', { name: 'Live schalten' }).click();
  await expect(
    page.getByText('Tischplan erfolgreich deployed! Der neue Plan ist jetzt live unter /reservierung.'),
  ).toBeVisible();
  await expect(editor.getByRole('status').filter({ hasText: 'Entspricht der Live-Version' })).toBeVisible();

  // The public plan has table 16 upstairs at once.
  const live = (await (await page.request.get('/api/plan')).json()) as LivePlan;
  expect(live.areas.oben?.elements.find((e) => e.type === 'table' && e.id === 16)).toMatchObject({
    shape: 'round',
    capacity: 4,
    x: 700,
    y: 340,
    width: 120,
    height: 120,
  });

  // /reservierung shows table 16 upstairs, and a guest books it there: in a browser of their own,
  // from an address of their own (bookings are limited per IP, and the earlier tests used ours).
  const guest = await browser.newPage({
    ...test.info().project.use,
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.16' },
  });
  const date = next(5, 2);
  await guest.goto('/reservierung');
  await guest.getByLabel('Datum', { exact: true }).fill(date);
  await guest.getByRole('button', { name: /^Oben/ }).click();
  const table16 = guest.getByRole('region', { name: 'Tische – Oben' }).getByRole('button', { name: /^Tisch 16\b/ });
  await expect(table16).toContainText('frei');
  await expect.poll(() => planColour(guest, { x: 760, y: 400 }).then((c) => closeTo(c, green))).toBe(true);
  await guest.screenshot({ path: test.info().outputPath('reservierung-table-16.png') });
  await table16.click();
  const dialog = guest.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Tisch 16 reservieren' })).toBeVisible();
  await dialog.getByLabel('Startzeit').selectOption('20:00');
  await dialog.getByLabel('Name').fill('Gast Sechzehn');
  await dialog.getByLabel('E-Mail').fill('gast16@example.org');
  await dialog.getByRole('button', { name: 'Reservieren' }).click();
  await expect(guest.getByRole('status')).toContainText(
    'Tisch 16 erfolgreich reserviert! Eine Bestätigungs-Email wurde versendet.',
    { timeout: proofOfWorkTimeout },
  );
  await expect(table16).toContainText('reserviert');
  await guest.close();
});
