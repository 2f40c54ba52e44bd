import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionIdleMs } from '../../src/domain/auth/session';
import type { Api } from '../../src/server/app';
import { purgeEndedSessions } from '../../src/server/auth/queries';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { readEvents } from '../helpers/sse';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

const start = new Date('2026-11-21T18:00:00Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
const idleMessage = 'Sie wurden nach 30 Minuten ohne Aktivität abgemeldet.';

describe.each(databaseFactories)('staff sessions that idle, and signing in again, on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let now: Date;
  const session = (cookie: string) => api.request('/api/auth/session', { headers: { cookie } });
  const dayView = (cookie: string) =>
    api.request('/api/admin/reservations?date=2026-11-21', { headers: staffHeaders(cookie) });
  const sessions = async () =>
    (await test.db.kysely.selectFrom('staff_sessions').select(['id', 'last_seen_at']).execute()).length;

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db, { now: () => now, liveKeepAliveMs: 100 });
  });
  beforeEach(async () => {
    now = start;
    await sql`delete from public.staff_sessions`.execute(test.db.kysely);
  });
  afterAll(() => test.dispose());

  it('ends a session after 30 minutes without a request, and says so', async () => {
    const cookie = await signIn(api);
    now = new Date(minutes(30).getTime() - 1);
    expect((await dayView(cookie)).status).toBe(200);
    // That request counts: 30 minutes from it, not from the sign-in.
    now = minutes(59);
    expect((await session(cookie)).status).toBe(200);
    now = minutes(89);
    for (const res of [await dayView(cookie), await session(cookie)]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: idleMessage });
    }
  });

  it('writes the last request down at most once a minute', async () => {
    const cookie = await signIn(api);
    const lastSeen = async () =>
      (
        await test.db.kysely.selectFrom('staff_sessions').select('last_seen_at').executeTakeFirstOrThrow()
      ).last_seen_at.toISOString();
    now = new Date(start.getTime() + 59_000);
    await session(cookie);
    expect(await lastSeen()).toBe(start.toISOString());
    now = minutes(1);
    await session(cookie);
    expect(await lastSeen()).toBe(minutes(1).toISOString());
  });

  it('ends the live streams of an idle session at the next keep-alive', async () => {
    const cookie = await signIn(api);
    const stream = await api.request('/api/admin/reservations/events', { headers: { cookie } });
    await readEvents(stream, (e) => e.event === 'ready');
    now = minutes(30);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const ended = await Promise.race([
      (async () => {
        for (;;) if ((await reader.read()).done) return true;
      })(),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
    ]);
    expect(ended).toBe(true);
  });

  it("a live stream's (re)connect is no activity: an open day view alone does not keep the session", async () => {
    const cookie = await signIn(api);
    now = minutes(10);
    const stream = await api.request('/api/admin/reservations/events', {
      headers: { cookie, accept: 'text/event-stream' },
    });
    await readEvents(stream, (e) => e.event === 'ready');
    await stream.body?.cancel();
    now = minutes(30);
    expect((await session(cookie)).status).toBe(401);
  });

  it('deletes ended sessions hourly with the same 30 minutes and 4 hours as the API', async () => {
    const idle = await signIn(api);
    now = minutes(20);
    const busy = await signIn(api);
    expect(await sessions()).toBe(2);
    expect(await purgeEndedSessions(test.db, new Date(start.getTime() + sessionIdleMs - 1))).toBe(0);
    expect(await purgeEndedSessions(test.db, new Date(start.getTime() + sessionIdleMs))).toBe(1);
    expect(await sessions()).toBe(1);
    now = minutes(45);
    expect((await session(busy)).status).toBe(200);
    expect((await session(idle)).status).toBe(401);
    // However busy, a session is gone 4 hours after sign-in.
    await test.db.kysely
      .updateTable('staff_sessions')
      .set({ last_seen_at: minutes(20 + 239) })
      .execute();
    expect(await purgeEndedSessions(test.db, minutes(20 + 240))).toBe(1);
    expect(await sessions()).toBe(0);
  });

  it("signing in again ends the browser's previous session, not other browsers'", async () => {
    const first = await signIn(api);
    const elsewhere = await signIn(api);
    const res = await api.request('/api/auth/login', {
      method: 'POST',
      headers: staffHeaders(first),
      body: JSON.stringify({ identifier: 'admin', password: 'richtig-geheim-1' }),
    });
    expect(res.status).toBe(200);
    const second = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(second).not.toBe(first);
    expect((await session(first)).status).toBe(401);
    expect((await session(second)).status).toBe(200);
    expect((await session(elsewhere)).status).toBe(200);
    expect(await sessions()).toBe(2);
  });
});
