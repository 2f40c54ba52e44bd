import { describe, expect, it } from 'vitest';
import { berlinInstant } from '../calendar';
import { bookingAt, eveningMinutes, eveningSteps, hireHold, nightState, timelineRows } from './night';

const at = (time: string, day = '2026-11-27') => berlinInstant(day, time).toISOString();
const window = { open: 19 * 60 + 30, close: 24 * 60 };
const bookings = [
  { id: 'a', startsAt: at('20:00'), endsAt: at('23:00'), tableIds: [11, 12], attendance: null },
  { id: 'b', startsAt: at('19:30'), endsAt: at('21:00'), tableIds: [5], attendance: 'no-show' as const },
  { id: 'c', startsAt: at('22:30'), endsAt: at('00:00', '2026-11-28'), tableIds: [5], attendance: 'arrived' as const },
];

describe('the plan of the night', () => {
  it('counts minutes after midnight past 24 h on the same evening', () => {
    expect(eveningMinutes(at('20:15'), window.open)).toBe(20 * 60 + 15);
    expect(eveningMinutes(at('00:00', '2026-11-28'), window.open)).toBe(1440);
  });

  it('finds the booking holding a table at a moment, every table of a combined party', () => {
    expect(bookingAt(12, 20 * 60, bookings, window.open)?.id).toBe('a');
    expect(bookingAt(11, 22 * 60 + 59, bookings, window.open)?.id).toBe('a');
    expect(bookingAt(11, 23 * 60, bookings, window.open)).toBeUndefined();
    expect(bookingAt(5, 23 * 60 + 30, bookings, window.open)?.id).toBe('c');
  });

  it('names the state: free, booked, arrived or no-show', () => {
    expect(bookings.map(nightState)).toEqual(['booked', 'no-show', 'arrived']);
    expect(nightState(undefined)).toBe('free');
    const confirmedAt = '2026-11-26T19:00:00.000Z';
    const booking = { id: 'd', startsAt: at('20:00'), endsAt: at('23:00'), tableIds: [1], confirmedAt };
    expect(nightState({ ...booking, attendance: null })).toBe('confirmed');
    // Arrived or not come: what happened wins over the confirmation.
    expect(nightState({ ...booking, attendance: 'arrived' })).toBe('arrived');
    // A table held for a waitlist offer (docs/booking.md#the-waitlist).
    expect(nightState({ ...booking, attendance: null, held: true })).toBe('held');
  });

  it('lays the evening out in 30-minute steps with one row per table', () => {
    expect(eveningSteps(window)).toHaveLength(9);
    const rows = timelineRows([5, 11, 9], bookings, window);
    expect(rows.map((r) => [r.tableId, r.bars.map((b) => [b.booking.id, b.from, b.to])])).toEqual([
      [
        5,
        [
          ['b', 0, 3],
          ['c', 6, 9],
        ],
      ],
      [11, [['a', 1, 7]]],
      [9, []],
    ]);
  });

  it("draws a hire as 'Feier: {space}' on its tables for its hours, past midnight too", () => {
    const hire = { id: 'h1', space: 'Irish Pub: oberer Bereich', date: '2026-11-27', tableIds: [11, 12] };
    const party = hireHold({ ...hire, startTime: '19:00', endTime: '01:00' });
    expect(party.customerName).toBe('Feier: Irish Pub: oberer Bereich');
    expect(nightState(party)).toBe('hire');
    expect(bookingAt(12, 24 * 60 + 30, [party], window.open)).toBe(party);
    expect(bookingAt(12, 25 * 60, [party], window.open)).toBeUndefined();
    expect(bookingAt(10, 21 * 60, [party], window.open)).toBeUndefined();
    const evening = hireHold({ ...hire, startTime: '18:00', endTime: '23:00' });
    expect(eveningMinutes(evening.endsAt, window.open)).toBe(23 * 60);
    // Clipped to the evening's window: from opening (19:30) to its end at 23:00.
    expect(timelineRows([11], [evening], window)[0]?.bars.map((b) => [b.from, b.to])).toEqual([[0, 7]]);
  });
});
