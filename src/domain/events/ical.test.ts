import { describe, expect, it } from 'vitest';
import { instants, parseCalendar } from '../../../tests/helpers/ical';
import { toICalendar } from './ical';
import type { CalendarEvent } from './schema';
import { weekly } from './weekly.fixture';

const fixed: CalendarEvent[] = [
  {
    date: '2025-10-28',
    name: 'Halloween-Party',
    type: 'halloween',
    icon: '🎃',
    time: '20:00',
    details: 'Bestes Kostüm gewinnt 3 L; ein Getränk, eine Stimme.',
  },
  { date: '2026-12-24', name: 'Heiligabend', type: 'closed', icon: '🔒' },
];
const ics = toICalendar(
  { fixed, weekly },
  {
    now: new Date('2026-11-21T12:00:00Z'),
    location: 'Wilhelmstraße 12, 72764 Reutlingen',
    url: 'https://example.org/irish',
  },
);
const unfolded = ics.replace(/\r\n /g, '');

describe('iCalendar feed', () => {
  it('is a calendar with CRLF lines of at most 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('has every fixed event, timed or all-day, with escaped text', () => {
    expect(unfolded).toContain('DTSTART;TZID=Europe/Berlin:20251028T200000');
    expect(unfolded).toContain('Bestes Kostüm gewinnt 3 L\\; ein Getränk\\, eine Stimme.');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261224');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20261225');
  });

  it('repeats quiz and karaoke weekly without an end, skipping fixed dates', () => {
    expect(unfolded).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU\r\n');
    expect(unfolded).toContain('RRULE:FREQ=WEEKLY;BYDAY=TH\r\n');
    expect(unfolded).not.toContain('UNTIL=');
    expect(unfolded).toContain('DTSTART;TZID=Europe/Berlin:20250805T200000');
    expect(unfolded).toContain('DTSTART;TZID=Europe/Berlin:20250807T210000');
    expect(unfolded).toContain('EXDATE;TZID=Europe/Berlin:20251028T200000');
  });
});

describe('iCalendar feed read by a calendar app', () => {
  const feed = parseCalendar(
    toICalendar(
      {
        fixed: [
          { date: '2026-03-29', name: 'Frühlingsfest', type: 'special', icon: '🌷', time: '20:00' },
          { date: '2026-10-25', name: 'Herbstfest', type: 'special', icon: '🍂', time: '20:00' },
        ],
        weekly,
      },
      { now: new Date('2026-11-21T12:00:00Z'), location: 'Reutlingen', url: 'https://example.org/irish' },
    ),
  );
  const byUid = (uid: string) => feed.events.find((e) => e.uid === uid);

  it('starts events on the last Sundays of March and October at 20:00 Berlin time', () => {
    expect(instants(byUid('2026-03-29-special@rappen-irishpub.de'))).toEqual([
      '2026-03-29T18:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(instants(byUid('2026-10-25-special@rappen-irishpub.de'))).toEqual([
      '2026-10-25T19:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
  });

  it('keeps the weekly quiz at 20:00 Berlin time before and after each switch', () => {
    const quiz = byUid('weekly-quiz@rappen-irishpub.de');
    const occurrences = quiz?.iterator();
    const starts: string[] = [];
    for (let next = occurrences?.next(); next && next.year < 2027; next = occurrences?.next()) {
      starts.push(next.toJSDate().toISOString());
    }
    expect(starts).toContain('2026-03-24T19:00:00.000Z');
    expect(starts).toContain('2026-03-31T18:00:00.000Z');
    expect(starts).toContain('2026-10-20T18:00:00.000Z');
    expect(starts).toContain('2026-10-27T19:00:00.000Z');
  });
});
