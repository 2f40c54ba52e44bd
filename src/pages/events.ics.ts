import type { APIRoute } from 'astro';
import { toICalendar } from '../domain/events/ical';
import { addressLine } from '../domain/venue/opening-hours';
import { eventCalendar } from '../site/content';
import { venueById } from '../site/venues';

/** The Irish pub's events as an iCalendar feed, generated at build. */
export const GET: APIRoute = async ({ site }) => {
  const irish = venueById('irish');
  const body = toICalendar(await eventCalendar(), {
    now: new Date(),
    location: `${irish.name}, ${addressLine(irish)}`,
    url: new URL('/irish', site ?? 'https://www.rappen-irishpub.de').href,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
