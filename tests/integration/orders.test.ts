import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

describe.each(databaseFactories)('order list API on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;
  let now = new Date('2026-11-21T18:00:00Z');

  const send = (method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: staffHeaders(cookie),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const list = async () => (await (await send('GET', '/api/orders')).json()).items as { id: string; text: string }[];

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db, { now: () => now });
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());

  it('adds trimmed items, created by Mitarbeiter, and lists them newest first', async () => {
    const first = await send('POST', '/api/orders', { text: '  Guinness 30 l  ', notes: 'zwei Fässer' });
    expect(first.status).toBe(201);
    expect((await first.json()).item).toMatchObject({
      text: 'Guinness 30 l',
      notes: 'zwei Fässer',
      createdBy: 'Mitarbeiter',
      createdAt: '2026-11-21T18:00:00.000Z',
      updatedAt: null,
    });
    now = new Date('2026-11-21T18:05:00Z');
    await send('POST', '/api/orders', { text: 'Limetten' });
    expect((await list()).map((i) => i.text)).toEqual(['Limetten', 'Guinness 30 l']);
  });

  it('refuses an empty text with a German message and stores nothing', async () => {
    const before = await list();
    const res = await send('POST', '/api/orders', { text: '   ' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'Bitte geben Sie einen Artikel ein.',
      fieldErrors: { text: 'Bitte geben Sie einen Artikel ein.' },
    });
    expect(await list()).toEqual(before);
  });

  it('edits the notes of an active item', async () => {
    const [item] = await list();
    now = new Date('2026-11-21T18:10:00Z');
    const res = await send('PATCH', `/api/orders/${item?.id}`, { notes: ' bis Freitag ' });
    expect(res.status).toBe(200);
    expect((await res.json()).item).toMatchObject({ notes: 'bis Freitag', updatedAt: '2026-11-21T18:10:00.000Z' });
  });

  it('soft-deletes: the item leaves the list but stays with status and deletedAt', async () => {
    const [item] = await list();
    now = new Date('2026-11-21T18:20:00Z');
    expect((await send('DELETE', `/api/orders/${item?.id}`)).status).toBe(200);
    expect((await list()).map((i) => i.id)).not.toContain(item?.id);
    const row = await test.db.kysely
      .selectFrom('order_items')
      .select(['status', 'deleted_at'])
      .where('id', '=', item?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('deleted');
    expect(row.deleted_at?.toISOString()).toBe('2026-11-21T18:20:00.000Z');
    expect((await send('DELETE', `/api/orders/${item?.id}`)).status).toBe(404);
    expect((await send('PATCH', `/api/orders/${item?.id}`, { notes: 'x' })).status).toBe(404);
  });

  it('answers unknown ids with 404 and malformed ones with 422', async () => {
    expect((await send('DELETE', '/api/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await send('DELETE', '/api/orders/abc')).status).toBe(422);
  });
});
