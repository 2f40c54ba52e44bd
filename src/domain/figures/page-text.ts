/** The German texts of the owner's figures page `/admin/zahlen` (docs/messages.md#the-figures-page). */
import type { LeadTimeBucket } from './types';

export const figuresPageText = {
  period: { week: 'Diese Woche', month: 'Dieser Monat', year: 'Dieses Jahr', custom: 'Zeitraum wählen' },
  comparison: { previous: 'Vorheriger Zeitraum', 'year-ago': 'Vorjahreszeitraum' },
  keys: {
    guests: 'Gäste',
    bookings: 'Buchungen',
    noShowRate: 'No-Show-Quote',
    reminderConfirmed: 'Anteil bestätigt nach Erinnerung',
    waitlistFill: 'Warteliste-Füllquote',
    partySize: 'Durchschnittliche Gruppengröße',
    hireRevenue: 'Mieteinnahmen',
  },
  /** The change against the comparison period, e.g. '+12 % ggü. Vergleich'. */
  change: (change: string) => `${change} ggü. Vergleich`,
  noComparison: 'kein Vergleichswert',
  compared: (from: string, to: string) => `Verglichen mit ${from} bis ${to}`,
  weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  grain: { day: 'pro Tag', week: 'pro Woche', month: 'pro Monat' },
  leadTime: {
    'same-day': 'am selben Tag',
    '1-2': '1–2 Tage vorher',
    '3-7': '3–7 Tage vorher',
    '8-30': '8–30 Tage vorher',
    more: 'mehr als 30 Tage vorher',
  } satisfies Record<LeadTimeBucket, string>,
  /** A party size; 13 stands for "13 and more". */
  partySize: (size: number) => (size >= 13 ? '13 und mehr' : String(size)),
  /** The evening's own figures in the day view. */
  evening: (expected: number, confirmed: number, arrived: number) =>
    `Gäste heute: ${expected} erwartet, ${confirmed} bestätigt, ${arrived} bisher angekommen`,
} as const;
