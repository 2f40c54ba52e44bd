import { Heading, Text } from '@react-email/components';
import { LinkButtons } from './LinkButton';
import { MailLayout } from './MailLayout';
import { bookingRows, headingStyle, ReservationDetails, textStyle } from './ReservationDetails';
import { VenueFooter } from './VenueFooter';

export interface ReservationChangedProps {
  customerName: string;
  longDate: string;
  /** '21:00 - 23:00 Uhr'. */
  time: string;
  /** '5' or '11 + 12'. */
  tables: string;
  guests: string;
  /** The booking as it was: 'Freitag, 27. November 2026, 20:00 Uhr, Tisch 5'. */
  previously: string;
  /** The guest changed it online (the booking page); otherwise staff did, as agreed with the guest. */
  byGuest: boolean;
  /** The guest's own booking page; '' when the mail has no secret to link with. */
  manageUrl: string;
  venue: { name: string; phone: string; email: string; reservationHours: string };
}

/** docs/mails.md#change-to-the-guest: staff or the guest changed the booking ('Reservierung geändert - Tisch {ids}'). */
export function ReservationChanged(p: ReservationChangedProps) {
  return (
    <MailLayout
      preview={`Ihre Reservierung wurde geändert: ${p.longDate}, ${p.time}`}
      footer={<VenueFooter venue={p.venue} />}
    >
      <Heading as="h1" style={headingStyle}>
        Ihre Reservierung wurde geändert
      </Heading>
      <Text style={textStyle}>Hallo {p.customerName},</Text>
      <Text style={textStyle}>
        {p.byGuest
          ? 'Sie haben Ihre Reservierung geändert. So gilt sie jetzt:'
          : 'wie besprochen haben wir Ihre Reservierung geändert. So gilt sie jetzt:'}
      </Text>
      <ReservationDetails rows={[...bookingRows(p), ['Bisher', p.previously]]} />
      <Text style={textStyle}>
        Der Termin im Anhang (reservierung.ics) aktualisiert den Eintrag in Ihrem Kalender. Der Link aus Ihrer
        Bestätigungs-E-Mail bleibt gültig.
      </Text>
      {p.manageUrl && <LinkButtons links={[{ href: p.manageUrl, label: 'Reservierung ansehen', tone: 'quiet' }]} />}
      <Text style={textStyle}>Ihr Team vom {p.venue.name}</Text>
    </MailLayout>
  );
}
