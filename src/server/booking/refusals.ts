import { messages } from '../../domain/booking/messages';
import type { BookingRequest } from '../../domain/booking/schemas';
import { parseTaken, type Refusals, refusal, refusalError } from '../db/refusals';

/**
 * The database's own refusals of a booking (a rule changed meanwhile, a concurrent booking won),
 * by the names `private.book_table()` gives them (supabase/schemas/33_guest_booking.sql), as the
 * booking form's German answers; the table in the way falls back to the one the guest chose.
 */
export function bookingRefusals(input: Pick<BookingRequest, 'tableId' | 'startTime'>): Refusals {
  return {
    'table-taken': (detail) => {
      const taken = parseTaken(detail);
      const time = taken ? `${taken.start} bis ${taken.end}` : input.startTime;
      return { status: 409, text: messages.tableTaken(taken?.table ?? input.tableId, time) };
    },
    'closed-day': (detail) => ({ status: 422, field: 'date', text: messages.dayClosed(detail ?? '') }),
    'unknown-table': refusal(422, messages.tableUnknown, 'tableId'),
    'guest-count': refusal(422, messages.bookingFailed, 'guestCount'),
    'invalid-time': refusal(422, messages.invalidTime, 'startTime'),
    'start-past': refusal(422, messages.startPast, 'startTime'),
    'email-limit': refusal(422, messages.emailLimit, 'customerEmail'),
    'beyond-horizon': (detail) => ({ status: 422, field: 'date', text: messages.beyondHorizon(Number(detail)) }),
    otherwise: refusal(422, messages.bookingFailed, 'form'),
  };
}

/** A booking's refusal as its German answer ({@link bookingRefusals}); anything else as it is. */
export function bookingRefusal(error: unknown, input: Pick<BookingRequest, 'tableId' | 'startTime'>): unknown {
  return refusalError(error, bookingRefusals(input));
}
