import { describe, expect, it } from 'vitest';
import { defaultBookingRules as rules } from './rules';
import { defaultEndTime, endSlots, reservationTimes, startSlots } from './slots';

describe('slots', () => {
  it('start every 30 minutes from opening (19:30) until 30 minutes before closing (00:00)', () => {
    expect(startSlots(rules)).toEqual([
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
  });

  it('end at the latest at closing and after the longest duration', () => {
    expect(endSlots('23:00', rules)).toEqual(['23:30', '00:00']);
    expect(endSlots('19:30', { ...rules, maxReservationDuration: 90 })).toEqual(['20:00', '20:30', '21:00']);
  });

  it('follow changed opening hours, also past midnight', () => {
    expect(startSlots({ ...rules, openTime: '18:00', closeTime: '19:30' })).toEqual(['18:00', '18:30', '19:00']);
    expect(startSlots({ ...rules, closeTime: '01:00' }).slice(-2)).toEqual(['00:00', '00:30']);
  });
});

describe('default end time', () => {
  it('is 23:00', () => {
    expect(defaultEndTime('20:00', rules)).toBe('23:00');
  });

  it('is closing for starts at or after 23:00, never past closing', () => {
    expect(defaultEndTime('23:00', rules)).toBe('00:00');
    expect(defaultEndTime('23:30', rules)).toBe('00:00');
    expect(defaultEndTime('20:00', { ...rules, closeTime: '22:00' })).toBe('22:00');
  });

  it('never exceeds the longest duration', () => {
    expect(defaultEndTime('19:30', { ...rules, maxReservationDuration: 60 })).toBe('20:30');
  });
});

describe('reservation times', () => {
  it('reads 00:00 as midnight of the next day', () => {
    const t = reservationTimes('2026-11-27', '23:30', '00:00', rules);
    expect(t).toMatchObject({ ok: true, minutes: 30 });
    if (t.ok) expect(t.endsAt.toISOString()).toBe('2026-11-27T23:00:00.000Z');
  });

  it('fills in the default end time', () => {
    const t = reservationTimes('2026-11-27', '20:00', undefined, rules);
    expect(t).toMatchObject({ ok: true, endTime: '23:00', minutes: 180 });
  });

  it('computes winter and summer instants', () => {
    const winter = reservationTimes('2026-11-27', '20:00', '22:00', rules);
    const summer = reservationTimes('2027-07-02', '20:00', '22:00', rules);
    expect(winter.ok && winter.startsAt.toISOString()).toBe('2026-11-27T19:00:00.000Z');
    expect(summer.ok && summer.startsAt.toISOString()).toBe('2027-07-02T18:00:00.000Z');
  });

  it('refuses starts off the slot grid or outside opening hours', () => {
    for (const start of ['19:00', '19:45', '00:00', '25:00']) {
      expect(reservationTimes('2026-11-27', start, undefined, rules)).toMatchObject({
        ok: false,
        field: 'startTime',
        reason: 'start-outside',
      });
    }
  });

  it('refuses ends not after the start or past closing', () => {
    for (const end of ['20:00', '19:30', '00:30', '01:00']) {
      expect(reservationTimes('2026-11-27', '20:00', end, rules)).toMatchObject({ ok: false, reason: 'invalid-time' });
    }
  });

  it('allows the longest duration and refuses a minute more', () => {
    expect(reservationTimes('2026-11-27', '19:30', '00:00', rules)).toMatchObject({ ok: true, minutes: 270 });
    expect(reservationTimes('2026-11-27', '19:30', '23:30', { ...rules, maxReservationDuration: 240 })).toMatchObject({
      ok: true,
    });
    expect(reservationTimes('2026-11-27', '19:30', '23:31', { ...rules, maxReservationDuration: 240 })).toMatchObject({
      ok: false,
      reason: 'too-long',
    });
  });
});
