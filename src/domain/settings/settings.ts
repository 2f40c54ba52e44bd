import { defaultBookingRules, settingsBounds } from '../booking/rules';
import { clockPattern } from '../calendar';
import { isEmailAddress } from '../text';
import { z } from '../zod';

/** Labels and texts of the settings dialog 'System-Einstellungen' (docs/booking.md#settings-and-defaults). */
export const settingsText = {
  title: 'System-Einstellungen',
  bufferTime: 'Karenzzeit (Minuten)',
  openTime: 'Früheste Reservierungszeit',
  closeTime: 'Späteste Reservierungszeit',
  maxReservationDuration: 'Maximale Reservierungsdauer (Minuten)',
  adminEmail: 'Zweite Adresse für Reservierungsmeldungen',
  venueInbox: 'Posteingang für Reservierungen und Anfragen',
  mailFrom: 'Absender der E-Mails',
  guestPhone: 'Telefon in E-Mails an Gäste',
  guestEmail: 'E-Mail-Adresse in E-Mails an Gäste',
  bookingHorizonDays: 'Online-Reservierungen höchstens (Tage im Voraus)',
  reminderHours: 'Erinnerung (Stunden vor dem Termin, 0 = aus)',
  offerMinutes: 'Angebot gilt (Minuten)',
  saved: 'Einstellungen erfolgreich gespeichert',
  saveFailed: 'Fehler beim Speichern der Einstellungen',
} as const;

const {
  bufferTime: buffer,
  maxReservationDuration: duration,
  bookingHorizonDays: horizon,
  reminderHours: reminder,
  offerMinutes: offer,
} = settingsBounds;
const bufferRange = `Die Karenzzeit muss zwischen ${buffer.min} und ${buffer.max} Minuten liegen.`;
const durationRange = `Die maximale Dauer muss zwischen ${duration.min} und ${duration.max} Minuten liegen.`;
const horizonRange = `Der Buchungshorizont muss zwischen ${horizon.min} und ${horizon.max} Tagen liegen.`;
const reminderRange = `Die Erinnerung muss zwischen ${reminder.min} und ${reminder.max} Stunden vor dem Termin liegen.`;
const offerRange = `Die Angebotsdauer muss zwischen ${offer.min} und ${offer.max} Minuten liegen.`;

/**
 * A whole number of the settings form (or JSON): a blank field or null is no number, never 0 (which
 * would silently turn reminders off or the buffer to nothing).
 */
export function settingNumber(
  bounds: { min: number; max: number },
  text: { notANumber: string; notWhole: string; range: string },
) {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? Number.NaN : v),
    z.coerce
      .number({ error: text.notANumber })
      .int(text.notWhole)
      .min(bounds.min, text.range)
      .max(bounds.max, text.range),
  );
}

/** The business settings staff edit (docs/booking.md#settings-and-defaults). */
export const businessSettings = z.object({
  bufferTime: settingNumber(buffer, {
    notANumber: 'Die Karenzzeit muss eine Zahl sein.',
    notWhole: 'Die Karenzzeit muss eine ganze Zahl sein.',
    range: bufferRange,
  }),
  openTime: z.string().regex(clockPattern, 'Bitte eine Uhrzeit im Format HH:MM angeben.'),
  closeTime: z.string().regex(clockPattern, 'Bitte eine Uhrzeit im Format HH:MM angeben.'),
  maxReservationDuration: settingNumber(duration, {
    notANumber: 'Die maximale Dauer muss eine Zahl sein.',
    notWhole: 'Die maximale Dauer muss eine ganze Zahl sein.',
    range: durationRange,
  }).refine(
    (v) => v % duration.step === 0,
    `Die maximale Dauer muss in ${duration.step}-Minuten-Schritten angegeben werden.`,
  ),
  /** Absent: unchanged (older clients send the other fields only). */
  bookingHorizonDays: settingNumber(horizon, {
    notANumber: 'Der Buchungshorizont muss eine Zahl sein.',
    notWhole: 'Der Buchungshorizont muss eine ganze Zahl sein.',
    range: horizonRange,
  }).optional(),
  /** Hours before the start a reminder goes out, 0: none (docs/booking.md#the-reminder). Absent: unchanged. */
  reminderHours: settingNumber(reminder, {
    notANumber: 'Die Erinnerung muss eine Zahl sein.',
    notWhole: 'Die Erinnerung muss in ganzen Stunden angegeben werden.',
    range: reminderRange,
  }).optional(),
  /** Minutes a freed table is held for a waiting guest (docs/booking.md#the-waitlist). Absent: unchanged. */
  offerMinutes: settingNumber(offer, {
    notANumber: 'Die Angebotsdauer muss eine Zahl sein.',
    notWhole: 'Die Angebotsdauer muss in ganzen Minuten angegeben werden.',
    range: offerRange,
  }).optional(),
  /** The second address of booking notices; '' for none (docs/roles.md#what-editors-cannot-reach). */
  adminEmail: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || isEmailAddress(v), 'Ungültige E-Mail-Adresse'),
  /** Booking notices, contact requests and guests' replies go here. Absent: unchanged. */
  venueInbox: z.string().trim().toLowerCase().refine(isEmailAddress, 'Ungültige E-Mail-Adresse').optional(),
  /** The sender of every mail: 'Name <address>' or an address. Absent: unchanged. */
  mailFrom: z
    .string()
    .trim()
    .max(200, 'Der Absender darf höchstens 200 Zeichen lang sein.')
    .refine(isSender, 'Bitte als „Name <adresse@beispiel.de>“ oder als E-Mail-Adresse angeben.')
    .optional(),
  /** The phone every mail to a guest names (docs/roles.md#what-editors-cannot-reach). Absent: unchanged. */
  guestPhone: z
    .string()
    .trim()
    .refine(
      isGuestPhone,
      'Bitte eine Telefonnummer aus Ziffern, Leerzeichen und + ( ) / - angeben, höchstens 40 Zeichen.',
    )
    .optional(),
  /** The address every mail to a guest names for writing to the house. Absent: unchanged. */
  guestEmail: z.string().trim().toLowerCase().refine(isEmailAddress, 'Ungültige E-Mail-Adresse').optional(),
});

/** A phone as the database accepts it: digits, spaces and ( ) / -, a leading +, at least three digits. */
function isGuestPhone(value: string): boolean {
  return /^\+?[0-9 ()/-]{3,39}$/.test(value) && /(?:[0-9]\D*){3}/.test(value);
}

/** A mail sender as the database accepts it: 'Name <address>' (no quotes or brackets in the name) or an address. */
function isSender(value: string): boolean {
  const named = /^([^<>"\r\n]{1,100}) <([^<>\s]+)>$/.exec(value);
  return named ? isEmailAddress(named[2] ?? '') : isEmailAddress(value);
}

export type BusinessSettings = z.infer<typeof businessSettings>;

/** The settings of a new database: the default booking rules, reminders a day before, offers held 30 minutes, the house's addresses and phone. */
export const defaultSettings: BusinessSettings = {
  ...defaultBookingRules,
  reminderHours: 24,
  offerMinutes: 30,
  adminEmail: 'team@irishpub-reutlingen.de',
  venueInbox: 'info@irishpub-reutlingen.de',
  mailFrom: 'Irish Pub Reutlingen <reservierung@irishpub-reutlingen.de>',
  guestPhone: '07121 123456',
  guestEmail: 'info@irishpub-reutlingen.de',
};

/** The zod issues of a settings form as `{ field: message }` (first message per field). */
export function settingsFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= issue.message;
  }
  return out;
}
