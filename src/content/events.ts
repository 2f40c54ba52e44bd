import { type CalendarEvent, calendarEvent } from '../domain/events/schema';

/** Yearly events that come back with the same programme. */
const halloween = {
  name: 'Halloween-Party',
  type: 'halloween',
  icon: '🎃',
  time: '20:00',
  details: 'Das beste Kostüm gewinnt 3 Liter – jedes Getränk ist eine Stimme.',
  note: 'Kostüm erwünscht',
} as const;
const christmasEve = {
  name: 'Heiligabend – geschlossen',
  type: 'closed',
  icon: '🔒',
  details: 'Frohe Weihnachten! Der Pub bleibt geschlossen.',
} as const;
const newYearsEve = {
  name: 'Silvesterparty',
  type: 'special',
  icon: '🎆',
  time: '20:00',
  details: 'Mit DJ, Mitternachts-Countdown und Sekt um zwölf.',
  note: 'Reservierung empfohlen',
} as const;

/**
 * Fixed events of the Irish pub calendar. Quiz (Tuesday) and karaoke (Thursday) come from the
 * weekly rules in src/domain/events/recurring.ts; an entry here replaces the rule on its date.
 */
export const fixedEvents: readonly CalendarEvent[] = [
  {
    date: '2025-09-06',
    name: 'Live: The Black Velvet Band',
    type: 'live-music',
    icon: '🎻',
    time: '21:00',
    details: 'Irish Folk live – Geige, Gitarre, Bodhrán.',
    note: 'Eintritt frei',
  },
  {
    date: '2025-09-20',
    name: 'Oktoberfest-Special',
    type: 'special',
    icon: '🥨',
    time: '18:00',
    details: 'Festbier vom Fass, Brezeln und Weißwürste.',
  },
  {
    date: '2025-10-03',
    name: 'Feiertag – geschlossen',
    type: 'closed',
    icon: '🔒',
    details: 'Am Tag der Deutschen Einheit bleibt der Pub geschlossen.',
  },
  {
    date: '2025-10-18',
    name: 'Live: Whiskey in the Jar',
    type: 'live-music',
    icon: '🎸',
    time: '21:00',
    details: 'Akustik-Duo mit Pub-Klassikern zum Mitsingen.',
    note: 'Eintritt frei',
  },
  { date: '2025-10-31', ...halloween },
  {
    date: '2025-11-15',
    name: 'Whiskey-Tasting',
    type: 'special',
    icon: '🥃',
    time: '19:30',
    details: 'Fünf irische Whiskeys mit Geschichten von der grünen Insel.',
    note: 'Anmeldung an der Bar',
  },
  {
    date: '2025-11-29',
    name: 'Live: Galway Girls',
    type: 'live-music',
    icon: '🎻',
    time: '21:00',
    details: 'Irish Folk und Rock mit viel Tempo.',
    note: 'Eintritt frei',
  },
  {
    date: '2025-12-13',
    name: 'Christmas Jumper Night',
    type: 'special',
    icon: '🎄',
    time: '19:00',
    details: 'Wer im Weihnachtspulli kommt, bekommt den ersten Glühwein aufs Haus.',
  },
  { date: '2025-12-24', ...christmasEve },
  { date: '2025-12-25', name: '1. Weihnachtstag – geschlossen', type: 'closed', icon: '🔒' },
  { date: '2025-12-31', ...newYearsEve },
  { date: '2026-01-01', name: 'Neujahr – geschlossen', type: 'closed', icon: '🔒' },
  {
    date: '2026-01-17',
    name: 'Live: The Dubliners Tribute',
    type: 'live-music',
    icon: '🎸',
    time: '21:00',
    details: 'Die großen Dubliners-Songs, live gespielt.',
    note: 'Eintritt frei',
  },
  {
    date: '2026-01-31',
    name: 'Burns Night',
    type: 'special',
    icon: '🥃',
    time: '19:30',
    details: 'Schottische Nacht mit Whisky und Haggis-Pie.',
  },
  { date: '2026-10-31', ...halloween },
  {
    date: '2026-12-05',
    name: 'Live: The Black Velvet Band',
    type: 'live-music',
    icon: '🎻',
    time: '21:00',
    details: 'Irish Folk live zum Jahresende.',
    note: 'Eintritt frei',
  },
  { date: '2026-12-24', ...christmasEve },
  { date: '2026-12-31', ...newYearsEve },
].map((e) => calendarEvent.parse(e));
