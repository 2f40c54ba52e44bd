import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { siteBuilds } from '../../src/server/publish/site-builds.mjs';
import { migratedDataDir } from '../helpers/database-templates';
import { addStaffAccount, deploymentCopy } from '../helpers/deployment-copy.mjs';
import { type ProductionServer, startProductionServer } from './site-helpers';
import { expectNoAxeViolations } from './staff-helpers';

/**
 * Editors publish from the live site (docs/publishing.md), on a production server of its own that
 * serves a copy of the checkout (tests/helpers/deployment-copy.mjs): sign in, rename an event in
 * Keystatic, 'Veröffentlichen', watch the bar, see the new name; a date that does not exist stops the
 * next publish with file and field named while the old pages stay; 'Diese Fassung wiederherstellen'
 * brings the previous name back. The staff screens by keyboard alone. An editor's markup and
 * scripts (raw HTML in an event, an SVG logo) never run in a visitor's or the owner's browser.
 */
const slug = '2026-12-05-the-black-velvet-band';
const file = `src/content/events/${slug}.md`;
const oldName = 'Live: The Black Velvet Band';
const newName = 'Live: The Black Velvet Band – Jahresabschluss';
const password = 'redaktion-passwort-1';

let server: ProductionServer;
let root = '';

/** Adds an account to the copy's database before its server opens it. */
function addAccount(dataDir: string, email: string, username: string, role: string) {
  addStaffAccount(root, { email, username, role, password }, { DATA_DIR: dataDir });
}

