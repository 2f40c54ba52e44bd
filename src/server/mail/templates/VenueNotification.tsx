import { Heading, Text } from '@react-email/components';
import { fieldLabels } from '../../../domain/booking/labels';
import { MailLayout } from './MailLayout';
import { guestRows, headingStyle, ReservationDetails, textStyle } from './ReservationDetails';

export interface VenueNotificationProps {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  longDate: string;
  time: string;
  /** The table or the combined tables: '5', '11 + 12'. */
  tables: string;
  tableCapacity: number;
  guests: string;
  specialRequests: string | null;
  /** '21.11.2026, 13:05'. */
  bookedAt: string;
}

/** docs/mails.md#call-2-notification-to-staff: the venue's notice of a new booking ('NEUE RESERVIERUNG - Tisch {tableId} - Irish Pub'). */
export function VenueNotification(p: VenueNotificationProps) {
  return (
    <MailLayout preview={`Neue Reservierung: Tisch ${p.tables}, ${p.longDate}, ${p.time}`}>
      <Heading as="h1" style={headingStyle}>
        Neue Reservierung – Tisch {p.tables}
      </Heading>
      <ReservationDetails
        rows={[
          ...guestRows(p),
          ['Datum', p.longDate],
          ['Uhrzeit', p.time],
          ['Tisch', `Tisch ${p.tables} (${p.tableCapacity} Plätze)`],
          [fieldLabels.guests, p.guests],
          [fieldLabels.specialRequests, p.specialRequests ?? 'Keine'],
          ['Gebucht am', p.bookedAt],
        ]}
      />
      <Text style={textStyle}>Eine Antwort auf diese E-Mail geht direkt an den Gast.</Text>
    </MailLayout>
  );
}
