import { describe, expect, it } from 'vitest';
import { guestMayCancel } from './cancellation';

describe('guestMayCancel', () => {
  const startsAt = new Date('2026-11-27T19:00:00Z');

  it('allows cancelling until the start, to the millisecond', () => {
    expect(guestMayCancel(startsAt, new Date('2026-11-20T12:00:00Z'))).toBe(true);
    expect(guestMayCancel(startsAt, new Date(startsAt.getTime() - 1))).toBe(true);
  });

  it('refuses from the start on', () => {
    expect(guestMayCancel(startsAt, startsAt)).toBe(false);
    expect(guestMayCancel(startsAt, new Date(startsAt.getTime() + 60_000))).toBe(false);
  });
});