async function signInWithKeyboard(page: Page, username: string) {
  await page.goto(`${server.baseUrl}/admin/inhalte`);
  const identifier = page.getByLabel('Benutzername oder E-Mail');
  await identifier.focus();
  await identifier.fill(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Inhalte', level: 1 })).toBeVisible();
}

/** Presses 'Veröffentlichen' with the keyboard and waits for the result; returns the bar's values seen. */
async function publishWithKeyboard(page: Page, outcome: 'Veröffentlicht' | 'Nicht veröffentlicht') {
  const button = page.getByRole('button', { name: 'Veröffentlichen', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  // The press shows at once: waiting or building, never the last publish's result.
  await expect(
    page.getByRole('heading', { name: /^(Wartet auf den Start|Wird veröffentlicht)/, level: 2 }),
  ).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Fortschritt der Veröffentlichung' });
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        seen.add((await bar.getAttribute('aria-valuenow').catch(() => null)) ?? '');
        return page.getByRole('heading', { name: outcome, exact: true, level: 2 }).isVisible();
      },
      { timeout: 120_000, intervals: [100] },
    )
    .toBe(true);
  return seen;
}

test.describe('publishing from the live site', () => {
  test.skip(({ isMobile }) => isMobile, 'the editor works at a desk; the screen at 375 px is checked below');
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    root = deploymentCopy(mkdtempSync(join(tmpdir(), 'deployment-')));
    const dataDir = await migratedDataDir('deployment-data');
    addAccount(dataDir, 'redaktion@irishpub-reutlingen.de', 'rita', 'editor');
    addAccount(dataDir, 'service@irishpub-reutlingen.de', 'sam', 'staff');
    addAccount(dataDir, 'chefin@irishpub-reutlingen.de', 'olga', 'admin');
    server = await startProductionServer({ DATA_DIR: dataDir, MAIL_SINK_DIR: join(dataDir, 'mail') }, root);
  });
  test.afterAll(async () => server?.stop());

  test('nobody but owners and editors reaches Keystatic or its API', async ({ request, browser }) => {
    const screen = await request.get(`${server.baseUrl}/keystatic`, { maxRedirects: 0 });
    expect([screen.status(), screen.headers().location]).toEqual([303, '/admin']);
    const tree = await request.get(`${server.baseUrl}/api/keystatic/tree`, { headers: { 'no-cors': '1' } });
    expect([tree.status(), await tree.text()]).toEqual([401, 'Bitte melden Sie sich im Mitarbeiterbereich an.']);
    const save = await request.post(`${server.baseUrl}/api/keystatic/update`, {
      headers: { 'no-cors': '1', 'content-type': 'application/json' },
      data: { additions: [{ path: file, contents: 'eA' }], deletions: [] },
    });
    expect(save.status()).toBe(401);
    expect(readFileSync(join(root, file), 'utf8')).toContain(oldName);

    // The evening's staff have a session but no business with the content.
    const context = await browser.newContext();
    const signedIn = await context.request.post(`${server.baseUrl}/api/auth/login`, {
      data: { identifier: 'sam', password },
      headers: { origin: server.baseUrl },
    });
    expect(signedIn.status()).toBe(200);
    const asStaff = await context.request.get(`${server.baseUrl}/api/keystatic/tree`, { headers: { 'no-cors': '1' } });
    expect([asStaff.status(), await asStaff.text()]).toEqual([403, 'Dafür fehlt Ihrem Konto die Berechtigung.']);
    expect((await context.request.get(`${server.baseUrl}/api/admin/publish`)).status()).toBe(403);
    await context.close();
  });

  test('an editor renames an event, publishes, and sees the new name on the event page and in the calendar', async ({
    page,
  }) => {
    await signInWithKeyboard(page, 'rita');
    // A first publish of the content as it is: the version to come back to.
    await publishWithKeyboard(page, 'Veröffentlicht');
    // Raw HTML in the event's text, as a file saved by another tool would carry it.
    const withMarkup = readFileSync(join(root, file), 'utf8').replace(
      'Irish Folk live zum Jahresende.',
      'Irish Folk live zum Jahresende.\n\n<meta http-equiv="refresh" content="0;url=/admin/team">\n\n<script>document.title = "übernommen"</script>',
    );
    writeFileSync(join(root, file), withMarkup);

    await page.getByRole('link', { name: 'Inhalte bearbeiten' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/keystatic/);
    await page.goto(`${server.baseUrl}/keystatic/collection/events/item/${slug}`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue(oldName, { timeout: 60_000 });
    await name.fill(newName);
    await page.getByRole('button', { name: 'Speichern' }).press('Enter');
    await expect.poll(() => readFileSync(join(root, file), 'utf8'), { timeout: 30_000 }).toContain(newName);

    await page.goto(`${server.baseUrl}/admin/inhalte`);
    const seen = await publishWithKeyboard(page, 'Veröffentlicht');
    // The bar moved with the build's own log ('Seiten bauen' starts at 10 %), not only the
    // publisher's own marks (2 % at the start, 96 % at the switch).
    expect([...seen].map(Number).some((v) => v >= 10 && v <= 95)).toBe(true);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('listitem').filter({ hasText: newName }).first()).toContainText('rita');
    await expectNoAxeViolations(page, 'Inhalte nach dem Veröffentlichen');

    await page.goto(`${server.baseUrl}/veranstaltungen/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(newName);
    // The editor's markup is not on the page: no redirect, no script of theirs.
    await expect(page.getByText('Irish Folk live zum Jahresende.')).toBeVisible();
    await expect(page.locator('meta[http-equiv="refresh"], script:text("übernommen")')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(`/veranstaltungen/${slug}`);
    expect(await page.title()).toContain(newName);
    // The calendar on /irish, in the event's month.
    await page.clock.setFixedTime(new Date('2026-12-01T12:00:00+01:00'));
    await page.goto(`${server.baseUrl}/irish#kalender`);
    const calendar = page.locator('.events-calendar');
    await calendar.scrollIntoViewIfNeeded();
    await expect(calendar.getByRole('button', { name: `Samstag, 5. Dezember 2026: ${newName}` })).toBeVisible();
  });

  test('a date that does not exist stops the next publish, names file and field, and the old pages stay', async ({
    page,
  }) => {
    await signInWithKeyboard(page, 'rita');
    // Keystatic's date field offers no such day; the file is saved through its API as another tool would.
    const api = (path: string) => `${server.baseUrl}/api/keystatic/${path}`;
    await page.request.get(api('tree'), { headers: { 'no-cors': '1' } });
    const broken = readFileSync(join(root, file), 'utf8').replace(/^date: .*$/m, "date: '2026-02-30'");
    const saved = await page.request.post(api('update'), {
      headers: { 'no-cors': '1', 'content-type': 'application/json' },
      data: { additions: [{ path: file, contents: Buffer.from(broken).toString('base64url') }], deletions: [] },
    });
    expect(saved.status()).toBe(200);

    await publishWithKeyboard(page, 'Nicht veröffentlicht');
    const message = page.getByRole('alert').filter({ hasText: 'Die Datei' });
    await expect(message).toContainText(file);
    await expect(message).toContainText('im Feld „Datum“');
    await expectNoAxeViolations(page, 'Inhalte mit Fehler');

    const eventPage = await page.request.get(`${server.baseUrl}/veranstaltungen/${slug}`);
    expect(eventPage.status()).toBe(200);
    expect(await eventPage.text()).toContain(newName);
  });

  test('restoring the earlier version brings the previous name back', async ({ page }) => {
    await signInWithKeyboard(page, 'rita');
    const earlier = page.getByRole('listitem').filter({ hasText: 'Keine Änderungen an den Inhalten' });
    await earlier.getByRole('button', { name: 'Diese Fassung wiederherstellen' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Diese Fassung wiederherstellen?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Wiederherstellen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Veröffentlicht', exact: true, level: 2 })).toBeVisible({
      timeout: 120_000,
    });
    const history = page.getByRole('region', { name: 'Verlauf' }).getByRole('listitem');
    await expect(history.first()).toContainText('wiederhergestellt');

    await page.goto(`${server.baseUrl}/veranstaltungen/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldName);
    expect(readFileSync(join(root, file), 'utf8')).toMatch(/^date: '?2026-12-05'?$/m);
    const commits = execFileSync('git', ['log', '--format=%an|%s'], { cwd: root, encoding: 'utf8' });
    expect(commits.split('\n')[0]).toMatch(/^rita\|Fassung [0-9a-f]{8} wiederhergestellt/);
  });

  test("an editor's SVG logo with a script is refused, stops a publish, and runs nothing where it got through", async ({
    page,
    browser,
  }) => {
    const logo = 'src/assets/art/sponsors/partner-logo.svg';
    const stranger = 'fremd@example.org';
    const payload = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch('/api/admin/staff', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: '${stranger}', username: 'fremd', role: 'admin' }) }); document.title = 'übernommen';</script></svg>`;

    // The editors' screen takes no SVG, whatever it holds.
    await signInWithKeyboard(page, 'rita');
    await page.request.get(`${server.baseUrl}/api/keystatic/tree`, { headers: { 'no-cors': '1' } });
    const save = await page.request.post(`${server.baseUrl}/api/keystatic/update`, {
      headers: { 'no-cors': '1', 'content-type': 'application/json' },
      data: { additions: [{ path: logo, contents: Buffer.from(payload).toString('base64url') }], deletions: [] },
    });
    expect(save.status()).toBe(422);
    expect(await save.text()).toMatch(
      /^Nicht gespeichert: src\/assets\/art\/sponsors\/partner-logo\.svg ist kein Bild/,
    );
    expect(existsSync(join(root, logo))).toBe(false);

    // Arrived another way (a commit, a copy by hand): the build stops and names it; the site stays.
    writeFileSync(join(root, logo), payload);
    await page.goto(`${server.baseUrl}/admin/inhalte`);
    await publishWithKeyboard(page, 'Nicht veröffentlicht');
    await expect(page.getByRole('alert').filter({ hasText: 'Das Bild' })).toContainText(
      `Das Bild ${logo} wird nicht veröffentlicht: es enthält das Element <script>`,
    );

    // Served from the site's own origin anyway, past every check: the signed-in owner opens it, nothing runs.
    const builds = siteBuilds(root);
    const current = builds.current();
    const served = current === undefined ? join(root, 'dist', 'client') : builds.clientDir(current);
    writeFileSync(join(served, 'partner-logo.svg'), payload);
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    const signedIn = await owner.request.post(`${server.baseUrl}/api/auth/login`, {
      data: { identifier: 'olga', password },
      headers: { origin: server.baseUrl },
    });
    expect(signedIn.status()).toBe(200);
    const opened = await ownerPage.goto(`${server.baseUrl}/partner-logo.svg`);
    expect(opened?.headers()['content-security-policy']).toMatch(/default-src 'none'; sandbox/);
    await ownerPage.waitForTimeout(1000);
    expect(await ownerPage.title()).not.toBe('übernommen');
    const team = (await (await owner.request.get(`${server.baseUrl}/api/admin/staff`)).json()) as {
      accounts: { email: string }[];
    };
    expect(team.accounts.map((a) => a.email)).not.toContain(stranger);
    await owner.close();
  });
});
