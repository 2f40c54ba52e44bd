import { berlinClock, berlinDay } from '../calendar';
import { restDaysText } from '../schedule/hours-text';
import { type DaySchedule, resolveDay, type Schedule } from '../schedule/week';
import { dayStatus } from './bookable-days';
import type { TimeRange } from './conflicts';
import { guestBounds } from './guests';
import { messages } from './messages';
import { type BookingRules, rulesForDay } from './rules';
import type { BookingRequest } from './schemas';
import { reservationTimes, startSlots } from './slots';

export interface BookingContext {
  /** The settings' rules; the day's own window replaces their opening times. */
  rules: BookingRules;
  now: Date;
  /** The week and (at least) the booking date's exception, docs/booking.md#bookable-days. */
  schedule: Schedule;
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
  const day = resolveDay(input.date, ctx.schedule, ctx.rules);
  const status = dayStatus(day, berlinDay(ctx.now), ctx.rules.bookingHorizonDays);
  if (status === 'past') errors.date = messages.datePast;
  else if (status === 'beyond') errors.date = messages.beyondHorizon(ctx.rules.bookingHorizonDays);
  else if (status !== 'open') errors.date = messages.dayClosed(closedBecause(day, restDaysText(ctx.schedule.days)));

  if (!ctx.table) errors.tableId = messages.tableUnknown;
  else {
    const { min, max } = guestBounds(ctx.table.capacity);
    if (input.guestCount > max) errors.guestCount = messages.guestsMax(max);
    else if (input.guestCount < min) errors.guestCount = messages.guestsMin(min);
  }

  const rules = rulesForDay(ctx.rules, day);
  const times = reservationTimes(input.date, input.startTime, input.endTime, rules);
  if (!times.ok) {
    const slots = startSlots(rules);
    errors[times.field] =
      times.reason === 'start-outside'
        ? messages.startOutside(slots[0] ?? rules.openTime, slots.at(-1) ?? rules.closeTime, rules.slotMinutes)
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

/** Why a closed day is closed: a dated exception's own reason, else the week's rest days. */
export function closedBecause(day: DaySchedule, restDays: string): string {
  return (day.exception && day.reason) || restDays || day.reason || '';
}

/** 409 message: 'Tisch {id} ist bereits von {time} reserviert', time as '20:00 bis 23:00'. */
export function tableTakenMessage(tableId: number, taken: TimeRange): string {
  return messages.tableTaken(tableId, `${berlinClock(taken.start)} bis ${berlinClock(taken.end)}`);
}
