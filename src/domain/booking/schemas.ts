import { clockPattern, isCalendarDay } from '../calendar';
import { isEmailAddress, isMultiLineText, isSingleLineText, textMessages } from '../text';
import { z } from '../zod';
import type { DayStatus } from './bookable-days';
import { messages } from './messages';
import type { BookingRules } from './rules';

export const phonePattern = /^[+0-9 ()/.-]{3,40}$/;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** An optional text field: blank, `null` or absent all mean "not given". */
const optionalText = (max: number, extra?: (s: z.ZodString) => z.ZodString) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLongText(max))
    .nullish()
    .transform((v) => v || undefined)
    .pipe(extra ? extra(z.string()).optional() : z.string().optional());

export const limits = { name: 100, email: 254, phone: 40, specialRequests: 1000 } as const;

/** The fields of a booking, shared by the guest's form and the staff's (docs/messages.md#booking). */
export const bookingFields = {
  date: required(messages.dateRequired).refine(isCalendarDay, messages.dateInvalid),
  startTime: required(messages.startRequired).regex(clockPattern, messages.invalidTime),
  endTime: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.string().regex(clockPattern, messages.invalidTime).optional()),
  guestCount: z.number({ error: messages.guestsRequired }).int(messages.guestsRequired),
  customerName: required(messages.nameRequired)
    .max(limits.name, messages.tooLongText(limits.name))
    .refine(isSingleLineText, textMessages.controlCharacters),
  // The one e-mail rule (domain/text.ts), which the database checks too.
  customerEmail: required(messages.emailRequired)
    .max(limits.email, messages.emailInvalid)
    .refine(isEmailAddress, messages.emailInvalid),
  customerPhone: optionalText(limits.phone, (s) => s.regex(phonePattern, messages.phoneInvalid)),
  specialRequests: optionalText(limits.specialRequests, (s) =>
    s.refine(isMultiLineText, textMessages.controlCharacters),
  ),
};

/** Body of `POST /api/reservations` (docs/routes.md#api), with the messages of docs/messages.md#booking. */
export const bookingRequest = z.object({
  date: bookingFields.date,
  startTime: bookingFields.startTime,
  endTime: bookingFields.endTime,
  tableId: z.number({ error: messages.tableUnknown }).int(messages.tableUnknown).positive(messages.tableUnknown),
  guestCount: bookingFields.guestCount,
  customerName: bookingFields.customerName,
  customerEmail: bookingFields.customerEmail,
  customerPhone: bookingFields.customerPhone,
  specialRequests: bookingFields.specialRequests,
});

export type BookingRequest = z.infer<typeof bookingRequest>;
export type BookingRequestInput = z.input<typeof bookingRequest>;

/** Query of `GET /api/availability`. */
export const availabilityQuery = z.object({
  date: required(messages.dateRequired).refine(isCalendarDay, messages.dateInvalid),
});

/** Body of `POST /api/cancellation` and `POST /api/cancellation/lookup`: the token of the mail link. */
export const cancellationRequest = z.object({
  token: z.string({ error: messages.cancelNotFound }).regex(/^[0-9a-f]{48}$/, messages.cancelNotFound),
});

/** One message per field (the first), keyed by the top-level field name. */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A time range of a reservation, ISO 8601 with the Berlin offset. */
export interface BlockedRange {
  start: string;
  end: string;
  bufferStart: string;
  bufferEnd: string;
}

/** Answer of `GET /api/availability?date=`: no names, no addresses, only times per table. */
export interface Availability {
  date: string;
  /** The Berlin day today, the earliest bookable day. */
  today: string;
  status: DayStatus;
  /** The text guests see that day ('Ruhetag', 'Quiz-Abend – …'), null when the day names none. */
  reason: string | null;
  /** Guests sign up through WhatsApp that day instead of booking online (the quiz night). */
  whatsapp: boolean;
  /** The next bookable day after `date` up to the booking horizon, null when none. */
  nextBookable: string | null;
  /** The week's reservation hours, e.g. 'Fr-Mo 19:30-00:00'; '' when no weekday is bookable. */
  hours: string;
  /** The rules with the day's own opening window. */
  rules: BookingRules;
  /** Tables with active reservations that day; a table not listed is free. */
  tables: { tableId: number; blocked: BlockedRange[] }[];
}

/** The reservation as `POST /api/reservations` returns it (201). */
export interface ReservationView {
  id: string;
  date: string;
  startTime: string;
  /** Equal to `startTime` (docs/data.md#tables). */
  timeSlot: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  bufferStart: string;
  bufferEnd: string;
  tableId: number;
  tableCapacity: number;
  guestCount: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  specialRequests: string | null;
  status: 'active';
  createdAt: string;
}

export interface BookingResponse {
  reservation: ReservationView;
  message: string;
}

/** What the cancel page shows before the guest confirms. */
export interface CancellationView {
  date: string;
  startTime: string;
  endTime: string;
  /** The first table; `tableIds` names all (staff may book a party at combined tables). */
  tableId: number;
  tableIds: number[];
  guestCount: number;
}

/** Every error answer of the API (docs/routes.md#api). */
export interface ApiErrorBody {
  error: string;
  fieldErrors?: Record<string, string>;
}
