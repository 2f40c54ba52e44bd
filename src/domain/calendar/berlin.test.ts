import { describe, expect, it } from 'vitest';
import { berlinClock, berlinDay, berlinInstant, berlinOffsetMinutes, toBerlinIso } from './berlin';

describe('Berlin time', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(berlinInstant('2026-11-27', '20:00').toISOString()).toBe('2026-11-27T19:00:00.000Z');
    expect(berlinInstant('2027-07-02', '20:00').toISOString()).toBe('2027-07-02T18:00:00.000Z');
    expect(berlinOffsetMinutes(new Date('2027-01-15T12:00:00Z'))).toBe(60);
    expect(berlinOffsetMinutes(new Date('2027-06-15T12:00:00Z'))).toBe(120);
  });

  it('switches on the last Sundays of March and October', () => {
    // 2026-10-25 03:00 CEST becomes 02:00 CET; 2027-03-28 02:00 CET becomes 03:00 CEST.
    expect(toBerlinIso(berlinInstant('2026-10-24', '23:30'))).toBe('2026-10-24T23:30:00+02:00');
    expect(toBerlinIso(berlinInstant('2026-10-25', '19:30'))).toBe('2026-10-25T19:30:00+01:00');
    expect(toBerlinIso(berlinInstant('2027-03-27', '20:00'))).toBe('2027-03-27T20:00:00+01:00');
    expect(toBerlinIso(berlinInstant('2027-03-28', '20:00'))).toBe('2027-03-28T20:00:00+02:00');
  });

  it('reads 00:00 after a day as midnight of the next day', () => {
    const midnight = berlinInstant('2026-11-27', '00:00', 24 * 60);
    expect(toBerlinIso(midnight)).toBe('2026-11-28T00:00:00+01:00');
    expect(berlinInstant('2026-10-24', '00:00', 24 * 60).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('tells the Berlin day and clock of an instant', () => {
    expect(berlinDay(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(berlinDay(new Date('2026-11-27T22:59:00Z'))).toBe('2026-11-27');
    expect(berlinClock(new Date('2027-07-02T21:45:00Z'))).toBe('23:45');
  });

  it('takes the Berlin day, which starts before UTC midnight', () => {
    expect(berlinDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(berlinDay(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-21');
  });

  it('takes today in Berlin', () => {
    expect(berlinDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });
});
