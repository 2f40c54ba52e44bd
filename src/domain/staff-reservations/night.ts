import { berlinClock, berlinInstant, endAfter, toMinutes } from '../calendar';
import type { AdminReservation } from './reservations';

/**
 * The plan of the night (docs/booking.md#the-plan-of-the-night): which booking holds each table
 * at a moment of the evening, and the evening as rows of bars per table. Times are minutes after
 * the day's midnight (past 24 h after midnight), as `dayWindow()` gives the opening window.
 */

export type NightState = 'free' | 'booked' | 'confirmed' | 'held' | 'hire' | 'arrived' | 'no-show';

type Booking = Pick<AdminReservation, 'id' | 'startsAt' | 'endsAt' | 'tableIds' | 'attendance'> &
  Partial<Pick<AdminReservation, 'confirmedAt'>> & {
    /** A table held for a waiting guest's offer (docs/booking.md#the-waitlist). */
    held?: boolean;
    /** A table a hire holds for its party (docs/hire.md#the-hires-tables). */
    hire?: { id: string; space: string };
  };

/**
 * Minutes after the booking day's midnight of an instant on that evening: before opening and before
 * noon is after midnight (past 1440); a start before opening in the afternoon (a hire from 18:00)
 * stays on its evening.
 */
export function eveningMinutes(instant: string, open: number): number {
  const minutes = toMinutes(berlinClock(new Date(instant))) ?? 0;
  return minutes < open && minutes < 720 ? minutes + 1440 : minutes;
}

/** The booking holding `tableId` at `at` (a no-show still shows, marked), if any. */
export function bookingAt<T extends Booking>(
  tableId: number,
  at: number,
  bookings: readonly T[],
  open: number,
): T | undefined {
  return bookings.find(
    (b) =>
      b.tableIds.includes(tableId) && eveningMinutes(b.startsAt, open) <= at && at < eveningMinutes(b.endsAt, open),
  );
}

type NightHold = Pick<
  AdminReservation,
  'id' | 'startsAt' | 'endsAt' | 'startTime' | 'endTime' | 'tableIds' | 'customerName'
> & { attendance: null };

/**
 * What the plan of the night draws: the day's bookings, the tables held for waitlist offers, and
 * the tables a hire holds for its party.
 */
export type NightBooking =
  | AdminReservation
  | (NightHold & { held: true })
  | (NightHold & { hire: { id: string; space: string } });

/** A hire holding tables on the evening, as the staff's hire list gives it. */
export interface EveningHire {
  id: string;
  space: string;
  date: string;
  startTime: string;
  endTime: string;
  tableIds: number[];
}

/** A hire as the plan of the night draws it: 'Feier: {space}' across its tables and hours. */
export function hireHold(hire: EveningHire): NightBooking {
  const start = berlinInstant(hire.date, hire.startTime);
  const startMinutes = toMinutes(hire.startTime) ?? 0;
  const endMinutes = toMinutes(hire.endTime) ?? 0;
  // As the hire's tables hold it: an end at or before the start is after midnight.
  const end = berlinInstant(hire.date, hire.endTime, endAfter(startMinutes, endMinutes) - endMinutes);
  return {
    id: `hire-${hire.id}`,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    startTime: hire.startTime,
    endTime: hire.endTime,
    tableIds: hire.tableIds,
    customerName: `Feier: ${hire.space}`,
    attendance: null,
    hire: { id: hire.id, space: hire.space },
  };
}

export function nightState(booking: Booking | undefined): NightState {
  if (!booking) return 'free';
  if (booking.held) return 'held';
  if (booking.hire) return 'hire';
  if (booking.attendance === 'arrived') return 'arrived';
  if (booking.attendance === 'no-show') return 'no-show';
  // The guest or staff confirmed it (docs/booking.md#the-reminder): this party is expected.
  return booking.confirmedAt ? 'confirmed' : 'booked';
}

/** The evening in steps of `step` minutes, from opening to the last step before closing. */
export function eveningSteps(window: { open: number; close: number }, step = 30): number[] {
  const steps: number[] = [];
  for (let t = window.open; t < window.close; t += step) steps.push(t);
  return steps;
}

/** One bar of the timeline: a booking's place on its table's row, in steps from opening. */
export interface TimelineBar<T> {
  booking: T;
  /** First step (0-based) and the step after the last, clipped to the evening. */
  from: number;
  to: number;
}

/** Per table, its bookings as bars over the evening's steps, in time order. */
export function timelineRows<T extends Booking>(
  tableIds: readonly number[],
  bookings: readonly T[],
  window: { open: number; close: number },
  step = 30,
): { tableId: number; bars: TimelineBar<T>[] }[] {
  const count = Math.ceil((window.close - window.open) / step);
  return tableIds.map((tableId) => ({
    tableId,
    bars: bookings
      .filter((b) => b.tableIds.includes(tableId))
      .map((booking) => {
        const start = eveningMinutes(booking.startsAt, window.open) - window.open;
        const end = eveningMinutes(booking.endsAt, window.open) - window.open;
        return {
          booking,
          from: Math.max(0, Math.floor(start / step)),
          to: Math.min(count, Math.max(Math.ceil(end / step), Math.floor(start / step) + 1)),
        };
      })
      .filter((bar) => bar.from < count)
      .sort((a, b) => a.from - b.from),
  }));
}
