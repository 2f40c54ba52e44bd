import { addDays, weekdayOf } from '../calendar';
import {
  type DayFigures,
  type FigureChannel,
  type Figures,
  type FigureTotals,
  figureChannels,
  type LeadTimeBucket,
  leadTimeBuckets,
} from './types';

/** One count of `public.owner_figures()`: a day, a figure, its key ('' when none) and the number. */
export interface FigureCount {
  day: string;
  figure: string;
  key: string;
  n: number;
}

/** A day's figures with what the CSV adds: cancellations and the hire revenue. */
export interface DayRow extends DayFigures {
  cancelled: number;
  hireRevenueCents: number;
}

const zeroChannels = (): Record<FigureChannel, number> =>
  Object.fromEntries(figureChannels.map((c) => [c, 0])) as Record<FigureChannel, number>;

const isChannel = (key: string): key is FigureChannel => (figureChannels as readonly string[]).includes(key);

/** Every day of the period with its counts, zeros included (the rows of the CSV). */
export function dayRows(from: string, to: string, counts: readonly FigureCount[]): DayRow[] {
  const days = new Map<string, DayRow>();
  for (let d = from; d <= to; d = addDays(d, 1)) {
    days.set(d, {
      date: d,
      bookings: 0,
      guests: 0,
      noShows: 0,
      channels: zeroChannels(),
      cancelled: 0,
      hireRevenueCents: 0,
    });
  }
  for (const c of counts) {
    const row = days.get(c.day);
    if (!row) continue;
    if (c.figure === 'bookings' && isChannel(c.key)) {
      row.bookings += c.n;
      row.channels[c.key] += c.n;
    } else if (c.figure === 'guests') row.guests += c.n;
    else if (c.figure === 'no-shows') row.noShows += c.n;
    else if (c.figure === 'cancelled') row.cancelled += c.n;
    else if (c.figure === 'hire' && c.key === 'revenue-cents') row.hireRevenueCents += c.n;
  }
  return [...days.values()];
}

/** The sum of the counts of `figure` (and `key`, when given). */
function sum(counts: readonly FigureCount[], figure: string, key?: string): number {
  let total = 0;
  for (const c of counts) if (c.figure === figure && (key === undefined || c.key === key)) total += c.n;
  return total;
}

/** The answer of `GET /api/admin/figures` (docs/figures.md) from the counts of the period. */
export function buildFigures(from: string, to: string, counts: readonly FigureCount[]): Figures {
  const inRange = counts.filter((c) => c.day >= from && c.day <= to);
  const cancelledByGuest = sum(inRange, 'cancelled', 'guest');
  const cancelledByStaff = sum(inRange, 'cancelled', 'staff');
  const totals: FigureTotals = {
    bookings: sum(inRange, 'bookings'),
    guests: sum(inRange, 'guests'),
    noShows: sum(inRange, 'no-shows'),
    cancelled: cancelledByGuest + cancelledByStaff,
    walkIns: sum(inRange, 'bookings', 'vor-ort'),
    arrived: sum(inRange, 'outcome', 'arrived'),
    unmarked: sum(inRange, 'outcome', 'unmarked'),
    cancelledByGuest,
    cancelledByStaff,
    remindersSent: sum(inRange, 'reminders', 'sent'),
    remindersConfirmed: sum(inRange, 'reminders', 'confirmed'),
    guestChanges: sum(inRange, 'guest-changes'),
    waitlistJoined: sum(inRange, 'waitlist', 'joined'),
    waitlistOffered: sum(inRange, 'waitlist', 'offered'),
    waitlistAccepted: sum(inRange, 'waitlist', 'accepted'),
    waitlistLapsed: sum(inRange, 'waitlist', 'lapsed'),
    quizTeams: sum(inRange, 'quiz', 'teams'),
    quizPlayers: sum(inRange, 'quiz', 'players'),
    hireInquiries: sum(inRange, 'hire', 'inquiries'),
    hireConfirmed: sum(inRange, 'hire', 'confirmed'),
    hireRevenueCents: sum(inRange, 'hire', 'revenue-cents'),
  };

  const heat = new Map<string, { weekday: number; time: string; bookings: number }>();
  const sizes = new Map<number, number>();
  const lead = new Map<LeadTimeBucket, number>(leadTimeBuckets.map((b) => [b, 0]));
  for (const c of inRange) {
    if (c.figure === 'starts') {
      const weekday = weekdayOf(c.day) || 7;
      const cell = heat.get(`${weekday} ${c.key}`) ?? { weekday, time: c.key, bookings: 0 };
      cell.bookings += c.n;
      heat.set(`${weekday} ${c.key}`, cell);
    } else if (c.figure === 'party-size') {
      const size = Number(c.key);
      sizes.set(size, (sizes.get(size) ?? 0) + c.n);
    } else if (c.figure === 'lead-time' && lead.has(c.key as LeadTimeBucket)) {
      lead.set(c.key as LeadTimeBucket, (lead.get(c.key as LeadTimeBucket) ?? 0) + c.n);
    }
  }

  return {
    from,
    to,
    totals,
    byChannel: figureChannels.map((channel) => ({
      channel,
      bookings: sum(inRange, 'bookings', channel),
      guests: sum(inRange, 'guests', channel),
      noShows: sum(inRange, 'no-shows', channel),
    })),
    byDay: dayRows(from, to, inRange).map(({ cancelled: _c, hireRevenueCents: _h, ...day }) => day),
    heatmap: [...heat.values()]
      .filter((cell) => cell.bookings > 0)
      .sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time)),
    partySizes: [...sizes.entries()]
      .filter(([, bookings]) => bookings > 0)
      .sort(([a], [b]) => a - b)
      .map(([size, bookings]) => ({ size, bookings })),
    leadTime: leadTimeBuckets.map((bucket) => ({ bucket, bookings: lead.get(bucket) ?? 0 })),
  };
}
