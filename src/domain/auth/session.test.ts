import { describe, expect, it } from 'vitest';
import { isSessionLive, needsTouch, sessionExpiry, sessionState } from './session';

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

  it('ends after 30 minutes without a request, before the four hours are over', () => {
    const expiresAt = sessionExpiry(signedIn);
    const lastSeenAt = new Date(signedIn.getTime() + 60 * 60_000);
    const at = (minutes: number) => new Date(lastSeenAt.getTime() + minutes * 60_000);
    expect(sessionState({ expiresAt, lastSeenAt }, at(29.99))).toBe('live');
    expect(sessionState({ expiresAt, lastSeenAt }, at(30))).toBe('idle');
    expect(sessionState({ expiresAt, lastSeenAt: expiresAt }, expiresAt)).toBe('expired');
  });

  it('writes the last request down at most once a minute', () => {
    expect(needsTouch(signedIn, new Date(signedIn.getTime() + 59_999))).toBe(false);
    expect(needsTouch(signedIn, new Date(signedIn.getTime() + 60_000))).toBe(true);
  });
});
