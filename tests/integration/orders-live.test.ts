import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { readEvents } from '../helpers/sse';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

describe.each(databaseFactories)('live order list on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let cookie: string;

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db);
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());

  it('streams a change event to an open list when another browser adds or deletes an item', async () => {
    const controller = new AbortController();
    const stream = await api.request('/api/orders/events', { headers: { cookie }, signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await readEvents(stream, (e) => e.event === 'ready');

    const started = Date.now();
    const added = await api.request('/api/orders', {
      method: 'POST',
      headers: staffHeaders(cookie),
      body: JSON.stringify({ text: 'Cidre' }),
    });
    const { item } = await added.json();
    const events = await readEvents(stream, (e) => e.event === 'change');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toEqual({ op: 'insert', id: item.id });

    await api.request(`/api/orders/${item.id}`, { method: 'DELETE', headers: staffHeaders(cookie) });
    const deleted = await readEvents(stream, (e) => e.event === 'change');
    expect(JSON.parse(deleted.at(-1)?.data ?? '{}')).toEqual({ op: 'update', id: item.id });
    controller.abort();
  });
});
