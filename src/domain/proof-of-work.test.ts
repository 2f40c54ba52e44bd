import { describe, expect, it } from 'vitest';
import { maxProofLevel, proofLevel } from './proof-of-work';

describe('proof-of-work level', () => {
  it('costs the normal work while the forms are used as guests use them', () => {
    expect([0, 1, 29, 30].map(proofLevel)).toEqual([1, 1, 1, 1]);
  });

  it('grows with every further 30 attempts in the last 10 minutes, up to 20', () => {
    expect([31, 60, 61, 300].map(proofLevel)).toEqual([2, 2, 3, 10]);
    expect(proofLevel(100_000)).toBe(maxProofLevel);
  });
});
