import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../booking/schemas';
import { exceptionUpdate, scheduleText, scheduleUpdate } from './schemas';
import { defaultWeek } from './week';

const body = { days: defaultWeek, slotMinutes: 30, defaultEndTime: '23:00' };

describe('scheduleUpdate', () => {
  it('accepts the default week in any order and sorts it', () => {
    const parsed = scheduleUpdate.parse({ ...body, days: [...defaultWeek].reverse() });
    expect(parsed.days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('refuses a week without every weekday once, a slot other than 15/30/60 and a bad time', () => {
    const twice = [...defaultWeek.slice(0, 6), { ...defaultWeek[0] }];
    expect(fieldErrorsOf(scheduleUpdate.safeParse({ ...body, days: twice }).error ?? { issues: [] })).toEqual({
      days: scheduleText.week,
    });
    expect(fieldErrorsOf(scheduleUpdate.safeParse({ ...body, slotMinutes: 20 }).error ?? { issues: [] })).toEqual({
      slotMinutes: scheduleText.slotMinutes,
    });
    expect(
      fieldErrorsOf(scheduleUpdate.safeParse({ ...body, defaultEndTime: '24:00' }).error ?? { issues: [] }),
    ).toEqual({
      defaultEndTime: scheduleText.clock,
    });
  });

  it('needs both times of a day or neither, and not the same', () => {
    const oneTime = defaultWeek.map((d) => (d.weekday === 5 ? { ...d, from: '18:00' } : d));
    expect(scheduleUpdate.safeParse({ ...body, days: oneTime }).error?.issues[0]?.message).toBe(scheduleText.bothTimes);
    const same = defaultWeek.map((d) => (d.weekday === 5 ? { ...d, from: '18:00', until: '18:00' } : d));
    expect(scheduleUpdate.safeParse({ ...body, days: same }).error?.issues[0]?.message).toBe(scheduleText.sameTimes);
  });
});

describe('exceptionUpdate', () => {
  it('closes by default and turns blank texts into null', () => {
    expect(exceptionUpdate.parse({ date: '2026-12-24', reason: '  ' })).toEqual({
      date: '2026-12-24',
      bookable: false,
      reason: null,
      whatsapp: false,
      teams: null,
      from: null,
      until: null,
    });
  });

  it('refuses a date that does not exist and an unknown confirmation', () => {
    expect(exceptionUpdate.safeParse({ date: '2026-02-30' }).error?.issues[0]?.message).toBe(scheduleText.date);
    expect(exceptionUpdate.safeParse({ date: '2026-12-24', confirm: 'maybe' }).success).toBe(false);
  });
});
