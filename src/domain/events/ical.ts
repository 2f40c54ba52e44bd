import { addDays, weekdayOf } from '../calendar';
import { type IcalEvent, icalendar } from '../calendar/ical';
import type { EventCalendar } from './calendar';
import { dayNumber, icalDay } from './recurring';
import type { CalendarEvent } from './schema';

export interface ICalOptions {
  /** Stamp of the feed (DTSTAMP). */
  now: Date;
  location: string;
  url: string;
}

function description(e: Pick<CalendarEvent, 'details' | 'note'>): string {
  return [e.details, e.note].filter(Boolean).join('\n');
}

/**
 * The calendar as iCalendar: each fixed event once; quiz and karaoke as weekly RRULEs without an
 * end, skipping (EXDATE) the dates a fixed event takes, so subscribers never run out of events.
 */
export function toICalendar({ fixed, weekly }: EventCalendar, options: ICalOptions): string {
  const common = (uid: string, e: Pick<CalendarEvent, 'name' | 'icon' | 'details' | 'note' | 'page'>) => ({
    uid,
    stamp: options.now,
    summary: `${e.icon} ${e.name}`,
    description: description(e),
    location: options.location,
    // A fixed event links to its own page, the weekly ones to the calendar.
    url: e.page ? new URL(e.page, options.url).href : options.url,
  });
  const events: IcalEvent[] = fixed.map((e) => ({
    ...common(`${e.date}-${e.type}@rappen-irishpub.de`, e),
    ...(e.time
      ? { start: { day: e.date, time: e.time }, end: { minutes: 240 } }
      : { start: { day: e.date }, end: { day: addDays(e.date, 1) } }),
    transparent: e.type === 'closed',
  }));
  for (const rule of weekly) {
    const day = dayNumber(rule.weekday);
    let first = rule.from;
    while (weekdayOf(first) !== day) first = addDays(first, 1);
    const skipped = fixed.filter((e) => weekdayOf(e.date) === day && e.date >= first);
    events.push({
      ...common(`weekly-${rule.type}@rappen-irishpub.de`, rule),
      start: { day: first, time: rule.time },
      end: { minutes: 180 },
      weekly: { byDay: icalDay(rule.weekday), except: skipped.map((e) => ({ day: e.date, time: rule.time })) },
    });
  }
  return icalendar({
    product: '-//Rappen & Irish Pub Reutlingen//Veranstaltungen//DE',
    method: 'publish',
    name: 'Irish Pub Reutlingen – Veranstaltungen',
    events,
  });
}
