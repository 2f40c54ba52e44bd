import { describe, expect, it } from 'vitest';
import { clamp, normalizeRotation, snap } from './limits';

describe('editor limits', () => {
  it('snaps to the 20 px grid', () => {
    expect([snap(9), snap(10), snap(29), snap(-11)]).toEqual([0, 20, 20, -20]);
    expect(snap(13.4, 0)).toBe(13);
  });

  it('keeps rotation in 0–360', () => {
    expect([
      normalizeRotation(360),
      normalizeRotation(-45),
      normalizeRotation(725),
      normalizeRotation(Number.NaN),
    ]).toEqual([0, 315, 5, 0]);
  });

  it('clamps and treats non-numbers as the minimum', () => {
    expect([clamp(11, 1, 10), clamp(0, 1, 10), clamp(Number.NaN, 1, 10)]).toEqual([10, 1, 1]);
  });
});
