import { Section, Text } from '@react-email/components';
import { fieldLabels, notGiven } from '../../../domain/booking/labels';

/** Label/value lines of a reservation in a mail; every value is rendered as text (React escapes it). */
export function ReservationDetails({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Section style={{ backgroundColor: '#f7f2e8', borderRadius: 6, margin: '16px 0', padding: '12px 16px' }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ fontSize: 15, lineHeight: '22px', margin: '4px 0', whiteSpace: 'pre-line' }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}

/** The booking itself, the same four lines in every mail about it: date, time, table(s), guests. */
export function bookingRows(p: { longDate: string; time: string; tables: string; guests: string }): [string, string][] {
  return [
    ['Datum', p.longDate],
    ['Uhrzeit', p.time],
    ['Tisch', `Tisch ${p.tables}`],
    [fieldLabels.guests, p.guests],
  ];
}

/** Who booked, as the venue's mails name them. */
export function guestRows(p: {
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null | undefined;
}): [string, string][] {
  return [
    ['Kunde', p.customerName],
    ['E-Mail', p.customerEmail],
    [fieldLabels.phone, p.customerPhone ?? notGiven],
  ];
}

export const textStyle = { color: '#1f1a17', fontSize: 15, lineHeight: '23px' } as const;
export const headingStyle = { color: '#1f5132', fontSize: 22, margin: '0 0 12px' } as const;
