import { weekdayOf } from '../calendar';
import type { CalendarEvent } from './schema';

/** The weekly rules start with the calendar's first generated date (docs/data.md#not-in-the-database) and never end. */
export const recurringFrom = '2025-08-01';

const quiz: Omit<CalendarEvent, 'date'> = {
  name: 'Pub Quiz',
  type: 'quiz',
  icon: '🧠',
  time: '20:00',
  details: 'Teams bis 6 Personen, Anmeldung per WhatsApp erforderlich.',
  note: 'Reservierung erforderlich',
};

const karaoke: Omit<CalendarEvent, 'date'> = {
  name: 'Karaoke Night',
  type: 'karaoke',
  icon: '🎤',
  time: '21:00',
  details: 'Über 70.000 Songs – schnapp dir das Mikro!',
  note: 'Keine Reservierung nötig',
};

/** The weekly event on a date: quiz every Tuesday, karaoke every Thursday (from `recurringFrom` on). */
export function recurringEventOn(date: string): CalendarEvent | undefined {
  if (date < recurringFrom) return undefined;
  const day = weekdayOf(date);
  if (day === 2) return { date, ...quiz };
  if (day === 4) return { date, ...karaoke };
  return undefined;
}

/** The weekly rules in one place, for the iCalendar feed (RRULE) and the page text. */
export const weeklyRules = [
  { byDay: 'TU', weekday: 2, event: quiz },
  { byDay: 'TH', weekday: 4, event: karaoke },
] as const;
