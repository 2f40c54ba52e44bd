import { messages } from '../booking/messages';
import { bookingFields, limits, phonePattern } from '../booking/schemas';
import { clockPattern } from '../calendar';
import { isEmailAddress, isMultiLineText, isSingleLineText, textMessages } from '../text';
import { z } from '../zod';
import { z as zm } from '../zod-mini';

/**
 * Staff bookings (docs/booking.md#staff-bookings): who entered a booking how, with which tables,
 * and the German texts of their refusals. The database (`public.staff_save_reservation()`) checks
 * the rules again; these schemas give the field errors at the edge.
 */

/** How staff enter a booking; a booking may also have come from the waitlist ('warteliste'). */
export const sources = ['telefon', 'whatsapp', 'vor-ort', 'online', 'warteliste'] as const;
export type Source = (typeof sources)[number];

/** How the day list and the form name a source. */
export const sourceLabel: Record<Source, string> = {
  telefon: 'Telefon',
  whatsapp: 'WhatsApp',
  'vor-ort': 'Vor Ort',
  online: 'Online',
  warteliste: 'Warteliste',
};

export const attendances = ['arrived', 'no-show'] as const;
export type Attendance = (typeof attendances)[number];

export const attendanceLabel: Record<Attendance, string> = { arrived: 'Angekommen', 'no-show': 'No-Show' };

/** The name shown for a walk-in, who gives none. */
export const walkInName = 'Laufkundschaft';

/** Lengths a walk-in can be booked for, in minutes. */
export const walkInLengths = [60, 90, 120, 180] as const;

export const staffBookingText = {
  tablesRequired: 'Bitte wählen Sie mindestens einen Tisch.',
  tableUnknown: (id: number) => `Tisch ${id} gibt es im aktuellen Tischplan nicht.`,
  partyTooLarge: (seats: number) => `Die gewählten Tische haben zusammen nur ${seats} Plätze.`,
  guestsMin: 'Mindestens 1 Person',
  outsideEvening: (open: string, close: string) =>
    `Bitte wählen Sie Zeiten zwischen ${open} und ${close} Uhr im 5-Minuten-Takt; das Ende nach dem Beginn.`,
  datePast: 'Reservierungen sind nur für heute und kommende Tage möglich.',
  endsPast: 'Diese Reservierung wäre bereits vorbei.',
  sourceInvalid: 'Bitte wählen Sie, wie die Reservierung kam.',
  emailOnline: 'Online-Reservierungen brauchen eine E-Mail-Adresse.',
  noShowEarly: 'Ein No-Show lässt sich erst ab der Startzeit eintragen.',
  attendance: 'Ungültige Anwesenheit.',
  walkInLength: 'Bitte wählen Sie eine Dauer.',
  /** The warning (not an error) when staff seat fewer guests than half the seats. */
  belowMinimum: (min: number) => `Weniger als ${min} Personen: online wäre das nicht möglich.`,
  created: 'Reservierung eingetragen',
  createdMailed: 'Reservierung eingetragen; der Gast erhält eine Bestätigung per E-Mail',
  changed: 'Reservierung geändert',
  changedMailed: 'Reservierung geändert; der Gast wurde per E-Mail benachrichtigt',
  /** A new address: the links sent to the old one no longer open the booking. */
  changedReaddressed:
    'Reservierung geändert; die Bestätigung mit neuem Link geht an die neue E-Mail-Adresse, frühere Links gelten nicht mehr',
  walkIn: 'Walk-in eingetragen',
} as const;

/** Fewer guests than the online minimum (half the seats, rounded up)? Then staff see the warning. */
export function belowOnlineMinimum(guestCount: number, seats: number): boolean {
  return guestCount < Math.ceil(seats / 2);
}

const tableIds = z
  .array(z.number().int().positive(), { error: staffBookingText.tablesRequired })
  .min(1, staffBookingText.tablesRequired)
  .max(20, staffBookingText.tablesRequired);

