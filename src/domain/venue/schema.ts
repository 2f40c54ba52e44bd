import { clockPattern } from '../calendar';
import { blankIsAbsent, z } from '../zod';

export const weekdays = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;
export type Weekday = (typeof weekdays)[number];

const clock = z.string().regex(clockPattern, 'HH:MM');

/** Opening hours as data: pages, structured data (schema.org) and mails all read these. */
export const openingHoursRule = z.object({
  days: z.array(z.enum(weekdays)).min(1),
  opens: clock,
  /** Absent when the pub closes "open end"; past midnight means the next morning. */
  closes: blankIsAbsent(clock),
});

export const venueIds = ['rappen', 'irish'] as const;

/** A venue's file (src/content/venues/<id>.yaml): the file's name is the venue's id. */
export const venueFile = z.object({
  name: z.string(),
  shortName: z.string(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
  phone: z.string(),
  /** `tel:` form of the phone number. */
  phoneHref: z.string().startsWith('tel:'),
  email: z.email(),
  openingHours: z.array(openingHoursRule),
  openingHoursNote: blankIsAbsent(z.string()),
  mapUrl: z.url(),
});

export const venue = venueFile.extend({ id: z.enum(venueIds) });

export type Venue = z.infer<typeof venue>;
export type OpeningHoursRule = z.infer<typeof openingHoursRule>;

/** The operator of both pubs, for the legal pages and mail footers. */
export const operator = z.object({
  owner: z.string(),
  company: z.string(),
  phone: z.string(),
  phoneHref: z.string().startsWith('tel:'),
  emails: z.array(z.email()).min(1),
  vatId: z.string(),
  supervisoryAuthority: z.string(),
  /** Guests send quiz sign-ups here (quiz booking only via WhatsApp). */
  whatsapp: z.string(),
});

export type Operator = z.infer<typeof operator>;
