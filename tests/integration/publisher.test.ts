import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteBuild } from '../../src/server/publish/astro-build';
import { siteHistory } from '../../src/server/publish/history';
import { createPublisher } from '../../src/server/publish/publisher';
import { claimNextPublish, requestPublish } from '../../src/server/publish/queries';
import { siteBuilds } from '../../src/server/publish/site-builds.mjs';
import { createMigrated, databaseFactories, type TestDatabase, testNow } from '../helpers/databases';
import { createStaffAccount } from '../helpers/staff';

const event = 'src/content/events/2026-12-05-band.md';
const eventText = (name: string, date = '2026-12-05') =>
  `---\nname: '${name}'\ndate: '${date}'\ntype: live-music\n---\nLive.\n`;

/**
 * The publisher over a real git checkout and the real switch of `.publishes/current`, with a stand-in
 * for `astro build` that writes the event's name into the page (and refuses a date that does not
 * exist, as the content schema does): history with the editor as author, failures that leave the
 * site as it was, restores (docs/publishing.md).
 */
describe.each(databaseFactories)('the publisher on $kind', (factory) => {
  let test: TestDatabase;
  const root = mkdtempSync(join(tmpdir(), 'checkout-'));
  const site = siteBuilds(root);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const served = () => readFileSync(join(site.clientDir(site.current() ?? 0), 'index.html'), 'utf8');
  const build: SiteBuild = {
    async run(id, _previous, onProgress) {
      const text = readFileSync(join(root, event), 'utf8');
      if (text.includes("'2026-02-30'"))
        return { ok: false, message: `Die Datei ${event} hat einen Fehler im Feld „Datum“` };
      onProgress({ step: 'pages', percent: 30 });
      await mkdir(site.clientDir(id), { recursive: true });
      await writeFile(join(site.clientDir(id), 'index.html'), /name: '(.*)'/.exec(text)?.[1] ?? '');
      return { ok: true };
    },
    discard: async () => {},
  };
  let publisher: ReturnType<typeof createPublisher>;
  const silent = { info() {}, warn() {}, error() {} };

  async function press(who: { id: string; name: string; email: string }, restoreOf: number | null = null) {
    const { id } = await test.db.kysely.transaction().execute((tx) => requestPublish(tx, who, restoreOf, testNow));
    publisher.kick();
    await publisher.idle();
    return test.db.kysely.selectFrom('site_publishes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  const rita = { id: '', name: 'Rita Redaktion', email: 'rita@example.org' };
  const otto = { id: '', name: 'Otto Owner', email: 'otto@example.org' };

  beforeAll(async () => {
    test = await createMigrated(factory);
    for (const who of [rita, otto]) {
      const username = who.email.split('@')[0] ?? '';
      who.id = await createStaffAccount(test.db, {
        email: who.email,
        username,
        password: 'richtig-geheim-1',
        role: 'editor',
      });
    }
    mkdirSync(join(root, 'src/content/events'), { recursive: true });
    writeFileSync(join(root, event), eventText('The Band'));
    writeFileSync(join(root, 'README.md'), 'Code, kein Inhalt\n');
    publisher = createPublisher({
      db: test.db,
      now: () => testNow,
      log: silent,
      build,
      history: siteHistory(root, site.base),
      site,
    });
  });
  afterAll(() => test.dispose());

  it('creates the repository where there is none and publishes the content as it is', async () => {
    const first = await press(rita);
    expect(first).toMatchObject({ status: 'live', percent: 100, summary: [] });
    expect(git('log', '--format=%an|%s')).toBe('Website|Stand vor dem ersten Veröffentlichen');
    expect(first.commit_sha).toBe(git('rev-parse', 'HEAD'));
    expect(served()).toBe('The Band');
    // The checkout's own index matches its commit: nothing looks staged or deleted.
    expect(git('status', '--porcelain')).toBe('');
  });

  it('commits a change with the editor as author and switches the site to it', async () => {
    writeFileSync(join(root, event), eventText('The Band – Jahresabschluss'));
    const second = await press(rita);
    expect(second.status).toBe('live');
    expect(second.summary).toEqual(['Veranstaltungen: „The Band – Jahresabschluss“ geändert']);
    expect(git('log', '-1', '--format=%an <%ae>|%cn|%s')).toBe(
      'Rita Redaktion <rita@example.org>|Rita Redaktion|Veröffentlicht: Veranstaltungen: „The Band – Jahresabschluss“ geändert',
    );
    // Only the content is committed: the code's own changes stay the developer's.
    writeFileSync(join(root, 'README.md'), 'Code, geändert\n');
    writeFileSync(join(root, event), eventText('The Band – Zugabe'));
    const third = await press(otto);
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe(event);
    expect(git('status', '--porcelain')).toBe('M README.md');
    expect(third.commit_sha).toBe(git('rev-parse', 'HEAD'));
    expect(served()).toBe('The Band – Zugabe');
  });

  it('leaves the site and the history as they were when the build fails, and keeps the message', async () => {
    const head = git('rev-parse', 'HEAD');
    const live = site.current();
    writeFileSync(join(root, event), eventText('Kaputt', '2026-02-30'));
    const failed = await press(rita);
    expect(failed).toMatchObject({ status: 'failed', message: `Die Datei ${event} hat einen Fehler im Feld „Datum“` });
    expect(site.current()).toBe(live);
    expect(served()).toBe('The Band – Zugabe');
    expect(git('rev-parse', 'HEAD')).toBe(head);
    // The editor's file stays as saved, to be corrected.
    expect(readFileSync(join(root, event), 'utf8')).toContain('Kaputt');
  });

  it('restores an earlier version as a new publish by the one who asked', async () => {
    const [second] = await test.db.kysely
      .selectFrom('site_publishes')
      .select(['id', 'commit_sha'])
      .where('status', '=', 'live')
      .orderBy('id')
      .offset(1)
      .limit(1)
      .execute();
    const restored = await press(otto, second?.id ?? 0);
    expect(restored.status).toBe('live');
    expect(served()).toBe('The Band – Jahresabschluss');
    expect(readFileSync(join(root, event), 'utf8')).toBe(eventText('The Band – Jahresabschluss'));
    expect(git('log', '-1', '--format=%an|%s')).toMatch(/^Otto Owner\|Fassung [0-9a-f]{8} wiederhergestellt: /);
    expect(git('show', `HEAD:${event}`)).toBe(git('show', `${second?.commit_sha}:${event}`));
  });

  it('keeps the current build and the two before it, and deletes older ones', async () => {
    for (let i = 0; i < 3; i++) {
      writeFileSync(join(root, event), eventText(`Runde ${i}`));
      await press(rita);
    }
    const kept = execFileSync('ls', [site.builds], { encoding: 'utf8' }).trim().split('\n').map(Number);
    expect(kept.sort((a, b) => a - b)).toEqual([(site.current() ?? 0) - 2, (site.current() ?? 0) - 1, site.current()]);
    expect(await claimNextPublish(test.db, testNow)).toBeUndefined();
  });
});
