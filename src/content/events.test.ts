import { describe, expect, it } from 'vitest';
import { fixedEvents } from './events';

describe('fixed events', () => {
  it('have unique dates in order', () => {
    const dates = fixedEvents.map((e) => e.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
  });

  it('cover September 2025 to January 2026 (docs/data.md#not-in-the-database)', () => {
    expect(fixedEvents.some((e) => e.date.startsWith('2025-09'))).toBe(true);
    expect(fixedEvents.some((e) => e.date.startsWith('2026-01'))).toBe(true);
  });

  it('keep Halloween on its rules (3 L for the best costume, one drink one vote)', () => {
    const halloween = fixedEvents.filter((e) => e.type === 'halloween');
    expect(halloween.length).toBeGreaterThan(0);
    for (const e of halloween) expect(e.details).toMatch(/3 Liter.*Getränk.*Stimme/);
  });

  it('use real calendar dates', () => {
    for (const e of fixedEvents) expect(new Date(`${e.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(e.date);
  });
});
