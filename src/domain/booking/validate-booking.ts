import { berlinClock, berlinDay } from '../calendar';
import { dayStatus } from './bookable-days';
import type { TimeRange } from './conflicts';
import { guestBounds } from './guests';
import { messages } from './messages';
import type { BookingRules } from './rules';
import type { BookingRequest } from './schemas';
import { reservationTimes, startSlots } from './slots';

export interface BookingContext {
  rules: BookingRules;
  now: Date;
  closedDates: readonly string[] | ReadonlySet<string>;
  /** The table in the deployed plan, `undefined` when the plan has no such table. */
  table: { id: number; capacity: number } | undefined;
}

export type BookingCheck =
  | { ok: true; startsAt: Date; endsAt: Date; endTime: string; tableCapacity: number }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * The rules of docs/booking.md#validation-order that need no other reservation: open day, table, guest count, times.
 * Returns one German message per field that breaks a rule.
 */
export function checkBooking(input: BookingRequest, ctx: BookingContext): BookingCheck {
  const errors: Record<string, string> = {};
  const status = dayStatus(input.date, berlinDay(ctx.now), ctx.closedDates, ctx.rules.bookingHorizonDays);
  if (status === 'past') errors.date = messages.datePast;
  else if (status === 'beyond') errors.date = messages.beyondHorizon(ctx.rules.bookingHorizonDays);
  else if (status !== 'open') errors.date = messages.dayClosed;

  if (!ctx.table) errors.tableId = messages.tableUnknown;
  else {
    const { min, max } = guestBounds(ctx.table.capacity);
    if (input.guestCount > max) errors.guestCount = messages.guestsMax(max);
    else if (input.guestCount < min) errors.guestCount = messages.guestsMin(min);
  }

  const times = reservationTimes(input.date, input.startTime, input.endTime, ctx.rules);
  if (!times.ok) {
    const slots = startSlots(ctx.rules);
    errors[times.field] =
      times.reason === 'start-outside'
        ? messages.startOutside(slots[0] ?? ctx.rules.openTime, slots.at(-1) ?? ctx.rules.closeTime)
        : times.reason === 'too-long'
          ? messages.tooLong(ctx.rules.maxReservationDuration)
          : messages.invalidTime;
  } else if (!errors.date && times.startsAt <= ctx.now) {
    errors.startTime = messages.startPast;
  }

  if (Object.keys(errors).length > 0 || !times.ok || !ctx.table) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    endTime: times.endTime,
    tableCapacity: ctx.table.capacity,
  };
}

/** 409 message: 'Tisch {id} ist bereits von {time} reserviert', time as '20:00 bis 23:00'. */
export function tableTakenMessage(tableId: number, taken: TimeRange): string {
  return messages.tableTaken(tableId, `${berlinClock(taken.start)} bis ${berlinClock(taken.end)}`);
}
