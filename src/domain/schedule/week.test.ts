import { describe, expect, it } from 'vitest';
import { type DayException, defaultWeek, nextBookableDay, resolveDay, type Schedule, type WeekDay } from './week';

const hours = { openTime: '19:30', closeTime: '00:00' };
const plan = { reason: null, whatsapp: false, from: null, until: null };
const week = (change: Partial<Record<number, Partial<WeekDay>>>): WeekDay[] =>
  defaultWeek.map((d) => ({ ...d, ...change[d.weekday] }));
const exception = (date: string, over: Partial<DayException> = {}): DayException => ({
  date,
  bookable: false,
  ...plan,
  ...over,
});

describe('resolveDay', () => {
  it('reads the weekday rule with the settings times', () => {
    const schedule: Schedule = { days: defaultWeek, exceptions: [] };
    expect(resolveDay('2026-11-24', schedule, hours)).toEqual({
      date: '2026-11-24',
      bookable: false,
      reason: 'Quiz-Abend – Anmeldung nur über WhatsApp',
      whatsapp: true,
      teams: null,
      openTime: '19:30',
      closeTime: '00:00',
      exception: false,
    });
    expect(resolveDay('2026-11-27', schedule, hours)).toMatchObject({ bookable: true, reason: null });
  });

  it("uses a weekday's own times, and an exception's times before those", () => {
    const schedule: Schedule = {
      days: week({ 5: { from: '18:00', until: '01:00' } }),
      exceptions: [exception('2026-12-04', { bookable: true, from: '17:00', until: '02:00' })],
    };
    expect(resolveDay('2026-11-27', schedule, hours)).toMatchObject({ openTime: '18:00', closeTime: '01:00' });
    expect(resolveDay('2026-12-04', schedule, hours)).toMatchObject({ openTime: '17:00', closeTime: '02:00' });
    expect(resolveDay('2026-11-28', schedule, hours)).toMatchObject({ openTime: '19:30', closeTime: '00:00' });
  });

  it('lets an exception open a closed weekday and close an open one, with its own reason', () => {
    const schedule: Schedule = {
      days: defaultWeek,
      exceptions: [
        exception('2026-11-25', { bookable: true, reason: 'Vor dem Feiertag geöffnet' }),
        exception('2026-11-28'),
      ],
    };
    expect(resolveDay('2026-11-25', schedule, hours)).toMatchObject({
      bookable: true,
      reason: 'Vor dem Feiertag geöffnet',
      exception: true,
    });
    // The exception's own (empty) reason wins over the weekday's.
    expect(resolveDay('2026-11-28', schedule, hours)).toMatchObject({ bookable: false, reason: null, exception: true });
  });
});

describe('nextBookableDay', () => {
  const schedule: Schedule = { days: defaultWeek, exceptions: [exception('2026-11-27')] };

  it('skips closed weekdays and closed dates', () => {
    expect(nextBookableDay('2026-11-23', '2027-01-01', schedule, hours)).toBe('2026-11-28');
  });

  it('stops at the last day', () => {
    expect(nextBookableDay('2026-11-23', '2026-11-27', schedule, hours)).toBeNull();
  });
});
