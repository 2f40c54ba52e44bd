import { Heading, Text } from '@react-email/components';
import { fieldLabels, notGiven } from '../../../domain/booking/labels';
import { MailLayout } from './MailLayout';
import { headingStyle, ReservationDetails, textStyle } from './ReservationDetails';

export interface CancellationNoticeProps {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  longDate: string;
  time: string;
  /** The table or the combined tables: '5', '11 + 12'. */
  tables: string;
  guests: string;
  /** '21.11.2026, 13:05'. */
  cancelledAt: string;
}

/** To the venue: a guest cancelled through the link in their confirmation; the table is free again. */
export function CancellationNotice(p: CancellationNoticeProps) {
  return (
    <MailLayout preview={`Storniert: Tisch ${p.tables}, ${p.longDate}, ${p.time}`}>
      <Heading as="h1" style={headingStyle}>
        Reservierung vom Gast storniert – Tisch {p.tables}
      </Heading>
      <ReservationDetails
        rows={[
          ['Kunde', p.customerName],
          ['E-Mail', p.customerEmail],
          [fieldLabels.phone, p.customerPhone ?? notGiven],
          ['Datum', p.longDate],
          ['Uhrzeit', p.time],
          ['Tisch', `Tisch ${p.tables}`],
          [fieldLabels.guests, p.guests],
          ['Storniert am', p.cancelledAt],
        ]}
      />
      <Text style={textStyle}>Der Tisch ist für diese Zeit wieder frei.</Text>
    </MailLayout>
  );
}
