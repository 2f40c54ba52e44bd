import { describe, expect, it } from 'vitest';
import { accountDelayMs, isAddressBlocked, maxAccountDelayMs, maxFailuresPerAddress } from './throttle';

describe('sign-in throttling', () => {
  it('refuses an address after twenty failures across names', () => {
    expect(maxFailuresPerAddress).toBe(20);
    expect(isAddressBlocked(19)).toBe(false);
    expect(isAddressBlocked(20)).toBe(true);
  });

  it('never refuses an account, it only makes each attempt wait longer, up to 30 seconds', () => {
    expect([0, 1, 2].map(accountDelayMs)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7].map(accountDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(accountDelayMs(8)).toBe(maxAccountDelayMs);
    expect(accountDelayMs(10_000)).toBe(30_000);
  });
});
