import { describe, expect, it } from 'vitest';
import { concurrentHashes, hashesWaiting, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies argon2id hashes and refuses wrong or malformed ones', async () => {
    const hash = await hashPassword('richtiges-passwort');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('richtiges-passwort', hash)).toBe(true);
    expect(await verifyPassword('falsches-passwort', hash)).toBe(false);
    expect(await verifyPassword('richtiges-passwort', '$argon2id$kaputt')).toBe(false);
  });

  it('runs one hash at a time and lets the event loop turn between them', async () => {
    expect(concurrentHashes).toBe(1);
    const hash = await hashPassword('x');
    let timerTurns = 0;
    const ticker = setInterval(() => timerTurns++, 0);
    const burst = Array.from({ length: 6 }, () => verifyPassword('y', hash));
    // All but the running one wait in the queue.
    expect(hashesWaiting()).toBeGreaterThanOrEqual(5);
    await Promise.all(burst);
    clearInterval(ticker);
    // A timer (a guest's request) got a turn between hashes, not only after the whole burst.
    expect(timerTurns).toBeGreaterThanOrEqual(5);
  });
});
