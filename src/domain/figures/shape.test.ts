import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/days';
import { buckets, busiest, byWeekday, grainOf, heatmapTimes, noShowRates, rate } from './shape';
import type { DayFigures } from './types';

const channels = { online: 0, telefon: 0, whatsapp: 0, 'vor-ort': 0, warteliste: 0 };
function day(date: string, guests: number, online = 0, telefon = 0): DayFigures {
  return { date, bookings: online + telefon, guests, noShows: 0, channels: { ...channels, online, telefon } };
}

describe('figures shaping', () => {
  it('chooses the grain by the period length', () => {
    expect(grainOf('2026-11-01', '2026-11-30')).toBe('day');
    expect(grainOf('2026-01-01', '2026-12-31')).toBe('week');
    expect(grainOf('2024-01-01', '2026-12-31')).toBe('month');
  });

  it('sums days into weeks starting Monday, a cut week at the period start', () => {
    // 2026-11-01 is a Sunday: its own bucket, then Monday 2 to Sunday 8.
    const days = Array.from({ length: 8 }, (_, i) => day(addDays('2026-11-01', i), 2, 1, i % 2));
    const weeks = buckets(days, 'week');
    expect(weeks.map((w) => [w.start, w.guests, w.channels.online, w.channels.telefon])).toEqual([
      ['2026-11-01', 2, 1, 0],
      ['2026-11-02', 14, 7, 4],
    ]);
    expect(buckets(days, 'month')).toHaveLength(1);
    expect(buckets(days, 'day')).toHaveLength(8);
  });

  it('sums guests by weekday, Monday first', () => {
    const rows = byWeekday([day('2026-11-23', 4), day('2026-11-29', 3), day('2026-11-30', 5)]);
    expect(rows[0]).toEqual({ weekday: 1, guests: 9, bookings: 0 });
    expect(rows[6]).toEqual({ weekday: 7, guests: 3, bookings: 0 });
  });

  it('gives rates, none without a base', () => {
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(0, 0)).toBeNull();
    const rates = noShowRates([{ channel: 'online', bookings: 10, guests: 30, noShows: 2 }]);
    expect(rates[0]).toEqual({ channel: 'online', rate: 0.2 });
    expect(rates[1]).toEqual({ channel: 'telefon', rate: null });
  });

  it('spans the heatmap from the first to the last half hour with starts', () => {
    const cells = [
      { weekday: 5, time: '19:00', bookings: 4 },
      { weekday: 2, time: '17:30', bookings: 4 },
      { weekday: 6, time: '18:30', bookings: 1 },
    ];
    expect(heatmapTimes(cells)).toEqual(['17:30', '18:00', '18:30', '19:00']);
    expect(busiest(cells)).toEqual({ weekday: 2, time: '17:30', bookings: 4 });
    expect(heatmapTimes([])).toEqual([]);
  });
});
