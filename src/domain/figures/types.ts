/**
 * The owner's figures of a period (`GET /api/admin/figures`, docs/figures.md): counts only, never a
 * personal datum. Days whose rows are purged come from the anonymous daily counts, the others are
 * counted from their rows, with the same expressions (`private.figures()`).
 */

/** A booking's channel: its `source` as stored. */
export const figureChannels = ['online', 'telefon', 'whatsapp', 'vor-ort', 'warteliste'] as const;
export type FigureChannel = (typeof figureChannels)[number];

/** Days between booking and the evening: the same day, 1–2, 3–7, 8–30, more. */
export const leadTimeBuckets = ['same-day', '1-2', '3-7', '8-30', 'more'] as const;
export type LeadTimeBucket = (typeof leadTimeBuckets)[number];

/** Party sizes are counted 1..12 each; 13 stands for "13 and more". */
export const largestPartySize = 13;

export interface FigureTotals {
  /** Bookings not cancelled (active at the end, walk-ins included). */
  bookings: number;
  /** Their guests. */
  guests: number;
  noShows: number;
  /** cancelledByGuest + cancelledByStaff. */
  cancelled: number;
  /** Bookings of source 'vor-ort'. */
  walkIns: number;
  arrived: number;
  /** Not cancelled, marked neither arrived nor no-show. */
  unmarked: number;
  cancelledByGuest: number;
  cancelledByStaff: number;
  remindersSent: number;
  /** Bookings whose reminder was sent and that were confirmed. */
  remindersConfirmed: number;
  /** Changes a guest made through the own booking's link. */
  guestChanges: number;
  waitlistJoined: number;
  waitlistOffered: number;
  waitlistAccepted: number;
  waitlistLapsed: number;
  /** Teams signed for a quiz night, and their players. */
  quizTeams: number;
  quizPlayers: number;
  /** Hire inquiries of evenings in the period, those confirmed, and the confirmed offers' totals. */
  hireInquiries: number;
  hireConfirmed: number;
  hireRevenueCents: number;
}

export interface ChannelFigures {
  channel: FigureChannel;
  bookings: number;
  guests: number;
  noShows: number;
}

export interface DayFigures {
  /** YYYY-MM-DD */
  date: string;
  bookings: number;
  guests: number;
  noShows: number;
  /** Bookings per channel that day. */
  channels: Record<FigureChannel, number>;
}

export interface HeatmapCell {
  /** 1 (Monday) .. 7 (Sunday) */
  weekday: number;
  /** The start's half hour, 'HH:MM'. */
  time: string;
  bookings: number;
}

export interface Figures {
  from: string;
  to: string;
  totals: FigureTotals;
  /** All five channels, always. */
  byChannel: ChannelFigures[];
  /** Every date of the range, zeros included. */
  byDay: DayFigures[];
  /** Only non-zero cells. */
  heatmap: HeatmapCell[];
  /** size 1..12, 13 = "13 and more"; only non-zero. */
  partySizes: { size: number; bookings: number }[];
  /** All five buckets, always. */
  leadTime: { bucket: LeadTimeBucket; bookings: number }[];
}
