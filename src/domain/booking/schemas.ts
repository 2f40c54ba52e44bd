import { clockPattern, isCalendarDay } from '../calendar';
import { linkToken } from '../link-secret';
import { isEmailAddress, isMultiLineText, isSingleLineText, textMessages } from '../text';
import { z } from '../zod-mini';
import type { DayStatus } from './bookable-days';
import { messages } from './messages';
import type { BookingRules } from './rules';

export const phonePattern = /^[+0-9 ()/.-]{3,40}$/;

// The schemas of this file are the guests' booking form's too, so they use Zod's small form.
type Check = z.core.$ZodCheck<string>;

const required = (message: string, ...checks: Check[]) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), ...checks);

/** An optional text field: blank, `null` or absent all mean "not given"; given, it must pass `checks`. */
const optionalText = (max: number, invalid: string, ...checks: Check[]) =>
  z.pipe(
    z.pipe(
      z.nullish(z.string({ error: invalid }).check(z.trim(), z.maxLength(max, messages.tooLongText(max)))),
      z.transform((v) => v || undefined),
    ),
    z.optional(z.string().check(...checks)),
  );

export const limits = { name: 100, email: 254, phone: 40, specialRequests: 1000 } as const;

/** The fields of a booking, shared by the guest's form and the staff's (docs/messages.md#booking). */
export const bookingFields = {
  date: required(messages.dateRequired, z.refine(isCalendarDay, messages.dateInvalid)),
  startTime: required(messages.startRequired, z.regex(clockPattern, messages.invalidTime)),
  endTime: optionalText(5, messages.invalidTime, z.regex(clockPattern, messages.invalidTime)),
  guestCount: z.int({ error: messages.guestsRequired }),
  customerName: required(
    messages.nameRequired,
    z.maxLength(limits.name, messages.tooLongText(limits.name)),
    z.refine(isSingleLineText, textMessages.controlCharacters),
  ),
  // The one e-mail rule (domain/text.ts), which the database checks too.
  customerEmail: required(
    messages.emailRequired,
    z.maxLength(limits.email, messages.emailInvalid),
    z.refine(isEmailAddress, messages.emailInvalid),
  ),
  customerPhone: optionalText(limits.phone, messages.phoneInvalid, z.regex(phonePattern, messages.phoneInvalid)),
  specialRequests: optionalText(
    limits.specialRequests,
    textMessages.controlCharacters,
    z.refine(isMultiLineText, textMessages.controlCharacters),
  ),
};

/**
 * The guest's optional details of a booking: what the form asks beyond date, time, table, guests,
 * name and address. The request, the stored reservation (`GuestDetails`), the day view and the mail
 * payload take their fields from here; the database's column of each is in
 * `guestDetailColumns` (src/server/db/schema.ts), its label in `fieldLabels`. docs/booking.md#a-new-booking-field.
 */
export const guestDetailFields = {
  customerPhone: bookingFields.customerPhone,
  specialRequests: bookingFields.specialRequests,
};
export type GuestDetailName = keyof typeof guestDetailFields;
/** The details as stored: null when not given. */
export type GuestDetails = Record<GuestDetailName, string | null>;
export const guestDetailNames = Object.keys(guestDetailFields) as GuestDetailName[];

/** Body of `POST /api/reservations` (docs/routes.md#api), with the messages of docs/messages.md#booking. */
export const bookingRequest = z.object({
  date: bookingFields.date,
  startTime: bookingFields.startTime,
  endTime: bookingFields.endTime,
  tableId: z.int({ error: messages.tableUnknown }).check(z.positive(messages.tableUnknown)),
  guestCount: bookingFields.guestCount,
  customerName: bookingFields.customerName,
  customerEmail: bookingFields.customerEmail,
  ...guestDetailFields,
});

export type BookingRequest = z.infer<typeof bookingRequest>;
export type BookingRequestInput = z.input<typeof bookingRequest>;

/** Query of `GET /api/availability`. */
export const availabilityQuery = z.object({
  date: bookingFields.date,
});

/** Body of `POST /api/cancellation` and `POST /api/cancellation/lookup`: the token of the mail link. */
export const cancellationRequest = z.object({
  token: linkToken(messages.cancelNotFound),
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
  /** Guests sign up quiz teams that day instead (docs/quiz.md#team-nights): `GET /api/team-signups`. */
  teamNight: boolean;
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
