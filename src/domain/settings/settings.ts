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
  adminEmail: 'Admin-E-Mail für Benachrichtigungen',
  bookingHorizonDays: 'Online-Reservierungen höchstens (Tage im Voraus)',
  reminderHours: 'Erinnerung (Stunden vor dem Termin, 0 = aus)',
  saved: 'Einstellungen erfolgreich gespeichert',
  saveFailed: 'Fehler beim Speichern der Einstellungen',
} as const;

const {
  bufferTime: buffer,
  maxReservationDuration: duration,
  bookingHorizonDays: horizon,
  reminderHours: reminder,
} = settingsBounds;
const bufferRange = `Die Karenzzeit muss zwischen ${buffer.min} und ${buffer.max} Minuten liegen.`;
const durationRange = `Die maximale Dauer muss zwischen ${duration.min} und ${duration.max} Minuten liegen.`;
const horizonRange = `Der Buchungshorizont muss zwischen ${horizon.min} und ${horizon.max} Tagen liegen.`;
const reminderRange = `Die Erinnerung muss zwischen ${reminder.min} und ${reminder.max} Stunden vor dem Termin liegen.`;

/** The business settings staff edit (docs/booking.md#settings-and-defaults). */
export const businessSettings = z.object({
  bufferTime: z.coerce
    .number({ error: 'Die Karenzzeit muss eine Zahl sein.' })
    .int('Die Karenzzeit muss eine ganze Zahl sein.')
    .min(buffer.min, bufferRange)
    .max(buffer.max, bufferRange),
  openTime: z.string().regex(clockPattern, 'Bitte eine Uhrzeit im Format HH:MM angeben.'),
  closeTime: z.string().regex(clockPattern, 'Bitte eine Uhrzeit im Format HH:MM angeben.'),
  maxReservationDuration: z.coerce
    .number({ error: 'Die maximale Dauer muss eine Zahl sein.' })
    .int('Die maximale Dauer muss eine ganze Zahl sein.')
    .min(duration.min, durationRange)
    .max(duration.max, durationRange)
    .refine(
      (v) => v % duration.step === 0,
      `Die maximale Dauer muss in ${duration.step}-Minuten-Schritten angegeben werden.`,
    ),
  /** Absent: unchanged (older clients send the other fields only). */
  bookingHorizonDays: z.coerce
    .number({ error: 'Der Buchungshorizont muss eine Zahl sein.' })
    .int('Der Buchungshorizont muss eine ganze Zahl sein.')
    .min(horizon.min, horizonRange)
    .max(horizon.max, horizonRange)
    .optional(),
  /** Hours before the start a reminder goes out, 0: none (docs/booking.md#the-reminder). Absent: unchanged. */
  reminderHours: z.coerce
    .number({ error: 'Die Erinnerung muss eine Zahl sein.' })
    .int('Die Erinnerung muss in ganzen Stunden angegeben werden.')
    .min(reminder.min, reminderRange)
    .max(reminder.max, reminderRange)
    .optional(),
  adminEmail: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || isEmailAddress(v), 'Ungültige E-Mail-Adresse'),
});

export type BusinessSettings = z.infer<typeof businessSettings>;

/** The settings of a new database: the default booking rules, reminders a day before, no admin e-mail. */
export const defaultSettings: BusinessSettings = { ...defaultBookingRules, reminderHours: 24, adminEmail: '' };

/** The zod issues of a settings form as `{ field: message }` (first message per field). */
export function settingsFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= issue.message;
  }
  return out;
}
