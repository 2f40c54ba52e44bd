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

/** Sums per figure and per figure and key (`bookings`, `bookings/online`), in one pass. */
function sums(counts: readonly FigureCount[]): (figure: string, key?: string) => number {
  const totals = new Map<string, number>();
  for (const c of counts) {
    totals.set(c.figure, (totals.get(c.figure) ?? 0) + c.n);
    const keyed = `${c.figure}/${c.key}`;
    totals.set(keyed, (totals.get(keyed) ?? 0) + c.n);
  }
  return (figure, key) => totals.get(key === undefined ? figure : `${figure}/${key}`) ?? 0;
}

/** The answer of `GET /api/admin/figures` (docs/figures.md) from the counts of the period. */
export function buildFigures(from: string, to: string, counts: readonly FigureCount[]): Figures {
  const inRange = counts.filter((c) => c.day >= from && c.day <= to);
  const sum = sums(inRange);
  const cancelledByGuest = sum('cancelled', 'guest');
  const cancelledByStaff = sum('cancelled', 'staff');
  const totals: FigureTotals = {
    bookings: sum('bookings'),
    guests: sum('guests'),
    noShows: sum('no-shows'),
    cancelled: cancelledByGuest + cancelledByStaff,
    walkIns: sum('bookings', 'vor-ort'),
    arrived: sum('outcome', 'arrived'),
    unmarked: sum('outcome', 'unmarked'),
    cancelledByGuest,
    cancelledByStaff,
    remindersSent: sum('reminders', 'sent'),
    remindersConfirmed: sum('reminders', 'confirmed'),
    guestChanges: sum('guest-changes'),
    waitlistJoined: sum('waitlist', 'joined'),
    waitlistOffered: sum('waitlist', 'offered'),
    waitlistAccepted: sum('waitlist', 'accepted'),
    waitlistLapsed: sum('waitlist', 'lapsed'),
    quizTeams: sum('quiz', 'teams'),
    quizPlayers: sum('quiz', 'players'),
    hireInquiries: sum('hire', 'inquiries'),
    hireConfirmed: sum('hire', 'confirmed'),
    hireRevenueCents: sum('hire', 'revenue-cents'),
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
      bookings: sum('bookings', channel),
      guests: sum('guests', channel),
      noShows: sum('no-shows', channel),
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
