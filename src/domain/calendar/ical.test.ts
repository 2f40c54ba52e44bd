import { describe, expect, it } from 'vitest';
import { instants, parseCalendar } from '../../../tests/helpers/ical';
import { berlinInstant } from './berlin';
import { escapeText, foldLine, type IcalEvent, icalendar } from './ical';

const event: IcalEvent = {
  uid: 'abc@example.org',
  stamp: new Date('2026-11-21T12:00:00Z'),
  start: { day: '2026-03-29', time: '20:00' },
  end: { minutes: 240 },
  summary: 'Quiz',
};
const file = (e: Partial<IcalEvent>) =>
  icalendar({ product: '-//Test//DE', method: 'publish', events: [{ ...event, ...e }] });

describe('iCalendar writer', () => {
  it('escapes text values', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'ä'.repeat(80)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(long);
  });

  it('writes version 0 unless told, and a later version with the same uid', () => {
    expect(file({})).toContain('\r\nSEQUENCE:0\r\n');
    const changed = parseCalendar(file({ sequence: 2, summary: 'Quiz, geändert' })).events[0];
    expect(changed?.uid).toBe('abc@example.org');
    expect(changed?.sequence).toBe(2);
    expect(changed?.summary).toBe('Quiz, geändert');
  });

  it('defines the Berlin zone only when a wall-clock time needs it', () => {
    expect(file({})).toContain('BEGIN:VTIMEZONE');
    const utcOnly = file({ start: { instant: new Date() }, end: { instant: new Date() } });
    expect(utcOnly).not.toContain('VTIMEZONE');
  });

  it('puts Berlin wall-clock times at the right instants on both sides of the switches', () => {
    const read = (e: Partial<IcalEvent>) => instants(parseCalendar(file(e)).events[0]);
    // Last Sunday of March: 20:00 is already summer time (+02:00); of October: winter time again (+01:00).
    expect(read({})).toEqual(['2026-03-29T18:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(read({ start: { day: '2026-10-25', time: '20:00' } })).toEqual([
      '2026-10-25T19:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    // Across the night of the switch: 23:00 on Saturday to 04:00 on Sunday lasts six hours in October.
    expect(read({ start: { day: '2026-10-24', time: '23:00' }, end: { day: '2026-10-25', time: '04:00' } })).toEqual([
      '2026-10-24T21:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ]);
    expect(
      read({
        start: { instant: berlinInstant('2026-03-28', '20:00') },
        end: { instant: berlinInstant('2026-03-28', '00:00', 1440) },
      }),
    ).toEqual(['2026-03-28T19:00:00.000Z', '2026-03-28T23:00:00.000Z']);
  });

  it('writes whole days as dates', () => {
    const ics = file({ start: { day: '2026-12-24' }, end: { day: '2026-12-25' } });
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261224\r\n');
    expect(parseCalendar(ics).events[0]?.startDate.isDate).toBe(true);
  });
});
