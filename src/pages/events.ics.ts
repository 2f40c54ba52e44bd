import type { APIRoute } from 'astro';
import { fixedEvents } from '../content/events';
import { venueById } from '../content/venues';
import { toICalendar } from '../domain/events/ical';

/** The Irish pub's events as an iCalendar feed, generated at build. */
export const GET: APIRoute = ({ site }) => {
  const irish = venueById('irish');
  const body = toICalendar(fixedEvents, {
    now: new Date(),
    location: `${irish.name}, ${irish.address.street}, ${irish.address.postalCode} ${irish.address.city}`,
    url: new URL('/irish', site ?? 'https://www.rappen-irishpub.de').href,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
