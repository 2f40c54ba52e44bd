/**
 * The one iCalendar (RFC 5545) writer: the events feed and the booking mails' attachments.
 * Times are instants (written in UTC), Berlin wall-clock times (with `TZID` and the zone's
 * `VTIMEZONE`, so calendars follow the daylight-saving switches) or whole days.
 */
import { timeZone } from './berlin';

export type IcalTime = { instant: Date } | { day: string; time: string } | { day: string };

export interface IcalEvent {
  /** Stays the same for every version of the event, so calendars update or remove it. */
  uid: string;
  stamp: Date;
  start: IcalTime;
  /** An end, or a length in minutes. */
  end: IcalTime | { minutes: number };
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** The version of the event; a later version (a change, a cancellation) needs a higher number. Default 0. */
  sequence?: number;
  status?: 'confirmed' | 'cancelled';
  /** Does not block the time in the calendar (a closing day). */
  transparent?: boolean;
  /** Repeats weekly on this day (`MO` … `SU`) without end, except at the `except` starts. */
  weekly?: { byDay: string; except: readonly IcalTime[] };
}

export interface IcalCalendar {
  /** The PRODID. */
  product: string;
  /** `cancel` makes calendars remove the events they got before with the same uid. */
  method: 'publish' | 'cancel';
  /** Shown as the name of a subscribed feed. */
  name?: string;
  events: readonly IcalEvent[];
}

const vtimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${timeZone}`,
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

/** Backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utc = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** `NAME;PARAMS:VALUE` of a time property. */
function timeProperty(name: string, t: IcalTime): string {
  if ('instant' in t) return `${name}:${utc(t.instant)}`;
  const day = t.day.replaceAll('-', '');
  if ('time' in t) return `${name};TZID=${timeZone}:${day}T${t.time.replace(':', '')}00`;
  return `${name};VALUE=DATE:${day}`;
}

function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `DURATION:PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

const text = (name: string, value: string | undefined) => (value ? [`${name}:${escapeText(value)}`] : []);

function eventLines(e: IcalEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utc(e.stamp)}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    ...(e.status ? [`STATUS:${e.status.toUpperCase()}`] : []),
    timeProperty('DTSTART', e.start),
    'minutes' in e.end ? duration(e.end.minutes) : timeProperty('DTEND', e.end),
    ...(e.weekly
      ? [`RRULE:FREQ=WEEKLY;BYDAY=${e.weekly.byDay}`, ...e.weekly.except.map((t) => timeProperty('EXDATE', t))]
      : []),
    ...text('SUMMARY', e.summary),
    ...text('DESCRIPTION', e.description),
    ...text('LOCATION', e.location),
    ...(e.url ? [`URL:${e.url}`] : []),
    ...(e.transparent ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
  ];
}

/** A Berlin wall-clock time anywhere in an event needs the zone's definition in the file. */
function usesWallClock(e: IcalEvent): boolean {
  return [e.start, e.end, ...(e.weekly?.except ?? [])].some((t) => 'time' in t);
}

/** The calendar file: CRLF line ends, lines folded at 75 octets. */
export function icalendar(calendar: IcalCalendar): string {
  const zoned = calendar.events.some(usesWallClock);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.product}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method.toUpperCase()}`,
    ...text('X-WR-CALNAME', calendar.name),
    ...(zoned ? [`X-WR-TIMEZONE:${timeZone}`, ...vtimezone] : []),
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
