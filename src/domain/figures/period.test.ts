import { describe, expect, it } from 'vitest';
import { comparisonOf, periodDays, periodOf } from './period';

describe('figures periods', () => {
  it('finds the week, month and year around a day', () => {
    expect(periodOf('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodOf('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodOf('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodOf('year', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodOf('custom', '2026-11-27', { from: '2026-10-03', to: '2026-10-05' })).toEqual({
      from: '2026-10-03',
      to: '2026-10-05',
    });
  });

  it('compares with the period before', () => {
    expect(comparisonOf({ from: '2026-11-23', to: '2026-11-29' }, 'previous')).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(comparisonOf({ from: '2026-03-01', to: '2026-03-31' }, 'previous')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(comparisonOf({ from: '2026-01-01', to: '2026-12-31' }, 'previous')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(comparisonOf({ from: '2026-10-03', to: '2026-10-05' }, 'previous')).toEqual({
      from: '2026-09-30',
      to: '2026-10-02',
    });
  });

  it('compares with the same period a year ago', () => {
    expect(comparisonOf({ from: '2028-02-01', to: '2028-02-29' }, 'year-ago')).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(periodDays({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
  });
});
