import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishMessages } from '../../src/domain/publish/publish';
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
    discard: (id) => rm(join(site.builds, String(id)), { recursive: true, force: true }),
  };
  /** Set to make the clock fail once the site switched: the database write after it fails. */
  let failAfterSwitch = false;
  const switching = {
    ...site,
    async switchTo(id: number) {
      await site.switchTo(id);
      if (failAfterSwitch) broken = true;
    },
  };
  let broken = false;
  const now = () => {
    if (broken) throw new Error('database away');
    return testNow;
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
      now,
      log: silent,
      build,
      history: siteHistory(root, site.base),
      site: switching,
    });
  });
  afterAll(() => test.dispose());

  it('creates the repository where there is none and publishes the content as it is', async () => {
    const first = await press(rita);
    expect(first).toMatchObject({ status: 'live', percent: 100, summary: [] });
    expect(git('log', '--format=%an|%s')).toBe('Website|Stand vor dem ersten Veröffentlichen');
    expect(first.commit_sha).toBe(git('rev-parse', 'HEAD'));
    expect(served()).toBe('The Band');
    // Only the content is committed (the checkout may hold secrets); the index matches the commit.
    expect(git('ls-files')).toBe(event);
    expect(git('status', '--porcelain')).toBe('?? README.md');
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
    expect(git('status', '--porcelain')).toBe('?? README.md');
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

  it('puts unpublished edits back when a restore fails to build, and refuses a version git lacks', async () => {
    const [first] = await test.db.kysely
      .selectFrom('site_publishes')
      .select('id')
      .where('status', '=', 'live')
      .orderBy('id')
      .limit(1)
      .execute();
    writeFileSync(join(root, event), eventText('Unveröffentlicht'));
    const live = site.current();
    writeFileSync(join(root, 'src/content/events/neu.md'), eventText('Neu'));
    // The version to restore holds a date that does not exist: its build fails.
    const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
      cwd: root,
      input: eventText('Alt', '2026-02-30'),
    })
      .toString()
      .trim();
    const tree = execFileSync('git', ['mktree'], { cwd: root, input: `100644 blob ${blob}\t2026-12-05-band.md\n` })
      .toString()
      .trim();
    const events = execFileSync('git', ['mktree'], { cwd: root, input: `040000 tree ${tree}\tevents\n` })
      .toString()
      .trim();
    const content = execFileSync('git', ['mktree'], { cwd: root, input: `040000 tree ${events}\tcontent\n` })
      .toString()
      .trim();
    const src = execFileSync('git', ['mktree'], { cwd: root, input: `040000 tree ${content}\tsrc\n` })
      .toString()
      .trim();
    const unbuildable = git('commit-tree', src, '-m', 'alt');
    execFileSync('git', ['update-ref', 'refs/test/alt', unbuildable], { cwd: root });
    await test.db.kysely
      .updateTable('site_publishes')
      .set({ commit_sha: unbuildable })
      .where('id', '=', first?.id ?? 0)
      .execute();

    const failed = await press(otto, first?.id ?? 0);
    expect(failed.status).toBe('failed');
    expect(site.current()).toBe(live);
    // The editors' unpublished edits are back as they were, the new file too.
    expect(readFileSync(join(root, event), 'utf8')).toBe(eventText('Unveröffentlicht'));
    expect(readFileSync(join(root, 'src/content/events/neu.md'), 'utf8')).toBe(eventText('Neu'));

    await test.db.kysely
      .updateTable('site_publishes')
      .set({ commit_sha: 'f'.repeat(40) })
      .where('id', '=', first?.id ?? 0)
      .execute();
    const missing = await press(otto, first?.id ?? 0);
    expect(missing).toMatchObject({ status: 'failed', message: publishMessages.missingVersion });
    expect(readFileSync(join(root, event), 'utf8')).toBe(eventText('Unveröffentlicht'));
  });

  it('never deletes the build the site switched to, even when the database fails right after', async () => {
    writeFileSync(join(root, event), eventText('Nach dem Umschalten'));
    failAfterSwitch = true;
    const row = await (async () => {
      const { id } = await test.db.kysely.transaction().execute((tx) => requestPublish(tx, rita, null, testNow));
      publisher.kick();
      await publisher.idle();
      return id;
    })();
    failAfterSwitch = false;
    broken = false;
    expect(site.current()).toBe(row);
    expect(served()).toBe('Nach dem Umschalten');
    // Not marked failed either: the heartbeat's timeout decides later (docs/publishing.md#queue).
    const { status } = await test.db.kysely
      .selectFrom('site_publishes')
      .select('status')
      .where('id', '=', row)
      .executeTakeFirstOrThrow();
    expect(status).toBe('building');
    await test.db.kysely
      .updateTable('site_publishes')
      .set({ status: 'failed', finished_at: testNow })
      .where('id', '=', row)
      .execute();
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
