import { Heading, Link, Text } from '@react-email/components';
import { fieldLabels } from '../../../domain/booking/labels';
import { MailLayout } from './MailLayout';
import { headingStyle, ReservationDetails, textStyle } from './ReservationDetails';
import { VenueFooter } from './VenueFooter';

export interface CancellationMailProps {
  customerName: string;
  longDate: string;
  /** '20:00 - 23:00 Uhr'. */
  time: string;
  /** The table or the combined tables: '5', '11 + 12'. */
  tables: string;
  tableCapacity: number;
  guests: string;
  bookingUrl: string;
  venue: { name: string; phone: string; reservationHours: string };
}

/** docs/mails.md#call-4-cancellation-to-the-guest: staff cancelled the reservation ('Reservierung storniert - Tisch {tableId}'). */
export function CancellationMail(p: CancellationMailProps) {
  return (
    <MailLayout preview={`Ihre Reservierung am ${p.longDate} wurde storniert`} footer={<VenueFooter venue={p.venue} />}>
      <Heading as="h1" style={headingStyle}>
        Ihre Reservierung wurde storniert
      </Heading>
      <Text style={textStyle}>Hallo {p.customerName},</Text>
      <Text style={textStyle}>leider müssen wir Ihre folgende Reservierung stornieren:</Text>
      <ReservationDetails
        rows={[
          ['Datum', p.longDate],
          ['Uhrzeit', p.time],
          ['Tisch', `Tisch ${p.tables} (${p.tableCapacity} Plätze)`],
          [fieldLabels.guests, p.guests],
        ]}
      />
      <Text style={textStyle}>Wir bitten vielmals um Entschuldigung für die Unannehmlichkeiten.</Text>
      <Text style={textStyle}>
        Gerne können Sie jederzeit einen neuen Tisch reservieren: <Link href={p.bookingUrl}>{p.bookingUrl}</Link>
      </Text>
      <Text style={textStyle}>Ihr Team vom {p.venue.name}</Text>
    </MailLayout>
  );
}
