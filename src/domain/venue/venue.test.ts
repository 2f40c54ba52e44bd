import { describe, expect, it } from 'vitest';
import { venueById } from '../../site/venues';
import { berlinOffset } from '../calendar';
import { addressLine, closedDays, openingHoursLine, openingHoursRows } from './opening-hours';
import { barOrPub, eventJsonLd } from './structured-data';

describe('opening hours', () => {
  it('are the documented values for the Rappen', () => {
    expect(openingHoursRows(venueById('rappen').openingHours).map((r) => `${r.days} ${r.hours}`)).toEqual([
      'Mo 15:00 – 22:00 Uhr',
      'Di – Do 12:00 – 23:00 Uhr',
      'Fr 12:00 – 01:00 Uhr',
      'Sa 13:00 – 01:00 Uhr',
      'So 13:00 – 22:00 Uhr',
    ]);
    expect(venueById('rappen').openingHoursNote).toBe('Feiertage ab 14:30 Uhr');
  });

  it('open the Irish pub Thursday to Tuesday from 19:00, Wednesday closed', () => {
    const rows = openingHoursRows(venueById('irish').openingHours);
    expect(rows.map((r) => `${r.days} ${r.hours}`)).toEqual(['Do – Di ab 19:00 Uhr']);
    expect(rows[0]?.daysLong).toBe('Donnerstag bis Dienstag');
    expect(closedDays(venueById('irish').openingHours)).toEqual(['Mi']);
  });
});

describe('structured data', () => {
  it('describes each venue as a BarOrPub with address and opening hours', () => {
    const data = barOrPub(venueById('rappen'), 'https://example.org', '/rappen');
    expect(data['@type']).toBe('BarOrPub');
    expect(data.address.streetAddress).toBe(venueById('rappen').address.street);
    expect(data.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Monday'],
      opens: '15:00',
      closes: '22:00',
    });
  });

  it('gives events a Berlin start time with the right DST offset', () => {
    expect(berlinOffset('2026-07-01')).toBe('+02:00');
    expect(berlinOffset('2026-12-01')).toBe('+01:00');
    const e = eventJsonLd(
      { date: '2026-12-01', name: 'Pub Quiz', type: 'quiz', icon: '🧠', time: '20:00' },
      venueById('irish'),
      'https://example.org',
      '/irish',
    );
    expect(e.startDate).toBe('2026-12-01T20:00:00+01:00');
    expect(e.location.name).toBe(venueById('irish').name);
  });
});

describe('openingHoursLine', () => {
  it('names a run of days by its first and last, as the pages do, in one line', () => {
    const venue = {
      openingHours: [
        { days: ['Fr', 'Sa'] as const, opens: '18:00', closes: '02:00' },
        { days: ['So'] as const, opens: '17:00' },
      ],
      openingHoursNote: 'Montag bis Donnerstag Ruhetag',
    };
    expect(openingHoursLine(venue as never)).toBe(
      'Fr-Sa 18:00-02:00 Uhr, So ab 17:00 Uhr (Montag bis Donnerstag Ruhetag)',
    );
    expect(openingHoursRows(venue.openingHours as never).map((r) => r.days)).toEqual(['Fr – Sa', 'So']);
  });
});

describe('addressLine', () => {
  it('is street, postal code and city in one line', () => {
    expect(addressLine(venueById('rappen'))).toMatch(/^[^,]+, \d{5} \S+/);
  });
});
