import { describe, expect, it } from 'vitest';
import { eveningFigures } from './evening';

describe('the evening figures', () => {
  it('counts guests expected, confirmed and arrived; no-shows are no longer expected', () => {
    const at = '2026-11-27T10:00:00Z';
    expect(
      eveningFigures([
        { guestCount: 4, attendance: null, confirmedAt: null },
        { guestCount: 2, attendance: null, confirmedAt: at },
        { guestCount: 3, attendance: 'arrived', confirmedAt: null },
        { guestCount: 6, attendance: 'no-show', confirmedAt: at },
      ]),
    ).toEqual({ expected: 9, confirmed: 5, arrived: 3 });
    expect(eveningFigures([])).toEqual({ expected: 0, confirmed: 0, arrived: 0 });
  });
});
