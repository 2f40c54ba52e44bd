import type { WeeklyEvent } from './schema';

/** The weekly events as src/content/irish.yaml has them, for the calendar's tests. */
export const weekly: WeeklyEvent[] = [
  {
    weekday: 'Di',
    from: '2025-08-01',
    name: 'Pub Quiz',
    type: 'quiz',
    icon: '🧠',
    time: '20:00',
    details: 'Teams bis 6 Personen, Anmeldung per WhatsApp erforderlich.',
    note: 'Reservierung erforderlich',
  },
  {
    weekday: 'Do',
    from: '2025-08-01',
    name: 'Karaoke Night',
    type: 'karaoke',
    icon: '🎤',
    time: '21:00',
    details: 'Über 70.000 Songs – schnapp dir das Mikro!',
    note: 'Keine Reservierung nötig',
  },
];
