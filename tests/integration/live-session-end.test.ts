import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { readEvents } from '../helpers/sse';
import { createStaffAccount, signIn, staffHeaders, stayActive } from '../helpers/staff';

/** Resolves with how long the stream took to end, or rejects after `timeoutMs`. */
async function endsWithin(res: Response, timeoutMs: number): Promise<number> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const started = Date.now();
  const deadline = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('stream still open')), timeoutMs),
  );
  for (;;) {
    const chunk = await Promise.race([reader.read(), deadline]);
    if (chunk.done) return Date.now() - started;
  }
}

describe.each(databaseFactories)('live streams end with their staff session on $kind', (factory) => {
  let test: TestDatabase;
  let now: Date;

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
  });
  afterAll(() => test.dispose());

  it.each(['/api/orders/events', '/api/admin/reservations/events'])('%s ends at once on logout', async (path) => {
    now = new Date('2026-11-21T18:00:00Z');
    const api = testApi(test.db, { now: () => now });
    const cookie = await signIn(api);
    const other = await signIn(api);
    const stream = await api.request(path, { headers: { cookie } });
    const kept = await api.request(path, { headers: { cookie: other } });
    await readEvents(stream, (e) => e.event === 'ready');
    await readEvents(kept, (e) => e.event === 'ready');
    await api.request('/api/auth/logout', { method: 'POST', headers: staffHeaders(cookie) });
    expect(await endsWithin(stream, 3000)).toBeLessThan(3000);
    // Another session's stream stays open.
    await expect(endsWithin(kept, 500)).rejects.toThrow('stream still open');
    await api.request('/api/auth/logout', { method: 'POST', headers: staffHeaders(other) });
  });

  it('ends when the session expires, without waiting for a keep-alive', async () => {
    // Signed in 4 hours minus 300 ms ago: the session expires 300 ms into the stream.
    now = new Date('2026-11-21T18:00:00Z');
    const api = testApi(test.db, { now: () => now });
    const cookie = await signIn(api);
    const testClock = { get: () => now, set: (to: Date) => (now = to) };
    await stayActive(api, cookie, testClock, new Date(now.getTime() + 4 * 3600_000 - 300));
    const stream = await api.request('/api/orders/events', { headers: { cookie } });
    await readEvents(stream, (e) => e.event === 'ready');
    const started = Date.now();
    const clock = setInterval(() => {
      now = new Date(now.getTime() + 100);
    }, 100);
    try {
      await endsWithin(stream, 3000);
    } finally {
      clearInterval(clock);
    }
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('ends within one keep-alive when the deletion was never announced', async () => {
    // As if the listener missed the notification (reconnecting): the trigger stays silent.
    await sql`alter table public.staff_sessions disable trigger staff_sessions_notify_ended`.execute(test.db.kysely);
    try {
      now = new Date('2026-11-21T18:00:00Z');
      const api = testApi(test.db, { now: () => now, liveKeepAliveMs: 200 });
      const cookie = await signIn(api);
      const stream = await api.request('/api/admin/reservations/events', { headers: { cookie } });
      await readEvents(stream, (e) => e.event === 'ready');
      await api.request('/api/auth/logout', { method: 'POST', headers: staffHeaders(cookie) });
      expect(await endsWithin(stream, 3000)).toBeLessThan(3000);
    } finally {
      await sql`alter table public.staff_sessions enable trigger staff_sessions_notify_ended`.execute(test.db.kysely);
    }
  });
});
