import { Heading, Text } from '@react-email/components';
import { fieldLabels } from '../../../domain/booking/labels';
import type { GuestDetails } from '../../../domain/booking/schemas';
import { LinkButtons } from './LinkButton';
import { MailLayout } from './MailLayout';
import { bookingRows, headingStyle, ReservationDetails, textStyle } from './ReservationDetails';
import { VenueFooter } from './VenueFooter';

export interface ReservationConfirmationProps {
  customerName: string;
  /** 'Freitag, 27. November 2026'. */
  longDate: string;
  /** '20:00 - 23:00 Uhr'. */
  time: string;
  /** The table or the combined tables: '5', '11 + 12'. */
  tables: string;
  /** '3 Personen'. */
  guests: string;
  /** The guest's optional details as booked; the mail shows those it names below. */
  details: GuestDetails;
  /** The guest's own booking page for each choice (`/reservierung/verwalten?aktion=…#secret`). */
  links: { change: string; cancel: string };
  venue: {
    name: string;
    address: string;
    phone: string;
    email: string;
    openingHours: string;
    reservationHours: string;
  };
}

/** docs/mails.md#call-1-confirmation-to-the-guest: the guest's confirmation ('Reservierungsbestätigung - Tisch {tableId}'). */
export function ReservationConfirmation(p: ReservationConfirmationProps) {
  return (
    <MailLayout preview={`Ihre Reservierung am ${p.longDate}, ${p.time}`} footer={<VenueFooter venue={p.venue} />}>
      <Heading as="h1" style={headingStyle}>
        Ihre Reservierung ist bestätigt
      </Heading>
      <Text style={textStyle}>Hallo {p.customerName},</Text>
      <Text style={textStyle}>vielen Dank für Ihre Reservierung im {p.venue.name}. Hier sind Ihre Daten:</Text>
      <ReservationDetails
        rows={[
          ...bookingRows(p),
          ...(p.details.specialRequests
            ? [[fieldLabels.specialRequests, p.details.specialRequests] as [string, string]]
            : []),
        ]}
      />
      <Text style={{ ...textStyle, fontWeight: 'bold' }}>
        Bitte seien Sie pünktlich: Ihr Tisch wird 15 Minuten nach der vereinbarten Uhrzeit wieder freigegeben.
      </Text>
      <Text style={textStyle}>
        Den Termin finden Sie auch im Anhang (reservierung.ics) für Ihren Kalender. Fragen oder Änderungen? Rufen Sie
        uns an unter {p.venue.phone} oder schreiben Sie an {p.venue.email}.
      </Text>
      <Text style={textStyle}>
        Andere Zeit, mehr Gäste oder doch nicht? Ändern oder stornieren Sie Ihre Reservierung bitte hier:
      </Text>
      <LinkButtons
        links={[
          { href: p.links.change, label: 'Reservierung ändern', tone: 'quiet' },
          { href: p.links.cancel, label: 'Reservierung stornieren' },
        ]}
      />
      <Text style={textStyle}>Wir freuen uns auf Ihren Besuch!</Text>
      <Text style={textStyle}>Ihr Team vom {p.venue.name}</Text>
    </MailLayout>
  );
}
