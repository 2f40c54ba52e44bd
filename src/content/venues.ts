import { type Operator, operator as operatorSchema, type Venue, venue } from '../domain/venue/schema';

// The one place for addresses, phone numbers, e-mails and opening hours. Pages, structured data,
// the legal pages and every mail read them from here.
// The contact data below are placeholders: the operator replaces them with their own.

export const venues: readonly Venue[] = [
  venue.parse({
    id: 'rappen',
    name: 'Rappen',
    shortName: 'Rappen',
    address: { street: 'Marktplatz 10', postalCode: '72764', city: 'Reutlingen' },
    phone: '07121 123456',
    phoneHref: 'tel:+497121123456',
    email: 'info@rappen-reutlingen.de',
    openingHours: [
      { days: ['Mo'], opens: '15:00', closes: '22:00' },
      { days: ['Di', 'Mi', 'Do'], opens: '12:00', closes: '23:00' },
      { days: ['Fr'], opens: '12:00', closes: '01:00' },
      { days: ['Sa'], opens: '13:00', closes: '01:00' },
      { days: ['So'], opens: '13:00', closes: '22:00' },
    ],
    openingHoursNote: 'Feiertage ab 14:30 Uhr',
    mapUrl: 'https://www.openstreetmap.org/search?query=Marktplatz%2010%2C%2072764%20Reutlingen',
  }),
  venue.parse({
    id: 'irish',
    name: 'Irish Pub Reutlingen',
    shortName: 'Irish Pub',
    address: { street: 'Wilhelmstraße 12', postalCode: '72764', city: 'Reutlingen' },
    phone: '07121 123456',
    phoneHref: 'tel:+497121123456',
    email: 'info@irishpub-reutlingen.de',
    openingHours: [{ days: ['Do', 'Fr', 'Sa', 'So', 'Mo', 'Di'], opens: '19:00' }],
    openingHoursNote: 'Mittwoch Ruhetag',
    mapUrl: 'https://www.openstreetmap.org/search?query=Wilhelmstra%C3%9Fe%2012%2C%2072764%20Reutlingen',
  }),
];

export const operator: Operator = operatorSchema.parse({
  owner: 'Max Mustermann',
  company: 'Rappen & Irish Pub Reutlingen, Inhaber Max Mustermann',
  phone: '07121 123456',
  phoneHref: 'tel:+497121123456',
  emails: ['info@rappen-reutlingen.de', 'info@irishpub-reutlingen.de'],
  vatId: 'DE000000000',
  supervisoryAuthority: 'Ordnungsamt der Stadt Reutlingen, Marktplatz 22, 72764 Reutlingen',
  inbox: 'info@irishpub-reutlingen.de',
  staffInbox: 'team@irishpub-reutlingen.de',
  mailFrom: 'Irish Pub Reutlingen <reservierung@irishpub-reutlingen.de>',
  whatsapp: '+49 171 1234567',
});

export function venueById(id: Venue['id']): Venue {
  const found = venues.find((v) => v.id === id);
  if (!found) throw new Error(`Unknown venue ${id}`);
  return found;
}
