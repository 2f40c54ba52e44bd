import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { addDays, berlinDay, weekdayOf } from '../../src/domain/calendar';

/** The next given weekday (0 Sunday … 6 Saturday) after today in Berlin, `weeksLater` weeks on. */
export function next(weekday: number, weeksLater = 0): string {
  let day = addDays(berlinDay(new Date()), 1);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return addDays(day, 7 * weeksLater);
}

/** The desktop and the phone project run side by side on one server: each books its own week. */
export const week = (info: TestInfo) => (info.project.name === 'phone' ? 1 : 0);

export interface SinkMail {
  /** The id the sink answered in place of Resend's message id (kept on the outbox row). */
  id: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string }[];
}

/**
 * Every mail a server wrote to its local sink (the run's server's `DATA_DIR/mail` unless `dir`). A
 * mail the server deletes between the listing and the read (its retention, on a clock days ahead)
 * is left out.
 */
export async function sinkMails(dir = join(process.env.E2E_DATA_DIR ?? '', 'mail')): Promise<SinkMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const mails = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8').catch(() => undefined)));
  return mails.filter((m) => m !== undefined).map((m) => JSON.parse(m) as SinkMail);
}

/** The mails in a sink (as {@link sinkMails}) to one recipient, or naming the address in their text. */
export async function mailsTo(address: string, dir?: string): Promise<SinkMail[]> {
  return (await sinkMails(dir)).filter((m) => m.to.includes(address) || m.text.includes(address));
}

/** Scrolls to the plan (it is drawn only near the viewport) and waits for its drawing. */
export async function showPlan(page: Page) {
  await page.locator('.bk-canvas-wrap').scrollIntoViewIfNeeded();
  await expect(page.locator('.bk-canvas svg').first()).toBeVisible();
}

/** Clicks (or taps, on a phone) the plan at a point given in plan coordinates (900 × 600). */
export async function clickTable(page: Page, center: { x: number; y: number }, info: TestInfo) {
  await showPlan(page);
  const canvas = page.locator('.bk-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const scale = box.width / 900;
  const position = { x: center.x * scale, y: center.y * scale };
  if (info.project.use.hasTouch) await canvas.tap({ position });
  else await canvas.click({ position });
}

/** Table 5 of the default plan: a round table at (60, 300), 80 × 80. */
export const table5 = { x: 100, y: 340 };

/**
 * The colour the plan shows at a point (plan coordinates, 900 × 600), as [r, g, b]: a pixel of its
 * screenshot, with what lies over the page (toasts, the sticky header, the consent banner) hidden.
 */
export async function planColour(page: Page, point: { x: number; y: number }): Promise<number[]> {
  await showPlan(page);
  const drawing = page.locator('.bk-canvas svg').first();
  const box = await drawing.boundingBox();
  if (!box) throw new Error('no plan');
  const shot = await drawing.screenshot({
    style: '.ui-toasts, .site-header, [data-consent] { visibility: hidden !important; }',
  });
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Screenshot pixels per plan unit: the device's pixel ratio times the drawing's CSS scale.
  const scale = ((await page.evaluate(() => devicePixelRatio)) * box.width) / 900;
  const at = (Math.round(point.y * scale) * info.width + Math.round(point.x * scale)) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

export const amber = [242, 169, 0];
export const green = [46, 125, 50];

export function closeTo(actual: number[], expected: number[]) {
  return actual.every((v, i) => Math.abs(v - (expected[i] ?? 0)) <= 12);
}

/** Presses Tab until `target` has the focus (keyboard only, as a guest without a mouse would). */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

let guests = 0;

/**
 * A client address of its own for each simulated guest (sent as X-Forwarded-For), so that these
 * tests, and other suites booking on the same server, do not share one IP's booking limit.
 */
export function guestIp(info: TestInfo): string {
  guests++;
  return `10.${info.workerIndex % 250}.${info.retry}.${guests % 250}`;
}

/**
 * How long a booking's answer may take after 'Reservieren' when the form's proof of work was not
 * solved yet: the submit waits for it, at the production cost seconds on a busy two-core machine.
 */
export const proofOfWorkTimeout = 20_000;

export const FRIDAY = 5;
export const MONDAY = 1;

/** A table's button in the accessible table list. */
export const listButton = (page: Page, n: number) =>
  page.getByRole('region', { name: /^Tische –/ }).getByRole('button', { name: new RegExp(`^Tisch ${n}\\b`) });

export async function openOn(page: Page, date: string) {
  await page.goto('/reservierung');
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await expect(listButton(page, 1)).toBeVisible();
  await expect(page.locator('.bk-status')).toHaveText('');
}

export async function fillForm(page: Page, name: string, email: string, start = '20:00') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Startzeit').selectOption(start);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-Mail').fill(email);
}

export async function expectAxeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
