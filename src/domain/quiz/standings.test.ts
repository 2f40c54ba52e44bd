import { describe, expect, it } from 'vitest';
import { parsePoints, pointsText, standings, totalOf } from './standings';

describe('the standings of a quiz night', () => {
  it('ranks by total, highest first; equal totals share a rank and the next rank skips', () => {
    const ranked = standings([
      { teamName: 'A', points: [1, 2] },
      { teamName: 'B', points: [5, null] },
      { teamName: 'C', points: [3, 0] },
      { teamName: 'D', points: [0.5] },
    ]);
    expect(ranked.map((s) => [s.teamName, s.total, s.rank])).toEqual([
      ['B', 5, 1],
      ['A', 3, 2],
      ['C', 3, 2],
      ['D', 0.5, 4],
    ]);
  });

  it('counts only the night’s rounds', () => {
    expect(standings([{ teamName: 'A', points: [1, 2, 3] }], 2)[0]?.total).toBe(3);
  });

  it('adds half points without float noise', () => {
    expect(totalOf([0.1, 0.2, null, 0.5])).toBe(0.8);
  });

  it('reads and writes points with a German decimal comma', () => {
    expect(parsePoints(' 2,5 ')).toBe(2.5);
    expect(parsePoints('')).toBeNull();
    expect(parsePoints('x')).toBeUndefined();
    expect(pointsText(2.5)).toBe('2,5');
    expect(pointsText(null)).toBe('');
  });
});

describe('the next quiz night a link leads to', () => {
  it('is the Tuesday from the day on, the day itself when it is one', async () => {
    const { nextQuizDay } = await import('./quiz-day');
    expect(nextQuizDay('2026-11-21')).toBe('2026-11-24');
    expect(nextQuizDay('2026-11-24')).toBe('2026-11-24');
    expect(nextQuizDay('2026-11-25')).toBe('2026-12-01');
  });
});
