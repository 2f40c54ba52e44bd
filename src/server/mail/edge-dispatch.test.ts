import { describe, expect, it } from 'vitest';
import { edgeDispatch } from './edge-dispatch';

function setup() {
  let now = 0;
  let passes = 0;
  const kept: Promise<unknown>[] = [];
  const dispatcher = {
    run: async () => {
      passes++;
      return { sent: 0, retrying: 0, failed: 0 };
    },
  };
  const edge = edgeDispatch(dispatcher, {
    waitUntil: (p) => kept.push(p),
    sweepEveryMs: 60_000,
    clock: () => now,
    log: { error() {} },
  });
  return { edge, kept, passes: () => passes, at: (ms: number) => (now = ms) };
}

describe('edgeDispatch', () => {
  it('hands every pass to waitUntil, so the worker outlives the response', async () => {
    const { edge, kept, passes } = setup();
    edge.kick();
    expect(kept).toHaveLength(1);
    await Promise.all(kept);
    expect(passes()).toBe(1);
  });

  it('lets requests sweep the outbox at most once a minute', async () => {
    const { edge, kept, at } = setup();
    edge.sweep();
    at(30_000);
    edge.sweep();
    expect(kept).toHaveLength(1);
    at(60_000);
    edge.sweep();
    expect(kept).toHaveLength(2);
  });

  it('counts a booking kick as the latest pass', () => {
    const { edge, kept, at } = setup();
    at(100_000);
    edge.kick();
    at(130_000);
    edge.sweep();
    expect(kept).toHaveLength(1);
  });

  it('logs a failing pass instead of throwing into the request', async () => {
    const errors: unknown[] = [];
    const kept: Promise<unknown>[] = [];
    const edge = edgeDispatch(
      { run: () => Promise.reject(new Error('database down')) },
      {
        waitUntil: (p) => kept.push(p),
        log: { error: (...args: unknown[]) => errors.push(args) },
      },
    );
    edge.kick();
    await Promise.all(kept);
    expect(errors).toHaveLength(1);
  });
});
