import { addDays, weekday } from './dates';
import { recurringFrom, weeklyRules } from './recurring';
import type { CalendarEvent } from './schema';

export interface ICalOptions {
  /** Stamp of the feed (DTSTAMP). */
  now: Date;
  location: string;
  url: string;
}

const vtimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (date: string) => date.replaceAll('-', '');
const stamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function description(e: Pick<CalendarEvent, 'details' | 'note'>): string {
  return [e.details, e.note].filter(Boolean).join('\n');
}

/**
 * The calendar as iCalendar: each fixed event once; quiz and karaoke as weekly RRULEs without an
 * end, skipping (EXDATE) the dates a fixed event takes, so subscribers never run out of events.
 */
export function toICalendar(fixed: readonly CalendarEvent[], options: ICalOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rappen & Irish Pub Reutlingen//Veranstaltungen//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Irish Pub Reutlingen – Veranstaltungen',
    'X-WR-TIMEZONE:Europe/Berlin',
    ...vtimezone,
  ];
  const common = (uid: string, e: Pick<CalendarEvent, 'name' | 'icon' | 'details' | 'note'>) => [
    `UID:${uid}`,
    `DTSTAMP:${stamp(options.now)}`,
    `SUMMARY:${escapeText(`${e.icon} ${e.name}`)}`,
    ...(description(e) ? [`DESCRIPTION:${escapeText(description(e))}`] : []),
    `LOCATION:${escapeText(options.location)}`,
    `URL:${options.url}`,
  ];
  for (const e of fixed) {
    lines.push('BEGIN:VEVENT', ...common(`${e.date}-${e.type}@rappen-irishpub.de`, e));
    if (e.time)
      lines.push(`DTSTART;TZID=Europe/Berlin:${compact(e.date)}T${e.time.replace(':', '')}00`, 'DURATION:PT4H');
    else lines.push(`DTSTART;VALUE=DATE:${compact(e.date)}`, `DTEND;VALUE=DATE:${compact(addDays(e.date, 1))}`);
    if (e.type === 'closed') lines.push('TRANSP:TRANSPARENT');
    lines.push('END:VEVENT');
  }
  for (const rule of weeklyRules) {
    let first = recurringFrom;
    while (weekday(first) !== rule.weekday) first = addDays(first, 1);
    const time = (rule.event.time ?? '20:00').replace(':', '');
    const skipped = fixed.filter((e) => weekday(e.date) === rule.weekday && e.date >= first);
    lines.push(
      'BEGIN:VEVENT',
      ...common(`weekly-${rule.event.type}@rappen-irishpub.de`, rule.event),
      `DTSTART;TZID=Europe/Berlin:${compact(first)}T${time}00`,
      'DURATION:PT3H',
      `RRULE:FREQ=WEEKLY;BYDAY=${rule.byDay}`,
      ...skipped.map((e) => `EXDATE;TZID=Europe/Berlin:${compact(e.date)}T${time}00`),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