const blank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');
/** Blank, `null` or absent: not given. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (blank(v) ? undefined : v), schema.optional());
/** In a change: absent keeps the value, blank or `null` clears it. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (blank(v) ? null : v), schema.nullable().optional());

const text = {
  customerName: z
    .string()
    .trim()
    .max(limits.name, messages.tooLongText(limits.name))
    .refine(isSingleLineText, textMessages.controlCharacters),
  customerEmail: z
    .string()
    .trim()
    .max(limits.email, messages.emailInvalid)
    .refine(isEmailAddress, messages.emailInvalid),
  customerPhone: z.string().trim().regex(phonePattern, messages.phoneInvalid),
  specialRequests: z
    .string()
    .trim()
    .max(limits.specialRequests, messages.tooLongText(limits.specialRequests))
    .refine(isMultiLineText, textMessages.controlCharacters),
};

const fields = {
  date: bookingFields.date,
  startTime: bookingFields.startTime,
  endTime: bookingFields.endTime,
  tableIds,
  guestCount: bookingFields.guestCount.check(zm.gte(1, staffBookingText.guestsMin)),
  customerName: optional(text.customerName),
  customerEmail: optional(text.customerEmail),
  customerPhone: optional(text.customerPhone),
  specialRequests: optional(text.specialRequests),
  source: z.enum(sources, { error: staffBookingText.sourceInvalid }),
};

/** A name is required except for walk-ins ('vor-ort'); online bookings need an e-mail address. */
function contactRules(value: { source?: Source; customerName?: string; customerEmail?: string }, ctx: z.RefinementCtx) {
  if (value.source && value.source !== 'vor-ort' && !value.customerName) {
    ctx.addIssue({ code: 'custom', path: ['customerName'], message: 'Name ist erforderlich' });
  }
  if (value.source === 'online' && !value.customerEmail) {
    ctx.addIssue({ code: 'custom', path: ['customerEmail'], message: staffBookingText.emailOnline });
  }
}

/** Body of `POST /api/admin/reservations`. */
export const staffBookingRequest = z.object(fields).superRefine(contactRules);
export type StaffBookingRequest = z.infer<typeof staffBookingRequest>;
export type StaffBookingInput = z.input<typeof staffBookingRequest>;

/**
 * Body of `PATCH /api/admin/reservations/:id`: any of the booking's fields, or the attendance alone,
 * or the confirmation alone (the guest called: docs/booking.md#the-reminder).
 */
export const staffChangeRequest = z.union([
  z.strictObject({ attendance: z.enum(attendances).nullable() }),
  z.strictObject({ confirmed: z.boolean({ error: 'Bitte „bestätigt“ mit ja oder nein angeben.' }) }),
  z
    .strictObject({
      date: zm.optional(fields.date),
      startTime: zm.optional(fields.startTime),
      // Absent: the length stays when only the start moves; blank or null: the default end.
      endTime: clearable(z.string().trim().regex(clockPattern, messages.invalidTime)),
      tableIds: tableIds.optional(),
      guestCount: zm.optional(fields.guestCount),
      customerName: clearable(text.customerName),
      customerEmail: clearable(text.customerEmail),
      customerPhone: clearable(text.customerPhone),
      specialRequests: clearable(text.specialRequests),
      source: fields.source.optional(),
    })
    .refine((v) => Object.keys(v).length > 0, 'Keine Änderung angegeben.'),
]);
export type StaffChangeRequest = z.infer<typeof staffChangeRequest>;

/** Body of `POST /api/admin/reservations/walk-in`: tables from now, for a length, without a name. */
export const walkInRequest = z.object({
  tableIds,
  guestCount: fields.guestCount,
  minutes: z
    .number({ error: staffBookingText.walkInLength })
    .int(staffBookingText.walkInLength)
    .min(15, staffBookingText.walkInLength)
    .max(600, staffBookingText.walkInLength),
});
export type WalkInRequest = z.infer<typeof walkInRequest>;
