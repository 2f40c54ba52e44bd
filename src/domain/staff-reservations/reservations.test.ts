import { describe, expect, it } from 'vitest';
import { bySlot, confirmationState, confirmationStats, dayStats, isUnconfirmed } from './reservations';

describe('day statistics', () => {
  it('counts reservations and guests and finds the busiest hour', () => {
    const stats = dayStats([
      { startTime: '19:30', guestCount: 4 },
      { startTime: '20:00', guestCount: 2 },
      { startTime: '20:30', guestCount: 6 },
      { startTime: '21:00', guestCount: 3 },
    ]);
    expect(stats).toEqual({ count: 4, guests: 15, arrived: 0, noShows: 0, peakHour: '20:00' });
  });

  it('defaults the peak hour to 18:00 on an empty day', () => {
    expect(dayStats([])).toEqual({ count: 0, guests: 0, arrived: 0, noShows: 0, peakHour: '18:00' });
  });

  it("counts arrivals and no-shows; a no-show's guests are no longer expected", () => {
    const stats = dayStats([
      { startTime: '19:30', guestCount: 4, attendance: 'arrived' },
      { startTime: '20:00', guestCount: 2, attendance: 'no-show' },
      { startTime: '20:30', guestCount: 6, attendance: null },
    ]);
    expect(stats).toMatchObject({ count: 3, guests: 10, arrived: 1, noShows: 1 });
  });

  it('lets the earlier hour win a tie', () => {
    expect(
      dayStats([
        { startTime: '21:00', guestCount: 2 },
        { startTime: '19:30', guestCount: 2 },
      ]).peakHour,
    ).toBe('19:00');
  });
});

describe('bySlot', () => {
  it('sorts by start, after-midnight last, then by table', () => {
    const rows = bySlot([
      { startsAt: '2026-11-21T23:00:00Z', tableIds: [1] },
      { startsAt: '2026-11-21T19:00:00Z', tableIds: [9] },
      { startsAt: '2026-11-21T19:00:00Z', tableIds: [2, 11] },
    ]);
    expect(rows.map((r) => r.tableIds[0])).toEqual([2, 9, 1]);
  });
});

describe('confirmations (docs/booking.md#the-reminder)', () => {
  const booking = { source: 'online' as const, confirmedAt: null, reminderSentAt: null, attendance: null };
  const confirmed = { ...booking, confirmedAt: '2026-11-26T19:05:00.000Z' };
  const reminded = { ...booking, reminderSentAt: '2026-11-26T19:00:04.000Z' };
  const walkIn = { ...booking, source: 'vor-ort' as const };
  const arrived = { ...booking, attendance: 'arrived' as const };

  it('tells confirmed, reminded and open bookings apart; a walk-in has nothing to confirm', () => {
    expect([confirmed, reminded, booking, walkIn].map(confirmationState)).toEqual([
      'confirmed',
      'reminded',
      'open',
      null,
    ]);
  });

  it('leaves the bookings to call: unconfirmed, not walk-ins, guests not here yet', () => {
    expect([confirmed, reminded, booking, walkIn, arrived].map(isUnconfirmed)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it("counts 'Bestätigt: {x} von {y}' over the bookings that can be confirmed", () => {
    expect(confirmationStats([confirmed, reminded, booking, walkIn, { ...confirmed, source: 'telefon' }])).toEqual({
      confirmed: 2,
      of: 4,
    });
  });
});
