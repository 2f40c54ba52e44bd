import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectField, field, openEditorFromAdmin } from './plan-editor-helpers';
import { expectNoAxeViolations, signInByApi } from './staff-helpers';

test('keyboard only: add a table, nudge, resize, rotate, duplicate, delete, undo and redo', async ({
  page,
  baseURL,
}) => {
  const editor = await openEditorFromAdmin(page, baseURL);
  await editor.getByRole('button', { name: /^Oben/ }).press('Enter');
  await editor.getByRole('button', { name: /rund/ }).focus();
  await page.keyboard.press('Enter');
  const props = editor.getByRole('complementary', { name: 'Eigenschaften' });
  await expect(props.getByRole('heading', { name: 'Tisch 16' })).toBeVisible();
  expect(await field(page, 'Kapazität')).toBe(4);
  const x = await field(page, 'X');
  const width = await field(page, 'Breite');

  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expectField(page, 'X', x + 20);
  await page.keyboard.press('Alt+Shift+ArrowRight');
  await expectField(page, 'Breite', width + 20);
  await page.keyboard.press(']');
  await expectField(page, 'Drehung', 15);

  await page.keyboard.press('Control+d');
  await expect(props.getByRole('heading', { name: 'Tisch 17' })).toBeVisible();
  await page.keyboard.press('Delete');
  const list = props.getByRole('list', { name: /^Elemente in/ });
  await expect(list.getByRole('button', { name: /^Tisch 17/ })).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(list.getByRole('button', { name: /^Tisch 17/ })).toHaveCount(1);
  await page.keyboard.press('Control+Shift+z');
  await expect(list.getByRole('button', { name: /^Tisch 17/ })).toHaveCount(0);

  // Select with the element list, then move by keyboard.
  await list.getByRole('button', { name: /^Tisch 11/ }).press('Enter');
  await expect(props.getByRole('heading', { name: 'Tisch 11' })).toBeVisible();
  const before = await field(page, 'Y');
  await page.keyboard.press('Shift+ArrowUp');
  await expectField(page, 'Y', before - 20);

  await expectNoAxeViolations(page, 'plan editor');
});

test('a plan with a duplicate table id cannot be deployed and shows the error', async ({ page, baseURL }) => {
  const editor = await openEditorFromAdmin(page, baseURL);
  await editor.getByRole('button', { name: /^Oben/ }).click();
  await editor
    .getByRole('list', { name: /^Elemente in/ })
    .getByRole('button', { name: /^Tisch 12/ })
    .click();
  await page.getByLabel('Tischnummer').fill('13');
  await expect(editor.getByRole('alert').filter({ hasText: 'Doppelte Tisch-ID: Tisch 13' })).toBeVisible();
  await editor.getByRole('button', { name: 'Live schalten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tischplan enthält Fehler' });
  await expect(dialog).toContainText('Doppelte Tisch-ID: Tisch 13 gibt es 2-mal (Oben, Oben)');
  await expect(dialog.getByRole('button', { name: /live schalten/i })).toHaveCount(0);
  await expect(page.getByText('Validierungsfehler: Doppelte Tisch-ID: Tisch 13')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  // The live plan still has table 12.
  const live = await (await page.request.get('/api/plan')).json();
  const ids = Object.values(live.areas as Record<string, { elements: { type: string; id: number }[] }>)
    .flatMap((a) => a.elements)
    .filter((e) => e.type === 'table')
    .map((e) => e.id);
  expect(ids).toContain(12);
});

test('export, change, import restores the plan', async ({ page, baseURL }) => {
  const editor = await openEditorFromAdmin(page, baseURL);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    editor.getByRole('button', { name: 'Exportieren' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^irish-pub-tischplan-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const text = await readFile(file, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ configData: expect.any(String), version: expect.any(Number) });

  const list = editor.getByRole('list', { name: /^Elemente in/ });
  await list.getByRole('button', { name: /^Tisch 1 ?,/ }).click();
  await page.getByLabel('Kapazität').fill('2');
  await expect(list.getByRole('button', { name: /^Tisch 1 ?,/ })).toContainText('2 Plätze');

  await page.getByLabel('Tischplan-Datei importieren').setInputFiles(file);
  await expect(page.getByText('Tischplan erfolgreich importiert!')).toBeVisible();
  await expect(list.getByRole('button', { name: /^Tisch 1 ?,/ })).toContainText('6 Plätze');
  // The import is one undo step.
  await page.keyboard.press('Control+z');
  await expect(list.getByRole('button', { name: /^Tisch 1 ?,/ })).toContainText('2 Plätze');
});

test('the backup page downloads the plan for staff only', async ({ page, baseURL }) => {
  expect((await page.request.get('/api/admin/plan/export')).status()).toBe(401);
  await page.goto('/tischplan-backup');
  await expect(page.getByRole('heading', { name: 'Tischplan-Backup' })).toBeVisible();
  await expect(page.getByText('Vertraulich:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Backup herunterladen/ })).toBeHidden();
  await expectNoAxeViolations(page, 'backup page signed out');

  await signInByApi(page, baseURL);
  await page.reload();
  const button = page.getByRole('button', { name: /Backup herunterladen/ });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page, 'backup page signed in');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^irish-pub-tischplan-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(Object.keys(JSON.parse(document.configData).areas)).toEqual(['unten', 'oben']);
});

test('an image is compressed in the browser before it enters the plan', async ({ page, baseURL }) => {
  const editor = await openEditorFromAdmin(page, baseURL);
  // A 1600 × 1200 noise PNG (about 5 MB): far too large to store as it is.
  const png = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1600;
    c.height = 1200;
    const ctx = c.getContext('2d') as CanvasRenderingContext2D;
    const data = ctx.createImageData(c.width, c.height);
    for (let i = 0; i < data.data.length; i++) data.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    ctx.putImageData(data, 0, 0);
    return c.toDataURL('image/png').split(',')[1] ?? '';
  });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    editor.getByRole('button', { name: /Bild/ }).click(),
  ]);
  await chooser.setFiles({ name: 'saal.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(editor.getByRole('heading', { name: 'Bild' })).toBeVisible();
  const stored = editor.locator('.pe-image-source img');
  const natural = await stored.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
    img.src.length,
  ]);
  // docs/booking.md#table-plan: 300 px (≤ 50 KB), else 200 px (≤ 30 KB), else 150 px; the aspect ratio stays.
  const [width = 0, height = 0, bytes = 0] = natural;
  expect([300, 200, 150]).toContain(width);
  expect(height).toBe(Math.round((width * 1200) / 1600));
  if (width === 300) expect(bytes).toBeLessThanOrEqual(50 * 1024);
  if (width === 200) expect(bytes).toBeLessThanOrEqual(30 * 1024);
  await expect(editor.locator('.pe-image-source')).toContainText('(komprimiert)');
});
