import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../calendar';
import { bookableIsoWeekdays, dayStatus, nextBookableWeekday } from './bookable-days';

const today = '2026-11-21'; // a Saturday

describe('bookable days', () => {
  it('opens Friday to Monday and blocks Tuesday (quiz), Wednesday (rest day) and Thursday (karaoke)', () => {
    const week = Array.from({ length: 7 }, (_, i) => addDays('2026-11-23', i)); // Monday … Sunday
    expect(week.map((d) => dayStatus(d, today, []))).toEqual([
      'open',
      'quiz',
      'rest',
      'karaoke',
      'open',
      'open',
      'open',
    ]);
  });

  it('blocks days before today but not today', () => {
    expect(dayStatus('2026-11-20', today, [])).toBe('past');
    expect(dayStatus(today, today, [])).toBe('open');
  });

  it('blocks the special closed days staff set', () => {
    expect(dayStatus('2026-12-25', today, ['2026-12-25'])).toBe('closed');
    expect(dayStatus('2026-12-25', today, new Set(['2026-12-25']))).toBe('closed');
    expect(dayStatus('2026-12-26', today, new Set(['2026-12-25']))).toBe('open');
  });

  it('names the same open weekdays the database checks', () => {
    const open = Array.from({ length: 7 }, (_, i) => addDays('2026-11-23', i)).filter(
      (d) => dayStatus(d, today, []) === 'open',
    );
    expect(open.map((d) => weekdayOf(d) || 7).sort()).toEqual([...bookableIsoWeekdays].sort());
  });
});

it('jumps from a blocked weekday to the next Friday, and from Monday to Friday', () => {
  expect(nextBookableWeekday('2026-11-24')).toBe('2026-11-27');
  expect(nextBookableWeekday('2026-11-23')).toBe('2026-11-27');
  expect(nextBookableWeekday('2026-11-27')).toBe('2026-11-28');
});
