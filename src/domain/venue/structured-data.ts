import { berlinOffset } from '../calendar';
import type { CalendarEvent } from '../events/schema';
import type { Venue, Weekday } from './schema';

const schemaDays: Record<Weekday, string> = {
  Mo: 'https://schema.org/Monday',
  Di: 'https://schema.org/Tuesday',
  Mi: 'https://schema.org/Wednesday',
  Do: 'https://schema.org/Thursday',
  Fr: 'https://schema.org/Friday',
  Sa: 'https://schema.org/Saturday',
  So: 'https://schema.org/Sunday',
};

/** schema.org `BarOrPub` of a venue, with address and opening hours from the venue content. */
export function barOrPub(venue: Venue, siteUrl: string, path: string, image?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BarOrPub',
    '@id': new URL(`${path}#pub`, siteUrl).href,
    name: venue.name,
    url: new URL(path, siteUrl).href,
    telephone: venue.phoneHref.replace('tel:', ''),
    email: venue.email,
    ...(image && { image: new URL(image, siteUrl).href }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address.street,
      postalCode: venue.address.postalCode,
      addressLocality: venue.address.city,
      addressCountry: 'DE',
    },
    openingHoursSpecification: venue.openingHours.map((rule) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: rule.days.map((d) => schemaDays[d]),
      opens: rule.opens,
      // Open end is published as closing at midnight's end of day.
      closes: rule.closes ?? '23:59',
    })),
  };
}

/** schema.org `Event` at a venue. */
export function eventJsonLd(event: CalendarEvent, venue: Venue, siteUrl: string, path: string) {
  const start = event.time ? `${event.date}T${event.time}:00${berlinOffset(event.date, event.time)}` : event.date;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: start,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.details && { description: event.details }),
    url: new URL(path, siteUrl).href,
    location: {
      '@type': 'BarOrPub',
      name: venue.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: venue.address.street,
        postalCode: venue.address.postalCode,
        addressLocality: venue.address.city,
        addressCountry: 'DE',
      },
    },
    organizer: { '@type': 'Organization', name: venue.name, url: new URL('/', siteUrl).href },
  };
}
