import { describe, expect, it } from 'vitest';
import { endAfter, fromMinutes, toMinutes } from './clock';

describe('the wall clock in minutes', () => {
  it('reads HH:MM and HH:MM:SS, and nothing else', () => {
    expect(toMinutes('19:30')).toBe(1170);
    expect(toMinutes('00:00:00')).toBe(0);
    expect(toMinutes('24:00')).toBeUndefined();
  });

  it('puts an end at or before the start after midnight, and only then', () => {
    expect(endAfter(toMinutes('22:00') ?? 0, toMinutes('02:00') ?? 0)).toBe(1560);
    expect(endAfter(1170, 1170)).toBe(2610);
    expect(endAfter(1170, 1380)).toBe(1380);
    expect(fromMinutes(endAfter(1320, 120))).toBe('02:00');
  });
});
