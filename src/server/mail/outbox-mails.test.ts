import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../domain/settings/settings';
import { openingHoursLine } from '../../domain/venue/opening-hours';
import { venueById } from '../../site/venues';
import { composeOutboxMail } from './outbox-mails';

const payload = {
  id: '6f1c1a56-0c1e-4d6a-9a53-000000000001',
  date: '2027-07-02',
  startTime: '19:30',
  endTime: '00:00',
  startsAt: '2027-07-02T17:30:00+00:00',
  endsAt: '2027-07-02T22:00:00+00:00',
  tableId: 9,
  tableCapacity: 1,
  guestCount: 1,
  customerName: 'Bert',
  customerEmail: 'bert@example.org',
  customerPhone: null,
  specialRequests: null,
  createdAt: '2027-06-01T10:00:00+00:00',
  cancelToken: 'a'.repeat(48),
};
const ctx = {
  mail: {
    from: defaultSettings.mailFrom ?? '',
    venueTo: defaultSettings.venueInbox ?? '',
    staffTo: defaultSettings.adminEmail,
  },
  contact: { phone: defaultSettings.guestPhone ?? '', email: defaultSettings.guestEmail ?? '' },
  siteUrl: 'https://www.rappen-irishpub.de',
  queuedAt: new Date('2027-06-01T10:00:00Z'),
  reservationHours: 'Fr-Mo 19:30-00:00',
};

