import { describe, expect, it } from 'vitest';
import { berlinInstant } from '../calendar';
import { defaultWeek, type Schedule } from '../schedule/week';
import { walkInTimes } from './walk-in';

const schedule: Schedule = { days: defaultWeek, exceptions: [] };
const hours = { openTime: '19:30', closeTime: '00:00' };

describe('walk-in times', () => {
  it('start now, rounded down to 5 minutes, for the chosen length', () => {
    expect(walkInTimes(berlinInstant('2026-11-27', '20:03'), 90, schedule, hours)).toEqual({
      date: '2026-11-27',
      startTime: '20:00',
      endTime: '21:30',
    });
  });

  it('end at closing at the latest', () => {
    expect(walkInTimes(berlinInstant('2026-11-27', '23:12'), 120, schedule, hours).endTime).toBe('00:00');
  });

  it('after midnight belong to the evening before while it is open', () => {
    const late = { openTime: '19:30', closeTime: '02:00' };
    expect(walkInTimes(berlinInstant('2026-11-28', '00:41'), 60, schedule, late)).toEqual({
      date: '2026-11-27',
      startTime: '00:40',
      endTime: '01:40',
    });
  });

  it('outside any evening keep today, for the database to refuse', () => {
    expect(walkInTimes(berlinInstant('2026-11-27', '15:00'), 60, schedule, hours)).toMatchObject({
      date: '2026-11-27',
      startTime: '15:00',
    });
  });
});
