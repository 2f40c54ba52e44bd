import { describe, expect, it } from 'vitest';
import { change, formatChange, formatKey, keyFigures } from './key-figures';
import type { FigureTotals } from './types';

const zero: FigureTotals = {
  bookings: 0,
  guests: 0,
  noShows: 0,
  cancelled: 0,
  walkIns: 0,
  arrived: 0,
  unmarked: 0,
  cancelledByGuest: 0,
  cancelledByStaff: 0,
  remindersSent: 0,
  remindersConfirmed: 0,
  guestChanges: 0,
  waitlistJoined: 0,
  waitlistOffered: 0,
  waitlistAccepted: 0,
  waitlistLapsed: 0,
  quizTeams: 0,
  quizPlayers: 0,
  hireInquiries: 0,
  hireConfirmed: 0,
  hireRevenueCents: 0,
};

describe('key figures', () => {
  it('computes the seven figures and their change', () => {
    const now = { ...zero, bookings: 20, guests: 70, noShows: 2, remindersSent: 10, remindersConfirmed: 8 };
    const before = { ...zero, bookings: 10, guests: 50, noShows: 2, remindersSent: 0, hireRevenueCents: 5000 };
    const keys = Object.fromEntries(keyFigures(now, before).map((k) => [k.id, k]));
    expect(keys.guests).toMatchObject({ label: 'Gäste', value: 70, change: 0.4 });
    expect(keys.noShowRate?.value).toBe(0.1);
    expect(keys.noShowRate?.change).toBeCloseTo(-0.1);
    expect(keys.reminderConfirmed).toMatchObject({ value: 0.8, change: null });
    expect(keys.waitlistFill?.value).toBeNull();
    expect(keys.partySize?.value).toBe(3.5);
    expect(keys.hireRevenue).toMatchObject({ value: 0, change: -1 });
    expect(keyFigures(now).every((k) => k.change === null)).toBe(true);
  });

  it('has no relative change from nothing', () => {
    expect(change('count', 5, 0)).toBeNull();
    expect(change('share', 0.5, 0.25)).toBe(0.25);
  });

  it('formats German numbers', () => {
    const nbsp = (s: string) => s.replace(/\s/g, ' ');
    expect(formatKey('count', 1234)).toBe('1.234');
    expect(nbsp(formatKey('share', 0.125))).toBe('12,5 %');
    expect(formatKey('mean', 3.45)).toBe('3,5');
    expect(nbsp(formatKey('cents', 125000))).toBe('1.250,00 €');
    expect(formatKey('share', null)).toBe('–');
    expect(nbsp(formatChange('count', 0.4))).toBe('+40 %');
    expect(nbsp(formatChange('share', -0.025))).toBe('-2,5 Pp.');
    expect(nbsp(formatChange('count', 0))).toBe('0 %');
  });
});
