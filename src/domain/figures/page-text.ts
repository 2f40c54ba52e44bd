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
  title: 'Zahlen',
  intro: 'Gäste, Buchungen und Kanäle eines Zeitraums – gezählt aus anonymen Tageszahlen, ohne Daten einzelner Gäste.',
  menu: 'Gäste, No-Shows, Kanäle und Stoßzeiten als Diagramme',
  loading: 'Lade Zahlen...',
  csv: 'CSV herunterladen',
  table: (title: string) => `Tabelle: ${title}`,
  empty: 'Keine Buchungen in diesem Zeitraum.',
  span: (from: string, to: string) => `${from} bis ${to}`,
  chart: {
    guests: (grain: string) => `Gäste ${grain}`,
    guestsCaption: (guests: string, before: string) => `${guests} Gäste im Zeitraum, im Vergleich ${before}`,
    weekday: 'Gäste nach Wochentag',
    weekdayCaption: (weekday: string, guests: string) => `Stärkster Tag: ${weekday} mit ${guests} Gästen`,
    channels: (grain: string) => `Buchungen nach Kanal ${grain}`,
    channelsCaption: (channel: string, share: string) => `Die meisten Buchungen kamen über ${channel} (${share})`,
    noShows: 'No-Show-Quote nach Kanal',
    noShowsCaption: (rate: string) => `No-Show-Quote insgesamt: ${rate}`,
    heatmap: 'Beginn der Buchungen nach Wochentag und Uhrzeit',
    heatmapCaption: (weekday: string, time: string, bookings: string) =>
      `Die meisten Buchungen beginnen ${weekday} um ${time} Uhr (${bookings})`,
    partySizes: 'Gruppengrößen',
    partySizesCaption: (mean: string) => `Im Schnitt ${mean} Personen pro Buchung`,
    leadTime: 'Vorlaufzeit der Buchungen',
    leadTimeCaption: (bucket: string, share: string) => `Am häufigsten gebucht: ${bucket} (${share})`,
  },
  column: {
    period: 'Zeitraum',
    comparison: 'Vergleich',
    weekday: 'Wochentag',
    time: 'Uhrzeit',
    channel: 'Kanal',
    size: 'Personen',
    leadTime: 'Vorlauf',
    guests: 'Gäste',
    bookings: 'Buchungen',
    noShows: 'No-Shows',
    rate: 'Quote',
  },
  /** The evening's own figures in the day view. */
  evening: (expected: number, confirmed: number, arrived: number) =>
    `Gäste heute: ${expected} erwartet, ${confirmed} bestätigt, ${arrived} bisher angekommen`,
} as const;
