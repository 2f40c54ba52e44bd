import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishMessages } from '../../src/domain/publish/publish';
import type { Api } from '../../src/server/app';
import { claimNextPublish, finishFailed, finishLive, heartbeatTimeoutMs } from '../../src/server/publish/queries';
import { asRole } from '../../src/server/request-db';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase, testNow } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

const commit = (n: number) => String(n).repeat(40).slice(0, 40);

/**
 * 'Veröffentlichen' as data (docs/publishing.md#queue): presses queue one publish, a press while one
 * waits joins it, one builds at a time and is claimed exactly once, a build cut off counts as failed,
 * and only owners and editors read or press.
 */
describe.each(databaseFactories)('the publish queue on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let kicks = 0;
  let editor = '';
  let editorId = '';

  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, {
      publisher: {
        kick() {
          kicks += 1;
        },
      },
    });
    const account = { email: 'redaktion@example.org', username: 'rita', password: 'richtig-geheim-1' };
    editorId = await createStaffAccount(test.db, { ...account, role: 'editor' });
    editor = await signIn(api, account.email, account.password);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await sql`delete from public.site_publishes`.execute(test.db.kysely);
    kicks = 0;
  });

  const press = (path = '/api/admin/publish') => api.request(path, { method: 'POST', headers: staffHeaders(editor) });
  const overview = async () =>
    (await (await api.request('/api/admin/publish', { headers: staffHeaders(editor) })).json()) as {
      current: { id: number; status: string; message: string | null } | null;
      history: { id: number; author: string; summary: string; status: string; restorable: boolean }[];
    };

  it('queues a press and kicks the publisher; a second press while it waits joins it', async () => {
    const first = await press();
    expect(first.status).toBe(202);
    const { publish } = (await first.json()) as { publish: { id: number; status: string } };
    expect(publish.status).toBe('queued');
    const second = (await (await press()).json()) as { publish: { id: number } };
    expect(second.publish.id).toBe(publish.id);
    expect(kicks).toBe(2);
    const { current, history } = await overview();
    expect(current).toMatchObject({ id: publish.id, status: 'queued' });
    expect(history).toEqual([expect.objectContaining({ id: publish.id, author: 'rita', status: 'queued' })]);
    // The owner's log names who pressed; the publisher's own writes are not staff writes.
    const log = await test.db.kysely
      .selectFrom('staff_audit_log')
      .select(['actor', 'action', 'target_id'])
      .where('target_type', '=', 'publish')
      .orderBy('id')
      .execute();
    // (The second press changed nothing on this fixed clock: no entry of its own.)
    expect(log).toEqual([{ actor: 'rita', action: 'publish.created', target_id: String(publish.id) }]);
    await claimNextPublish(test.db, testNow);
    expect(
      await test.db.kysely.selectFrom('staff_audit_log').select('id').where('target_type', '=', 'publish').execute(),
    ).toHaveLength(1);
  });

  it('builds one at a time: a press while one builds waits for it, and each is claimed exactly once', async () => {
    await press();
    const claims = await Promise.all([claimNextPublish(test.db, testNow), claimNextPublish(test.db, testNow)]);
    const claimed = claims.filter(Boolean);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]?.author).toEqual({ name: 'rita', email: 'redaktion@example.org' });

    const waiting = (await (await press()).json()) as { publish: { id: number } };
    expect(waiting.publish.id).not.toBe(claimed[0]?.id);
    expect(await claimNextPublish(test.db, testNow)).toBeUndefined();

    await finishLive(
      test.db,
      claimed[0]?.id ?? 0,
      { commit: commit(1), summary: ['Häufige Fragen geändert'] },
      testNow,
    );
    expect((await claimNextPublish(test.db, testNow))?.id).toBe(waiting.publish.id);
  });

  it('counts a build without a sign of life for two minutes as cut off and goes on with the next', async () => {
    await press();
    const cutOff = await claimNextPublish(test.db, testNow);
    const next = (await (await press()).json()) as { publish: { id: number } };
    const later = new Date(testNow.getTime() + heartbeatTimeoutMs - 1000);
    expect(await claimNextPublish(test.db, later)).toBeUndefined();
    const muchLater = new Date(testNow.getTime() + heartbeatTimeoutMs + 1000);
    expect((await claimNextPublish(test.db, muchLater))?.id).toBe(next.publish.id);
    const { history } = await overview();
    expect(history.find((h) => h.id === cutOff?.id)).toMatchObject({ status: 'failed' });
    const row = await test.db.kysely
      .selectFrom('site_publishes')
      .select('message')
      .where('id', '=', cutOff?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.message).toBe(publishMessages.interrupted);
  });

  it('restores only what went live: the earlier live one is restorable, a failed one is refused, an unknown one 404', async () => {
    const ids: number[] = [];
    for (const outcome of ['live', 'failed', 'live'] as const) {
      await press();
      const job = await claimNextPublish(test.db, testNow);
      if (!job) throw new Error('nothing claimed');
      ids.push(job.id);
      if (outcome === 'live') await finishLive(test.db, job.id, { commit: commit(ids.length), summary: [] }, testNow);
      else await finishFailed(test.db, job.id, 'Die Datei … hat einen Fehler', [], testNow);
    }
    const { current, history } = await overview();
    expect(current).toMatchObject({ id: ids[2], status: 'live' });
    expect(history.map((h) => [h.status, h.restorable])).toEqual([
      ['live', false],
      ['failed', false],
      ['live', true],
    ]);

    const refused = await press(`/api/admin/publish/${ids[1]}/restore`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: publishMessages.notRestorable });
    expect((await press('/api/admin/publish/999999/restore')).status).toBe(404);
    expect((await press('/api/admin/publish/abc/restore')).status).toBe(422);

    const restore = await press(`/api/admin/publish/${ids[0]}/restore`);
    expect(restore.status).toBe(202);
    const job = await claimNextPublish(test.db, testNow);
    expect(job?.restoreCommit).toBe(commit(1));
    const after = await overview();
    expect(after.history[0]?.summary).toMatch(/^Fassung vom .* wiederhergestellt$/);
  });

  it('keeps a waiting restore a restore when someone presses, and shows the running build, not the waiting one', async () => {
    await press();
    const live = await claimNextPublish(test.db, testNow);
    await finishLive(test.db, live?.id ?? 0, { commit: commit(7), summary: [] }, testNow);
    await press();
    const building = await claimNextPublish(test.db, testNow);
    await press(`/api/admin/publish/${live?.id}/restore`);
    const joined = (await (await press()).json()) as { publish: { id: number } };
    const waiting = await test.db.kysely
      .selectFrom('site_publishes')
      .select('restore_of')
      .where('id', '=', joined.publish.id)
      .executeTakeFirstOrThrow();
    expect(waiting.restore_of).toBe(live?.id);
    expect((await overview()).current).toMatchObject({ id: building?.id, status: 'building' });
  });

  it('answers 503 with the reason where no publisher runs (the Edge Function)', async () => {
    const edge = testApi(test.db);
    const res = await edge.request('/api/admin/publish', { method: 'POST', headers: staffHeaders(editor) });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: publishMessages.unavailable });
  });

  it('lets the database refuse the evening staff role and anonymous requests by itself', async () => {
    await press();
    const staffClaims = { sub: editorId, email: 'x@example.org', staff_role: 'staff', session: 'x' };
    const asStaff = { role: 'authenticated' as const, claims: staffClaims };
    expect(await asRole(test.db, asStaff, (tx) => tx.selectFrom('site_publishes').selectAll().execute())).toEqual([]);
    await expect(
      asRole(test.db, asStaff, (tx) =>
        tx.insertInto('site_publishes').values({ author_name: 'x', author_email: 'x@example.org' }).execute(),
      ),
    ).rejects.toThrow();
    await expect(
      asRole(test.db, { role: 'anon' }, (tx) => tx.selectFrom('site_publishes').selectAll().execute()),
    ).rejects.toThrow();
    // An editor presses only in the own name, restores only what went live, and sets no result.
    const asEditor = { role: 'authenticated' as const, claims: { ...staffClaims, staff_role: 'editor' } };
    await sql`delete from public.site_publishes`.execute(test.db.kysely);
    const insert = (values: Record<string, unknown>) =>
      asRole(test.db, asEditor, (tx) =>
        tx
          .insertInto('site_publishes')
          .values({
            author_id: editorId,
            author_name: 'x',
            author_email: 'x@example.org',
            requested_at: testNow,
            ...values,
          } as never)
          .execute(),
      );
    await expect(insert({ author_id: '00000000-0000-4000-8000-000000000009' })).rejects.toThrow();
    await expect(insert({ commit_sha: commit(3) })).rejects.toThrow();
    await expect(insert({ restore_of: 424242 })).rejects.toThrow();
    await insert({});
    await expect(
      asRole(test.db, asEditor, (tx) =>
        tx
          .updateTable('site_publishes')
          .set({ status: 'live' } as never)
          .execute(),
      ),
    ).rejects.toThrow();
  });
});
