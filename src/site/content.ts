import { type CollectionEntry, getCollection, getEntry } from 'astro:content';
import type { EventCalendar } from '../domain/events/calendar';
import { type CalendarEvent, defaultIcons } from '../domain/events/schema';
import { withoutHtml } from './content-markdown.mjs';
import { eventPath } from './event-files.mjs';

type Singleton = 'faq' | 'irish' | 'menu' | 'rappen' | 'rentals' | 'sponsors' | 'spritz' | 'team';

/** The data of a one-file collection, `src/content/<name>.yaml` (src/content.config.ts). */
export async function single<C extends Singleton>(name: C): Promise<CollectionEntry<C>['data']> {
  const entry = await getEntry(name, name);
  if (!entry) throw new Error(`src/content/${name}.yaml fehlt`);
  // getEntry's overloads widen a generic collection to the union of all; the entry is of `name`.
  return entry.data as CollectionEntry<C>['data'];
}

/**
 * The fixed events of the Irish pub's calendar, by date, from src/content/events/*.md (the body is
 * the details). The calendar shows one event per day, so two files on one date stop the build.
 */
export async function fixedEvents(): Promise<CalendarEvent[]> {
  const entries = await getCollection('events');
  const events = entries
    .map(({ id, data, body }) => ({
      date: data.date,
      name: data.name,
      type: data.type,
      icon: data.icon ?? defaultIcons[data.type],
      ...(data.time && { time: data.time }),
      ...(body && withoutHtml(body) && { details: withoutHtml(body) }),
      ...(data.note && { note: data.note }),
      page: eventPath(id),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
  for (let i = 1; i < events.length; i++) {
    const [a, b] = [events[i - 1], events[i]];
    if (a && b && a.date === b.date) {
      throw new Error(`Zwei Veranstaltungen am ${a.date}: ${a.page} und ${b.page} (src/content/events/)`);
    }
  }
  return events;
}

/** The whole calendar of the Irish pub: the event files and the weekly events of irish.yaml. */
export async function eventCalendar(): Promise<EventCalendar> {
  const [fixed, { weekly }] = await Promise.all([fixedEvents(), single('irish')]);
  return { fixed, weekly };
}
