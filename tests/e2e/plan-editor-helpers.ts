import { expect, type Page } from '@playwright/test';
import { signInByApi } from './staff-helpers';

/** Signs in and opens the editor from 'Tischplan-Editor' in the admin reservations view. */
export async function openEditorFromAdmin(page: Page, baseURL: string | undefined) {
  await signInByApi(page, baseURL);
  await page.goto('/admin/reservierungen');
  await page.getByRole('button', { name: /Tischplan-Editor/ }).click();
  const editor = page.getByRole('dialog', { name: 'Tischplan-Editor' });
  await expect(editor.locator('.pe-canvas canvas').first()).toBeVisible();
  return editor;
}

/** Screen position of a point of the plan (canvas units), from the canvas' current zoom and offset. */
export async function screenPoint(page: Page, x: number, y: number) {
  const canvas = page.locator('.pe-canvas');
  const [scale = 1, ox = 0, oy = 0] = ((await canvas.getAttribute('data-view')) ?? '').split(' ').map(Number);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  return { x: box.x + ox + x * scale, y: box.y + oy + y * scale };
}

/** Presses at plan point `from`, drags through a few steps to `to`, releases. */
export async function dragOnPlan(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await screenPoint(page, from.x, from.y);
  const b = await screenPoint(page, to.x, to.y);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 6, a.y + 6, { steps: 2 });
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

/** Reads a numeric field of the properties panel. */
export async function field(page: Page, label: string): Promise<number> {
  return Number(await page.getByLabel(label, { exact: true }).inputValue());
}

/** Waits until a numeric field of the properties panel shows `value`. */
export async function expectField(page: Page, label: string, value: number) {
  await expect(page.getByLabel(label, { exact: true })).toHaveValue(String(value));
}
