import { describe, expect, it } from 'vitest';
import { berlinDay, formatDateTime, formatGuests, formatLongDate, shiftDay } from './format';

describe('staff formats', () => {
  it('writes guests as Person or Personen', () => {
    expect(formatGuests(1)).toBe('1 Person');
    expect(formatGuests(4)).toBe('4 Personen');
  });

  it('writes the long German date of a day', () => {
    expect(formatLongDate('2026-11-21')).toBe('Samstag, 21. November 2026');
  });

  it('shows instants in Berlin time, winter and summer', () => {
    expect(formatDateTime('2026-11-21T18:05:00Z')).toBe('21.11.2026, 19:05');
    expect(formatDateTime('2026-07-01T18:05:00Z')).toBe('01.07.2026, 20:05');
  });

  it('takes the Berlin day, which starts before UTC midnight', () => {
    expect(berlinDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(berlinDay(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-21');
  });

  it('moves by whole days across month and DST ends', () => {
    expect(shiftDay('2026-10-31', 1)).toBe('2026-11-01');
    expect(shiftDay('2026-03-29', -1)).toBe('2026-03-28');
  });
});
