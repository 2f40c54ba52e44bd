import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { readEvents } from '../helpers/sse';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

const friday = '2026-11-27';

describe.each(databaseFactories)("the guests' live stream on $kind", (factory) => {
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

  const open = (address: string, signal: AbortSignal) =>
    api.request('/api/availability/events', { headers: { 'x-forwarded-for': address }, signal });

  it('tells open booking pages the day of a staff booking, and nothing else', async () => {
    const controller = new AbortController();
    const stream = await open('203.0.113.7', controller.signal);
    expect(stream.status).toBe(200);
    await readEvents(stream, (e) => e.event === 'ready');
    const res = await api.request('/api/admin/reservations', {
      method: 'POST',
      headers: staffHeaders(cookie),
      body: JSON.stringify({ date: friday, startTime: '20:00', tableIds: [9], guestCount: 2, source: 'vor-ort' }),
    });
    expect(res.status).toBe(201);
    const seen = await readEvents(stream, (e) => e.event === 'change');
    expect(seen.at(-1)?.data).toBe(JSON.stringify({ date: friday }));
    controller.abort();
  });

  it('holds at most 6 streams at once per address; a closed one frees its place', async () => {
    const controllers = Array.from({ length: 7 }, () => new AbortController());
    const streams = [];
    for (const controller of controllers.slice(0, 6)) {
      const stream = await open('203.0.113.8', controller.signal);
      await readEvents(stream, (e) => e.event === 'ready');
      streams.push(stream);
    }
    const seventh = await open('203.0.113.8', new AbortController().signal);
    expect(seventh.status).toBe(429);
    expect((await open('203.0.113.9', controllers[6]?.signal as AbortSignal)).status).toBe(200);
    // The browser going away cancels the body; the stream then gives its place back.
    await streams[0]?.body?.cancel();
    await expect
      .poll(async () => {
        const again = await open('203.0.113.8', new AbortController().signal);
        void again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    for (const stream of streams.slice(1)) await stream.body?.cancel();
  });
});
