import { describe, expect, it } from 'vitest';
import { buildFigures } from './build';
import { figuresQuery, maxFigureDays } from './query';
import { figuresText } from './text';

describe('buildFigures (docs/figures.md)', () => {
  const figures = buildFigures('2026-11-23', '2026-11-25', [
    { day: '2026-11-23', figure: 'bookings', key: 'online', n: 2 },
    { day: '2026-11-23', figure: 'bookings', key: 'vor-ort', n: 1 },
    { day: '2026-11-23', figure: 'guests', key: 'online', n: 6 },
    { day: '2026-11-23', figure: 'guests', key: 'vor-ort', n: 2 },
    { day: '2026-11-23', figure: 'no-shows', key: 'online', n: 1 },
    { day: '2026-11-23', figure: 'outcome', key: 'arrived', n: 1 },
    { day: '2026-11-23', figure: 'outcome', key: 'unmarked', n: 1 },
    { day: '2026-11-23', figure: 'cancelled', key: 'guest', n: 2 },
    { day: '2026-11-25', figure: 'cancelled', key: 'staff', n: 1 },
    { day: '2026-11-23', figure: 'starts', key: '19:00', n: 2 },
    { day: '2026-11-25', figure: 'starts', key: '19:30', n: 1 },
    { day: '2026-11-23', figure: 'party-size', key: '13', n: 1 },
    { day: '2026-11-23', figure: 'party-size', key: '2', n: 2 },
    { day: '2026-11-23', figure: 'lead-time', key: 'same-day', n: 3 },
    { day: '2026-11-23', figure: 'hire', key: 'revenue-cents', n: 5000 },
    { day: '2026-11-26', figure: 'bookings', key: 'online', n: 99 },
  ]);

  it('sums the totals of the period only', () => {
    expect(figures.totals).toMatchObject({
      bookings: 3,
      guests: 8,
      noShows: 1,
      walkIns: 1,
      arrived: 1,
      unmarked: 1,
      cancelled: 3,
      cancelledByGuest: 2,
      cancelledByStaff: 1,
      hireRevenueCents: 5000,
      quizTeams: 0,
    });
  });

  it('lists all five channels and buckets, every day, and only non-zero cells and sizes', () => {
    expect(figures.byChannel.map((c) => c.channel)).toEqual(['online', 'telefon', 'whatsapp', 'vor-ort', 'warteliste']);
    expect(figures.byChannel[0]).toEqual({ channel: 'online', bookings: 2, guests: 6, noShows: 1 });
    expect(figures.byDay.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(figures.byDay[0]).toEqual({
      date: '2026-11-23',
      bookings: 3,
      guests: 8,
      noShows: 1,
      channels: { online: 2, telefon: 0, whatsapp: 0, 'vor-ort': 1, warteliste: 0 },
    });
    // 2026-11-23 is a Monday, 2026-11-25 a Wednesday.
    expect(figures.heatmap).toEqual([
      { weekday: 1, time: '19:00', bookings: 2 },
      { weekday: 3, time: '19:30', bookings: 1 },
    ]);
    expect(figures.partySizes).toEqual([
      { size: 2, bookings: 2 },
      { size: 13, bookings: 1 },
    ]);
    expect(figures.leadTime).toEqual([
      { bucket: 'same-day', bookings: 3 },
      { bucket: '1-2', bookings: 0 },
      { bucket: '3-7', bookings: 0 },
      { bucket: '8-30', bookings: 0 },
      { bucket: 'more', bookings: 0 },
    ]);
  });
});

describe('figuresQuery', () => {
  const error = (q: object) => figuresQuery.safeParse(q).error?.issues[0]?.message;

  it('takes a period of real days, from before or on to', () => {
    expect(figuresQuery.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
    expect(error({ to: '2026-11-01' })).toBe(figuresText.badDate);
    expect(error({ from: '2026-02-30', to: '2026-03-01' })).toBe(figuresText.badDate);
    expect(error({ from: '2026-11-02', to: '2026-11-01' })).toBe(figuresText.fromAfterTo);
  });

  it('refuses more than three years and a day', () => {
    expect(maxFigureDays).toBe(1097);
    expect(figuresQuery.safeParse({ from: '2023-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(error({ from: '2023-01-01', to: '2026-01-02' })).toBe(figuresText.tooLong);
  });
});
