import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../calendar';
import { newClosedDate } from './closed-dates';

describe('closed dates input', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDay('2026-12-24')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2027-02-29', '24.12.2026', '2026-1-1', ''])
      expect(isCalendarDay(bad)).toBe(false);
  });

  it('takes an optional reason, trimmed, empty meaning none', () => {
    expect(newClosedDate.parse({ date: '2026-12-24', reason: ' Weihnachtsfeier ' })).toEqual({
      date: '2026-12-24',
      reason: 'Weihnachtsfeier',
    });
    expect(newClosedDate.parse({ date: '2026-12-24', reason: '  ' }).reason).toBeNull();
    expect(newClosedDate.parse({ date: '2026-12-24' }).reason).toBeNull();
  });

  it('rejects a missing or malformed date in German', () => {
    expect(newClosedDate.safeParse({}).error?.issues[0]?.message).toBe('Bitte ein Datum wählen.');
    expect(newClosedDate.safeParse({ date: '2026-13-01' }).error?.issues[0]?.message).toBe(
      'Bitte ein gültiges Datum wählen.',
    );
  });
});
