import { Button, Heading, Section, Text } from '@react-email/components';
import { fieldLabels } from '../../../domain/booking/labels';
import type { GuestDetails } from '../../../domain/booking/schemas';
import { MailLayout } from './MailLayout';
import { headingStyle, ReservationDetails, textStyle } from './ReservationDetails';

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
  cancelUrl: string;
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
    <MailLayout
      preview={`Ihre Reservierung am ${p.longDate}, ${p.time}`}
      footer={
        <>
          {p.venue.name} · {p.venue.address}
          <br />
          Telefon {p.venue.phone} · {p.venue.email}
          <br />
          Öffnungszeiten: {p.venue.openingHours}
          {p.venue.reservationHours && (
            <>
              <br />
              {`Reservierungszeiten: ${p.venue.reservationHours}`}
            </>
          )}
        </>
      }
    >
      <Heading as="h1" style={headingStyle}>
        Ihre Reservierung ist bestätigt
      </Heading>
      <Text style={textStyle}>Hallo {p.customerName},</Text>
      <Text style={textStyle}>vielen Dank für Ihre Reservierung im {p.venue.name}. Hier sind Ihre Daten:</Text>
      <ReservationDetails
        rows={[
          ['Datum', p.longDate],
          ['Uhrzeit', p.time],
          ['Tisch', `Tisch ${p.tables}`],
          [fieldLabels.guests, p.guests],
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
      <Text style={textStyle}>Sie können doch nicht kommen? Dann stornieren Sie Ihre Reservierung bitte hier:</Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button
          href={p.cancelUrl}
          style={{ backgroundColor: '#1f5132', borderRadius: 6, color: '#ffffff', fontSize: 15, padding: '10px 18px' }}
        >
          Reservierung stornieren
        </Button>
      </Section>
      <Text style={textStyle}>Wir freuen uns auf Ihren Besuch!</Text>
      <Text style={textStyle}>Ihr Team vom {p.venue.name}</Text>
    </MailLayout>
  );
}
