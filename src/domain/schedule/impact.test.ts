import { describe, expect, it } from 'vitest';
import { type AffectedReservation, isStranded, newlyStranded } from './impact';
import type { DaySchedule } from './week';

const day = (over: Partial<DaySchedule> = {}): DaySchedule => ({
  date: '2026-11-29',
  bookable: true,
  reason: null,
  whatsapp: false,
  teams: null,
  openTime: '19:30',
  closeTime: '00:00',
  exception: false,
  ...over,
});
const booking = (over: Partial<AffectedReservation> = {}): AffectedReservation => ({
  id: 'a',
  date: '2026-11-29',
  startTime: '20:00',
  endTime: '23:00',
  tableIds: [3],
  customerName: 'Anna',
  ...over,
});

describe('isStranded', () => {
  it('strands every reservation of a closed day', () => {
    expect(isStranded(booking(), day({ bookable: false }))).toBe(true);
    expect(isStranded(booking(), day())).toBe(false);
  });

  it('strands a reservation outside the new window, ends at midnight included', () => {
    expect(isStranded(booking({ endTime: '00:00' }), day())).toBe(false);
    expect(isStranded(booking({ startTime: '19:30' }), day({ openTime: '20:00' }))).toBe(true);
    expect(isStranded(booking({ endTime: '00:00' }), day({ closeTime: '23:30' }))).toBe(true);
    expect(isStranded(booking({ startTime: '00:30', endTime: '01:30' }), day({ closeTime: '02:00' }))).toBe(false);
    expect(isStranded(booking({ startTime: '00:30', endTime: '01:30' }), day({ closeTime: '01:00' }))).toBe(true);
  });
});

describe('newlyStranded', () => {
  it('lists only reservations the change strands, not those outside their day already', () => {
    const open = () => day();
    const closed = () => day({ bookable: false });
    expect(newlyStranded([booking()], open, closed).map((r) => r.id)).toEqual(['a']);
    expect(newlyStranded([booking()], closed, closed)).toEqual([]);
    expect(newlyStranded([booking()], open, open)).toEqual([]);
  });
});
