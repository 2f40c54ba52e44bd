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
});
