import { CompiledQuery, type DatabaseConnection, type Dialect, type QueryResult } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../errors';
import { connectionTrouble, cutOffOnTrouble } from './cut-off';

/** A driver whose statements wait until the test answers them (`answer`, `fail`) or never. */
function fakeDialect(acquire?: () => Promise<void>) {
  const waiting: { sql: string; answer: (r: QueryResult<unknown>) => void; fail: (e: unknown) => void }[] = [];
  const released: DatabaseConnection[] = [];
  const connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) =>
      new Promise<QueryResult<R>>((answer, fail) =>
        waiting.push({ sql: query.sql, answer: answer as (r: QueryResult<unknown>) => void, fail }),
      ),
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const dialect = {
    createDriver: () => ({
      init: async () => {},
      acquireConnection: async () => {
        await acquire?.();
        return connection;
      },
      beginTransaction: async () => {},
      commitTransaction: async () => {},
      rollbackTransaction: async () => {},
      releaseConnection: async (c: DatabaseConnection) => {
        released.push(c);
      },
      destroy: async () => {},
    }),
  } as unknown as Dialect;
  return { dialect, waiting, released, connection };
}

const query = (sql: string) => CompiledQuery.raw(sql);

/** Follows `p` from the start (so no failure goes unhandled); `now()` says what became of it. */
function track(p: Promise<unknown>) {
  let state = 'waiting';
  let error: unknown;
  p.then(
    () => {
      state = 'answered';
    },
    (e: unknown) => {
      error = e;
      state = `failed ${(e as { code?: string }).code}`;
    },
  );
  return {
    /** 'answered', 'failed <code>' or 'waiting', once pending callbacks have run. */
    async now() {
      await new Promise((resolve) => setImmediate(resolve));
      return state;
    },
    error: () => error,
  };
}

describe('statements on a lost connection are cut off', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('leaves a slow statement alone while no connection is in trouble', async () => {
    const fake = fakeDialect();
    const driver = cutOffOnTrouble(fake.dialect, connectionTrouble(5000)).createDriver();
    const slow = track((await driver.acquireConnection()).executeQuery(query('select pg_sleep(60)')));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await slow.now()).toBe('waiting');
    fake.waiting[0]?.answer({ rows: [] });
    expect(await slow.now()).toBe('answered');
  });

  it('fails a statement still waiting 5 s after trouble was seen, and every later one on its connection', async () => {
    const fake = fakeDialect();
    const trouble = connectionTrouble(5000);
    const driver = cutOffOnTrouble(fake.dialect, trouble).createDriver();
    const lost = await driver.acquireConnection();
    const quick = await driver.acquireConnection();
    const hanging = track(lost.executeQuery(query('insert into reservations …')));
    const answered = track(quick.executeQuery(query('select 1')));
    trouble.seen();
    await vi.advanceTimersByTimeAsync(4999);
    expect(await hanging.now()).toBe('waiting');
    fake.waiting[1]?.answer({ rows: [] });
    expect(await answered.now()).toBe('answered');
    await vi.advanceTimersByTimeAsync(1);
    expect(await hanging.now()).toBe('failed CONNECTION_CLOSED');
    expect(isDatabaseUnavailable(hanging.error())).toBe(true);
    // The transaction's rollback on it fails at once rather than wait on the same socket.
    expect(await track(lost.executeQuery(query('rollback'))).now()).toBe('failed CONNECTION_CLOSED');
    // The answer that comes late changes nothing, and raises nothing unhandled.
    fake.waiting[0]?.fail(Object.assign(new Error('gone'), { code: 'CONNECTION_CLOSED' }));
    await vi.advanceTimersByTimeAsync(0);
    // The pool gets its own connection back on release; the next one works as before.
    await driver.releaseConnection(lost);
    expect(fake.released).toEqual([fake.connection]);
    const next = track((await driver.acquireConnection()).executeQuery(query('select 2')));
    fake.waiting.at(-1)?.answer({ rows: [] });
    expect(await next.now()).toBe('answered');
  });

  it('takes a statement failing for want of the database as trouble for the others', async () => {
    const fake = fakeDialect();
    const driver = cutOffOnTrouble(fake.dialect, connectionTrouble(5000)).createDriver();
    const hanging = track((await driver.acquireConnection()).executeQuery(query('select 1')));
    const failing = track((await driver.acquireConnection()).executeQuery(query('select 2')));
    fake.waiting[1]?.fail(Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
    expect(await failing.now()).toBe('failed ECONNRESET');
    await vi.advanceTimersByTimeAsync(5000);
    expect(await hanging.now()).toBe('failed CONNECTION_CLOSED');
  });

  it('takes a refused statement (a wrong request) as no trouble', async () => {
    const fake = fakeDialect();
    const driver = cutOffOnTrouble(fake.dialect, connectionTrouble(5000)).createDriver();
    const waiting = track((await driver.acquireConnection()).executeQuery(query('select 1')));
    const refused = track((await driver.acquireConnection()).executeQuery(query('select 2')));
    fake.waiting[1]?.fail(Object.assign(new Error('exclusion'), { code: '23P01' }));
    expect(await refused.now()).toBe('failed 23P01');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await waiting.now()).toBe('waiting');
  });

  it('takes a connection attempt refused as trouble for the statements waiting', async () => {
    let refuse = false;
    const fake = fakeDialect(async () => {
      if (refuse) throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    });
    const driver = cutOffOnTrouble(fake.dialect, connectionTrouble(5000)).createDriver();
    const hanging = track((await driver.acquireConnection()).executeQuery(query('select 1')));
    refuse = true;
    await expect(driver.acquireConnection()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await hanging.now()).toBe('failed CONNECTION_CLOSED');
  });
});
