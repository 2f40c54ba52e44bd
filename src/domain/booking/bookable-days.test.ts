import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { defaultWeek, resolveDay } from '../schedule/week';
import { dayStatus, lastBookableDay, outOfReach } from './bookable-days';

const today = '2026-11-21'; // a Saturday
const hours = { openTime: '19:30', closeTime: '00:00' };
const christmas = {
  date: '2026-12-25',
  bookable: false,
  reason: 'Weihnachten',
  whatsapp: false,
  from: null,
  until: null,
};
const status = (date: string, horizon?: number) =>
  dayStatus(resolveDay(date, { days: defaultWeek, exceptions: [christmas] }, hours), today, horizon);

describe('bookable days', () => {
  it('opens Friday to Monday of the default week and closes Tuesday to Thursday', () => {
    const week = Array.from({ length: 7 }, (_, i) => addDays('2026-11-23', i)); // Monday … Sunday
    expect(week.map((d) => status(d))).toEqual(['open', 'closed', 'closed', 'closed', 'open', 'open', 'open']);
  });

  it('blocks days before today but not today', () => {
    expect(status('2026-11-20')).toBe('past');
    expect(status(today)).toBe('open');
  });

  it('closes a dated exception on a weekday that is normally open', () => {
    expect(status('2026-12-25')).toBe('closed');
    expect(status('2026-12-26')).toBe('open');
  });

  it('refuses days after the horizon, the horizon day itself is bookable', () => {
    const last = lastBookableDay(today, 7);
    expect(last).toBe('2026-11-28');
    expect(status(last, 7)).toBe('open');
    expect(status(addDays(last, 1), 7)).toBe('beyond');
  });

  it('knows the days answered without the database: older than two days, after the longest horizon (365 days)', () => {
    expect(outOfReach('2026-11-18', today)).toBe('past');
    // The day before yesterday may still hold reservations of a night that ended after midnight.
    expect(outOfReach('2026-11-19', today)).toBeUndefined();
    expect(outOfReach('2026-11-20', today)).toBeUndefined();
    expect(outOfReach('0100-01-01', today)).toBe('past');
    expect(outOfReach(today, today)).toBeUndefined();
    expect(outOfReach(addDays(today, 365), today)).toBeUndefined();
    expect(outOfReach(addDays(today, 366), today)).toBe('beyond');
    expect(outOfReach('9999-12-31', today)).toBe('beyond');
  });
});
