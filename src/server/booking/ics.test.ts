import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './ics';

const event = {
  uid: 'abc@irishpub-reutlingen.de',
  start: new Date('2026-11-27T19:00:00Z'),
  end: new Date('2026-11-27T22:00:00Z'),
  stamp: new Date('2026-11-21T12:00:00Z'),
  summary: 'Tischreservierung Irish Pub – Tisch 5',
  location: 'Wilhelmstraße 12, 72764 Reutlingen',
  description: 'Tisch 5; 3 Personen\nBitte pünktlich',
  method: 'publish' as const,
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
    const ics = calendarFile({ ...event, method: 'cancel' });
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(ics).toContain('\r\nUID:abc@irishpub-reutlingen.de\r\n');
  });

  it('escapes text values', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    expect(calendarFile(event)).toContain('LOCATION:Wilhelmstraße 12\\, 72764 Reutlingen');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'ä'.repeat(80)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(long);
  });
});
