import { describe, expect, it } from 'vitest';
import {
  admitSignIn,
  concurrentHashes,
  hashesWaiting,
  hashPassword,
  maxWaitingSignIns,
  SignInQueueFull,
  verifyPassword,
} from './password';

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

  it('admits 32 sign-ins of unknown browsers at once and refuses the next before any work', () => {
    const under = Array.from({ length: maxWaitingSignIns }, () => admitSignIn());
    expect(() => admitSignIn()).toThrow(SignInQueueFull);
    // Ending one twice frees one place only.
    under[0]?.();
    under[0]?.();
    const next = admitSignIn();
    expect(() => admitSignIn()).toThrow(SignInQueueFull);
    for (const leave of [...under, next]) leave();
  });

  it('runs a known device’s check in its own lane, beside a burst in the shared one', async () => {
    const hash = await hashPassword('richtig');
    const done: string[] = [];
    const burst = Array.from({ length: 12 }, (_, i) =>
      verifyPassword('falsch', hash).then(() => done.push(`shared ${i}`)),
    );
    const known = verifyPassword('richtig', hash, 'known').then((right) => {
      done.push('known');
      return right;
    });
    expect(hashesWaiting()).toBeGreaterThanOrEqual(11);
    expect(await known).toBe(true);
    await Promise.all(burst);
    // The known device waited for a hash or two of the burst, not for the burst.
    expect(done.indexOf('known')).toBeLessThanOrEqual(2);
  });
});
