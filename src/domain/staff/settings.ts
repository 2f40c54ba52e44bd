import { isEmailAddress } from '../text';
import { z } from '../zod';

/** Labels and texts of the settings dialog 'System-Einstellungen' (spec §2, §5, §8). */
export const settingsText = {
  title: 'System-Einstellungen',
  bufferTime: 'Karenzzeit (Minuten)',
  openTime: 'Früheste Reservierungszeit',
  closeTime: 'Späteste Reservierungszeit',
  maxReservationDuration: 'Maximale Reservierungsdauer (Minuten)',
  adminEmail: 'Admin-E-Mail für Benachrichtigungen',
  bookingHorizonDays: 'Online-Reservierungen höchstens (Tage im Voraus)',
  saved: 'Einstellungen erfolgreich gespeichert',
  saveFailed: 'Fehler beim Speichern der Einstellungen',
} as const;

export const settingsBounds = {
  bufferTime: { min: 0, max: 120, step: 5 },
  maxReservationDuration: { min: 60, max: 480, step: 30 },
  bookingHorizonDays: { min: 1, max: 365, step: 1 },
} as const;

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The business settings staff edit (spec §3 "Business settings", bounds of spec §5). */
export const businessSettings = z.object({
  bufferTime: z.coerce
    .number({ error: 'Die Karenzzeit muss eine Zahl sein.' })
    .int('Die Karenzzeit muss eine ganze Zahl sein.')
    .min(0, 'Die Karenzzeit muss zwischen 0 und 120 Minuten liegen.')
    .max(120, 'Die Karenzzeit muss zwischen 0 und 120 Minuten liegen.'),
  openTime: z.string().regex(clock, 'Bitte eine Uhrzeit im Format HH:MM angeben.'),
  closeTime: z.string().regex(clock, 'Bitte eine Uhrzeit im Format HH:MM angeben.'),
  maxReservationDuration: z.coerce
    .number({ error: 'Die maximale Dauer muss eine Zahl sein.' })
    .int('Die maximale Dauer muss eine ganze Zahl sein.')
    .min(60, 'Die maximale Dauer muss zwischen 60 und 480 Minuten liegen.')
    .max(480, 'Die maximale Dauer muss zwischen 60 und 480 Minuten liegen.')
    .refine((v) => v % 30 === 0, 'Die maximale Dauer muss in 30-Minuten-Schritten angegeben werden.'),
  /** Absent: unchanged (older clients send the other fields only). */
  bookingHorizonDays: z.coerce
    .number({ error: 'Der Buchungshorizont muss eine Zahl sein.' })
    .int('Der Buchungshorizont muss eine ganze Zahl sein.')
    .min(1, 'Der Buchungshorizont muss zwischen 1 und 365 Tagen liegen.')
    .max(365, 'Der Buchungshorizont muss zwischen 1 und 365 Tagen liegen.')
    .optional(),
  adminEmail: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || isEmailAddress(v), 'Ungültige E-Mail-Adresse'),
});

export type BusinessSettings = z.infer<typeof businessSettings>;

export const defaultSettings: BusinessSettings = {
  bufferTime: 30,
  openTime: '19:30',
  closeTime: '00:00',
  maxReservationDuration: 270,
  bookingHorizonDays: 90,
  adminEmail: '',
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
