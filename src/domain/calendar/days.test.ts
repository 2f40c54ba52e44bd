import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDay, shiftMonth, weekdayOf } from './days';

describe('calendar days', () => {
  it('counts calendar days and weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('27.11.2026')).toBe(false);
  });

  it('moves by whole days across month and DST ends', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
  });

  it('moves months without limit in both directions', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(2026, 11, -35)).toEqual({ year: 2023, month: 12 });
    expect(shiftMonth(2026, 11, 50)).toEqual({ year: 2031, month: 1 });
  });
});
