import { describe, expect, it } from 'vitest';
import { isThrottled, maxFailuresPerAccount, maxFailuresPerIp, throttleWindowStart } from './throttle';

describe('sign-in throttling', () => {
  it('allows attempts below both limits', () => {
    expect(isThrottled({ account: maxFailuresPerAccount - 1, ip: maxFailuresPerIp - 1 })).toBe(false);
  });

  it('stops an account name after five failures', () => {
    expect(maxFailuresPerAccount).toBe(5);
    expect(isThrottled({ account: 5, ip: 5 })).toBe(true);
  });

  it('stops an IP address after twenty failures across names', () => {
    expect(isThrottled({ account: 0, ip: 20 })).toBe(true);
  });

  it('counts failures of the last 15 minutes', () => {
    expect(throttleWindowStart(new Date('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-11-21T11:45:00.000Z');
  });
});
