import { Heading, Text } from '@react-email/components';
import { MailLayout } from './MailLayout';
import { bookingRows, guestRows, headingStyle, ReservationDetails, textStyle } from './ReservationDetails';

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
  at: string;
  /** The booking as it was, when the guest changed it ('Freitag, 27. November 2026, 20:00 Uhr, Tisch 5, 4 Personen'). */
  previously?: string;
}

/**
 * To the venue: a guest cancelled through the link in their mail (the table is free again), or
 * changed the booking there (`previously`).
 */
export function CancellationNotice(p: CancellationNoticeProps) {
  const changed = p.previously !== undefined;
  return (
    <MailLayout preview={`${changed ? 'Geändert' : 'Storniert'}: Tisch ${p.tables}, ${p.longDate}, ${p.time}`}>
      <Heading as="h1" style={headingStyle}>
        Reservierung vom Gast {changed ? 'geändert' : 'storniert'} – Tisch {p.tables}
      </Heading>
      <ReservationDetails
        rows={[
          ...guestRows(p),
          ...bookingRows(p),
          ...(changed ? [['Bisher', p.previously ?? ''] as [string, string]] : []),
          [changed ? 'Geändert am' : 'Storniert am', p.at],
        ]}
      />
      <Text style={textStyle}>
        {changed ? 'Der bisherige Tisch ist für diese Zeit wieder frei.' : 'Der Tisch ist für diese Zeit wieder frei.'}
      </Text>
    </MailLayout>
  );
}
