import { messages } from '../../domain/booking/messages';
import type { BookingRequest } from '../../domain/booking/schemas';
import { ApiError } from '../errors';

/** What both drivers (postgres.js, PGlite) tell about a failed statement. */
export interface DbErrorInfo {
  code: string | undefined;
  message: string;
  detail: string | undefined;
  constraint: string | undefined;
}

export function dbErrorInfo(error: unknown): DbErrorInfo {
  const e = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    detail?: unknown;
    constraint?: unknown;
    constraint_name?: unknown;
  };
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    code: text(e.code),
    message: text(e.message) ?? String(error),
    detail: text(e.detail),
    constraint: text(e.constraint) ?? text(e.constraint_name),
  };
}

/**
 * The rules `private.book_table()` checks again (SQLSTATE 22023/23514, the rule's name as the
 * message, supabase/schemas/33_guest_booking.sql): the field it concerns and the German message.
 */
const ruleRefusals: Record<string, { field: string; text: (detail: string | undefined) => string }> = {
  'closed-day': { field: 'date', text: (detail) => messages.dayClosed(detail ?? '') },
  'unknown-table': { field: 'tableId', text: () => messages.tableUnknown },
  'guest-count': { field: 'guestCount', text: () => messages.bookingFailed },
  'invalid-time': { field: 'startTime', text: () => messages.invalidTime },
  'start-past': { field: 'startTime', text: () => messages.startPast },
  'email-limit': { field: 'customerEmail', text: () => messages.emailLimit },
  'beyond-horizon': { field: 'date', text: (detail) => messages.beyondHorizon(Number(detail)) },
};

/**
 * The database's own refusals of a booking (a rule changed meanwhile, a concurrent booking won) as
 * German API errors; anything else is returned as it is.
 */
export function bookingRefusal(error: unknown, input: Pick<BookingRequest, 'tableId' | 'startTime'>): unknown {
  if (error instanceof ApiError) return error;
  const { code, message, detail, constraint } = dbErrorInfo(error);
  if (code === '23P01' || constraint === 'reservation_tables_no_double_booking') {
    const taken = parseTaken(detail);
    const time = taken ? `${taken.start} bis ${taken.end}` : input.startTime;
    return new ApiError(409, messages.tableTaken(taken?.table ?? input.tableId, time));
  }
  if (code === '22023' || code === '23514') {
    const rule = ruleRefusals[message];
    const field = rule?.field ?? 'form';
    const text = rule?.text(detail) ?? messages.bookingFailed;
    return new ApiError(422, text, { [field]: text });
  }
  return error;
}

/** The booking in the way, as `private.claim_tables()` names it in the error's detail. */
export function parseTaken(detail: string | undefined): { table?: number; start: string; end: string } | undefined {
  try {
    const parsed = JSON.parse(detail ?? '') as { table?: unknown; start?: unknown; end?: unknown };
    return typeof parsed.start === 'string' && typeof parsed.end === 'string'
      ? { ...(typeof parsed.table === 'number' && { table: parsed.table }), start: parsed.start, end: parsed.end }
      : undefined;
  } catch {
    return undefined;
  }
}
