import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { planBodyLimit, publicBodyLimit, tooLargeMessage } from '../../src/server/http/body-limits';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

/** A streamed body of `total` bytes without Content-Length; counts how many bytes were pulled. */
function streamedBody(total: number, chunk = 64 * 1024) {
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const size = Math.min(chunk, total - pulled.bytes);
      pulled.bytes += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { body, pulled };
}

describe.each(databaseFactories)('body limits on $kind', (factory) => {
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

  it.each(['/api/reservations', '/api/contact', '/api/auth/login', '/api/orders'])(
    'refuses more than 16 KB to %s with 413 by its Content-Length',
    async (path) => {
      const res = await api.request(path, {
        method: 'POST',
        headers: { ...staffHeaders(cookie), 'x-forwarded-for': '192.0.2.80' },
        body: JSON.stringify({ text: 'x'.repeat(publicBodyLimit) }),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: tooLargeMessage });
    },
  );

  it('stops reading a streamed body as soon as it passes the limit (50 MB offered)', async () => {
    const { body, pulled } = streamedBody(50 * 1024 * 1024);
    const res = await api.request('/api/auth/login', {
      method: 'POST',
      headers: staffHeaders(),
      body,
      // @ts-expect-error Node's fetch needs it for a streamed request body.
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect(pulled.bytes).toBeLessThan(1024 * 1024);
  });

  it('lets the plan routes take up to 2 MB, and no more', async () => {
    const plan = (size: number) =>
      api.request('/api/admin/plan/validate', {
        method: 'POST',
        headers: staffHeaders(cookie),
        body: JSON.stringify({ configData: 'x'.repeat(size) }),
      });
    expect((await plan(1024 * 1024)).status).not.toBe(413);
    const tooBig = await plan(planBodyLimit);
    expect(tooBig.status).toBe(413);
  });
});

describe('aborted requests', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(databaseFactories[0] as (typeof databaseFactories)[number]);
  });
  afterAll(() => test.dispose());

  it('never reach the error log as a 500 when the client goes away mid-body', async () => {
    const errors: unknown[][] = [];
    const api = testApi(test.db, { log: { info() {}, warn() {}, error: (...args) => errors.push(args) } });
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"date":"2026-11-27",'));
        setTimeout(() => {
          controller.abort();
          stream.error(new DOMException('The client went away', 'AbortError'));
        }, 50);
      },
    });
    const request = new Request('http://localhost/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: controller.signal,
      // @ts-expect-error Node's fetch needs it for a streamed request body.
      duplex: 'half',
    });
    const res = await api.fetch(request, { clientAddress: '192.0.2.90' });
    expect(res.status).not.toBe(500);
    expect(errors).toEqual([]);
  });
});
