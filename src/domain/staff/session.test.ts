import { describe, expect, it } from 'vitest';
import { isSessionLive, sessionExpiry } from './session';

describe('staff session expiry', () => {
  const signedIn = new Date('2026-11-21T18:00:00Z');

  it('is four hours after sign-in', () => {
    expect(sessionExpiry(signedIn).toISOString()).toBe('2026-11-21T22:00:00.000Z');
  });

  it('is live until the last millisecond and over at the expiry instant', () => {
    const expiry = sessionExpiry(signedIn);
    expect(isSessionLive(expiry, new Date(expiry.getTime() - 1))).toBe(true);
    expect(isSessionLive(expiry, expiry)).toBe(false);
  });
});