describe('booking mails', () => {
  it("says 'Person' for one guest and leaves out empty special requests", async () => {
    const mail = await composeOutboxMail('reservation-confirmation', payload, ctx);
    expect(mail.text).toContain('1 Person');
    expect(mail.text).not.toContain('1 Personen');
    expect(mail.text).not.toContain('Besondere Wünsche');
    expect(mail.text).toContain('Freitag, 2. Juli 2027');
    expect(mail.text).toContain('19:30 - 00:00 Uhr');
  });

  it("shows a missing phone as 'Nicht angegeben' to the venue, booking time in Berlin time", async () => {
    const mail = await composeOutboxMail('venue-notification', payload, ctx);
    expect(mail.subject).toBe('NEUE RESERVIERUNG - Tisch 9 - Irish Pub');
    expect(mail.text).toContain('Nicht angegeben');
    expect(mail.text).toContain('01.06.2027, 12:00');
    expect(mail.replyTo).toBe('bert@example.org');
  });

  it('puts the summer time into the calendar file in UTC', async () => {
    const mail = await composeOutboxMail('reservation-confirmation', payload, ctx);
    const ics = Buffer.from(mail.attachments?.[0]?.content ?? '', 'base64').toString('utf8');
    expect(ics).toContain('DTSTART:20270702T173000Z');
    expect(ics).toContain('DTEND:20270702T220000Z');
  });

  it('refuses a payload without the reservation data', async () => {
    await expect(composeOutboxMail('venue-notification', { id: 'x' }, ctx)).rejects.toThrow();
  });

  it('reads a hire mail as a hire, never as a reservation: a partial payload is refused', async () => {
    await expect(composeOutboxMail('hire-offer', { inquiryId: 'x' }, ctx)).rejects.toThrow('space');
  });

  it('writes the opening hours of the Irish pub', () => {
    expect(openingHoursLine(venueById('irish'))).toBe('Do-Di ab 19:00 Uhr (Mittwoch Ruhetag)');
  });

  it('tells the guest of their own change, with the link and the calendar update, and the venue what it was', async () => {
    const changed = {
      ...payload,
      cancelToken: undefined,
      manageToken: 'b'.repeat(48),
      byGuest: true,
      sequence: 2,
      guestCount: 2,
      previous: { date: '2027-07-01', startTime: '20:00', tableIds: [5], guestCount: 4 },
    };
    const toGuest = await composeOutboxMail('reservation-changed', changed, ctx);
    expect(toGuest.subject).toBe('Reservierung geändert - Tisch 9');
    expect(toGuest.text).toContain('Sie haben Ihre Reservierung geändert.');
    expect(toGuest.text).toContain('Donnerstag, 1. Juli 2027, 20:00 Uhr, Tisch 5, 4 Personen');
    expect(toGuest.text).toContain(`https://www.rappen-irishpub.de/reservierung/verwalten#${'b'.repeat(48)}`);
    const ics = Buffer.from(toGuest.attachments?.[0]?.content ?? '', 'base64').toString('utf8');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain(`UID:${payload.id}@www.rappen-irishpub.de`);
    const toVenue = await composeOutboxMail('guest-change-notice', changed, ctx);
    expect(toVenue.subject).toBe('ÄNDERUNG DURCH GAST - Tisch 9 - Irish Pub');
    expect(toVenue.text).toContain('Bisher');
    expect(toVenue.replyTo).toBe('bert@example.org');
    const byStaff = await composeOutboxMail(
      'reservation-changed',
      { ...changed, byGuest: undefined, manageToken: undefined },
      ctx,
    );
    expect(byStaff.text).toContain('wie besprochen haben wir Ihre Reservierung geändert');
    expect(byStaff.text).not.toContain('/reservierung/verwalten');
  });

  it("offers a waiting guest the held table: 'Ein Tisch ist frei', until when, and two whole links", async () => {
    const offer = {
      ...payload,
      cancelToken: undefined,
      tableIds: [9],
      offerToken: 'c'.repeat(48),
      expiresAt: '2027-07-01T16:30:00+00:00',
    };
    const mail = await composeOutboxMail('waitlist-offer', offer, ctx);
    expect(mail.subject).toBe('Ein Tisch ist frei - Freitag, 2. Juli 2027');
    expect(mail.to).toEqual(['bert@example.org']);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('19:30 - 00:00 Uhr');
      expect(body).toContain('Tisch 9');
      expect(body).toContain('01.07.2027, 18:30 Uhr');
      expect(body).toContain('Tisch übernehmen');
      expect(body).toContain('Nein danke');
    }
    expect(mail.text).toMatch(new RegExp(`/reservierung/angebot#${'c'.repeat(48)}(?!\\w)`));
    expect(mail.text).toMatch(new RegExp(`/reservierung/angebot\\?aktion=nein#${'c'.repeat(48)}(?!\\w)`));
  });

  it("names the owner's phone and address for guests in every guest mail and its calendar file, never the content's", async () => {
    const venue = venueById('irish');
    const contact = { phone: '+49 7121 555000', email: 'gaeste@example.org' };
    const guestMails = [
      ['reservation-confirmation', payload],
      ['reservation-cancelled', payload],
      [
        'reservation-changed',
        { ...payload, sequence: 1, previous: { date: '2027-07-01', startTime: '20:00', tableIds: [5] } },
      ],
      ['reservation-reminder', { ...payload, cancelToken: undefined, manageToken: 'b'.repeat(48) }],
      [
        'waitlist-offer',
        { ...payload, cancelToken: undefined, offerToken: 'c'.repeat(48), expiresAt: payload.startsAt },
      ],
    ] as const;
    for (const [kind, row] of guestMails) {
      const mail = await composeOutboxMail(kind, row, { ...ctx, contact });
      for (const body of [mail.text, mail.html]) {
        expect(body, kind).toContain(contact.phone);
        expect(body, kind).not.toContain(venue.phone);
      }
      if (kind !== 'reservation-cancelled') expect(mail.text, kind).toContain(contact.email);
      const ics = Buffer.from(mail.attachments?.[0]?.content ?? '', 'base64')
        .toString('utf8')
        .replace(/\r\n[ \t]/g, '');
      if (kind === 'reservation-confirmation' || kind === 'reservation-changed') {
        expect(ics, kind).toContain(`Telefon ${contact.phone}.`);
      }
      expect(ics, kind).not.toContain(venue.phone);
    }
  });
});
