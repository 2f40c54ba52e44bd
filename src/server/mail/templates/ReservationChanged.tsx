import { Heading, Text } from '@react-email/components';
import { fieldLabels } from '../../../domain/booking/labels';
import { MailLayout } from './MailLayout';
import { headingStyle, ReservationDetails, textStyle } from './ReservationDetails';

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
  venue: { name: string; phone: string; email: string; reservationHours: string };
}

/** docs/mails.md#change-to-the-guest: staff changed the booking ('Reservierung geändert - Tisch {ids}'). */
export function ReservationChanged(p: ReservationChangedProps) {
  return (
    <MailLayout
      preview={`Ihre Reservierung wurde geändert: ${p.longDate}, ${p.time}`}
      footer={
        <>
          {p.venue.name} · Telefon {p.venue.phone} · {p.venue.email}
          <br />
          {`Reservierungszeiten: ${p.venue.reservationHours}`}
        </>
      }
    >
      <Heading as="h1" style={headingStyle}>
        Ihre Reservierung wurde geändert
      </Heading>
      <Text style={textStyle}>Hallo {p.customerName},</Text>
      <Text style={textStyle}>wie besprochen haben wir Ihre Reservierung geändert. So gilt sie jetzt:</Text>
      <ReservationDetails
        rows={[
          ['Datum', p.longDate],
          ['Uhrzeit', p.time],
          ['Tisch', `Tisch ${p.tables}`],
          [fieldLabels.guests, p.guests],
          ['Bisher', p.previously],
        ]}
      />
      <Text style={textStyle}>
        Der Termin im Anhang (reservierung.ics) aktualisiert den Eintrag in Ihrem Kalender. Der Stornierungslink aus
        Ihrer Bestätigungs-E-Mail bleibt gültig.
      </Text>
      <Text style={textStyle}>Ihr Team vom {p.venue.name}</Text>
    </MailLayout>
  );
}
