import { describe, expect, it } from 'vitest';
import { AvailabilityCache } from './availability-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the availability cache', () => {
  it('answers a date from memory until it is dropped or expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new AvailabilityCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get('2026-11-27', load)).toBe(1);
    expect(await cache.get('2026-11-27', load)).toBe(1);
    cache.invalidate('2026-11-28');
    expect(await cache.get('2026-11-27', load)).toBe(1);
    cache.invalidate('2026-11-27');
    expect(await cache.get('2026-11-27', load)).toBe(2);
    now = 1000;
    expect(await cache.get('2026-11-27', load)).toBe(3);
    cache.invalidate();
    expect(await cache.get('2026-11-27', load)).toBe(4);
  });

  it('loads a date once for a burst of guests', async () => {
    const cache = new AvailabilityCache<string>(1000);
    const gate = deferred<string>();
    let loads = 0;
    const answers = Array.from({ length: 50 }, () =>
      cache.get('2026-11-27', () => {
        loads++;
        return gate.promise;
      }),
    );
    gate.resolve('answer');
    expect(new Set(await Promise.all(answers))).toEqual(new Set(['answer']));
    expect(loads).toBe(1);
  });

  it('never keeps an answer whose load began before a change of its date or of the rules', async () => {
    for (const drop of ['2026-11-27', undefined]) {
      const cache = new AvailabilityCache<string>(60_000);
      const before = deferred<string>();
      const stale = cache.get('2026-11-27', () => before.promise);
      cache.invalidate(drop);
      const fresh = cache.get('2026-11-27', async () => 'after the booking');
      before.resolve('before the booking');
      expect(await stale).toBe('before the booking');
      expect(await fresh).toBe('after the booking');
      expect(await cache.get('2026-11-27', async () => 'a third load')).toBe('after the booking');
    }
  });

  it('keeps no failure', async () => {
    const cache = new AvailabilityCache<string>(60_000);
    await expect(cache.get('d', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('d', async () => 'up')).toBe('up');
    expect(cache.size).toBe(1);
  });

  it('keeps at most maxEntries dates, dropping the least recently used', async () => {
    const cache = new AvailabilityCache<string>(60_000, () => 0, 3);
    let loads = 0;
    const load = (date: string) => async () => {
      loads++;
      return date;
    };
    for (const date of ['a', 'b', 'c']) await cache.get(date, load(date));
    await cache.get('a', load('a'));
    await cache.get('d', load('d'));
    expect(cache.size).toBe(3);
    expect(loads).toBe(4);
    // 'b' was the least recently used; 'a' was read again and stays.
    await cache.get('a', load('a'));
    expect(loads).toBe(4);
    await cache.get('b', load('b'));
    expect(loads).toBe(5);
    for (let i = 0; i < 10_000; i++) await cache.get(`x${i}`, load('x'));
    expect(cache.size).toBe(3);
  });

  it('stays bounded when every date in turn is changed, and still drops what changed', async () => {
    const cache = new AvailabilityCache<number>(60_000, () => 0, 3);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('d', load)).toBe(1);
    for (let i = 0; i < 10_000; i++) cache.invalidate(`x${i}`);
    expect(await cache.get('d', load)).toBe(2);
    cache.invalidate('d');
    expect(await cache.get('d', load)).toBe(3);
    expect(await cache.get('d', load)).toBe(3);
  });
});
