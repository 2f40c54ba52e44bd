import { describe, expect, it } from 'vitest';
import { instants, parseCalendar } from '../../../tests/helpers/ical';
import { berlinInstant } from '../../domain/calendar';
import { calendarFile } from './ics';

const event = {
  uid: 'abc@irishpub-reutlingen.de',
  start: new Date('2026-11-27T19:00:00Z'),
  end: new Date('2026-11-27T22:00:00Z'),
  stamp: new Date('2026-11-21T12:00:00Z'),
  summary: 'Tischreservierung Irish Pub – Tisch 5',
  location: 'Wilhelmstraße 12, 72764 Reutlingen',
  description: 'Tisch 5; 3 Personen\nBitte pünktlich',
  method: 'publish' as const,
  sequence: 0,
};

describe('calendar file', () => {
  it('holds one event in UTC with CRLF line ends', () => {
    const ics = calendarFile(event);
    expect(ics).toContain('\r\nDTSTART:20261127T190000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261127T220000Z\r\n');
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('cancels the same event', () => {
    const ics = calendarFile({ ...event, method: 'cancel', sequence: 1 });
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(ics).toContain('\r\nUID:abc@irishpub-reutlingen.de\r\n');
  });

  it('escapes text values', () => {
    expect(calendarFile(event)).toContain('LOCATION:Wilhelmstraße 12\\, 72764 Reutlingen');
  });

  it('holds the reservation at its instants across the nights of the switches, for both mails', () => {
    // Saturday before the last Sunday of October (summer time) and of March (winter time), 20:00 to 00:00.
    for (const [day, start, end] of [
      ['2026-10-24', '2026-10-24T18:00:00.000Z', '2026-10-24T22:00:00.000Z'],
      ['2026-03-28', '2026-03-28T19:00:00.000Z', '2026-03-28T23:00:00.000Z'],
    ] as const) {
      const times = { start: berlinInstant(day, '20:00'), end: berlinInstant(day, '00:00', 1440) };
      for (const method of ['publish', 'cancel'] as const) {
        const sequence = method === 'cancel' ? 1 : 0;
        const parsed = parseCalendar(calendarFile({ ...event, ...times, method, sequence }));
        expect(parsed.method).toBe(method.toUpperCase());
        expect(parsed.events).toHaveLength(1);
        expect(instants(parsed.events[0])).toEqual([start, end]);
        expect(parsed.events[0]?.sequence).toBe(sequence);
      }
    }
  });
});
