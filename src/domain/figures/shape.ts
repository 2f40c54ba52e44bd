/**
 * The figures answer shaped for the charts of `/admin/zahlen`: sums over time, weekdays and the
 * heatmap grid. Pure; the page draws what these return.
 */
import { addDays, weekdayOf } from '../calendar/days';
import { periodDays } from './period';
import { type ChannelFigures, type DayFigures, type FigureChannel, figureChannels, type HeatmapCell } from './types';

export type Grain = 'day' | 'week' | 'month';

/** A period up to 31 days is shown by day, up to a year and a week by week, longer by month. */
export function grainOf(from: string, to: string): Grain {
  const days = periodDays({ from, to });
  return days <= 31 ? 'day' : days <= 372 ? 'week' : 'month';
}

/** The first day of the day's bucket: itself, its week's Monday or its month's first. */
export function bucketStart(day: string, grain: Grain): string {
  if (grain === 'day') return day;
  if (grain === 'week') return addDays(day, -((weekdayOf(day) + 6) % 7));
  return `${day.slice(0, 8)}01`;
}

export interface Bucket {
  /** The bucket's first day (inside the period: a week cut by the period starts at `from`). */
  start: string;
  guests: number;
  bookings: number;
  noShows: number;
  channels: Record<FigureChannel, number>;
}

const noChannels = (): Record<FigureChannel, number> =>
  Object.fromEntries(figureChannels.map((c) => [c, 0])) as Record<FigureChannel, number>;

/** The days summed by day, week or month, in order. */
export function buckets(byDay: readonly DayFigures[], grain: Grain): Bucket[] {
  const out = new Map<string, Bucket>();
  for (const day of byDay) {
    const key = bucketStart(day.date, grain);
    let b = out.get(key);
    if (!b) {
      b = { start: day.date, guests: 0, bookings: 0, noShows: 0, channels: noChannels() };
      out.set(key, b);
    }
    b.guests += day.guests;
    b.bookings += day.bookings;
    b.noShows += day.noShows;
    for (const c of figureChannels) b.channels[c] += day.channels[c] ?? 0;
  }
  return [...out.values()];
}

/** Guests and bookings by weekday, Monday (1) to Sunday (7), all seven. */
export function byWeekday(byDay: readonly DayFigures[]): { weekday: number; guests: number; bookings: number }[] {
  const out = Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, guests: 0, bookings: 0 }));
  for (const day of byDay) {
    const row = out[(weekdayOf(day.date) + 6) % 7] as (typeof out)[number];
    row.guests += day.guests;
    row.bookings += day.bookings;
  }
  return out;
}

/** A share as a fraction 0..1; `null` where there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** The no-show rate of each channel (no-shows of its bookings), all five in the answer's order. */
export function noShowRates(byChannel: readonly ChannelFigures[]): { channel: FigureChannel; rate: number | null }[] {
  return figureChannels.map((channel) => {
    const c = byChannel.find((x) => x.channel === channel);
    return { channel, rate: c ? rate(c.noShows, c.bookings) : null };
  });
}

/** The heatmap's half hours from the earliest to the latest start with bookings ('HH:MM'). */
export function heatmapTimes(cells: readonly HeatmapCell[]): string[] {
  if (cells.length === 0) return [];
  const minutes = cells.map((c) => Number(c.time.slice(0, 2)) * 60 + Number(c.time.slice(3, 5)));
  const out: string[] = [];
  for (let m = Math.min(...minutes); m <= Math.max(...minutes); m += 30) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/** The busiest cell (the earliest weekday and time win a tie); undefined without bookings. */
export function busiest(cells: readonly HeatmapCell[]): HeatmapCell | undefined {
  return [...cells].sort((a, b) => b.bookings - a.bookings || a.weekday - b.weekday || a.time.localeCompare(b.time))[0];
}
