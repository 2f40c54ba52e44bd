import { Heading, Text } from '@react-email/components';
import { MailLayout } from './MailLayout';
import { headingStyle, ReservationDetails, textStyle } from './ReservationDetails';

export interface HireVenueMailProps {
  space: string;
  longDate: string;
  time: string;
  guests: string;
  occasion: string;
  packages: string[];
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  message: string;
}

/** docs/mails.md#hire-mails: 'NEUE MIETANFRAGE - {space} - {date}' to the venue; reply goes to the guest. */
export function HireVenueMail(p: HireVenueMailProps) {
  return (
    <MailLayout preview={`Neue Mietanfrage: ${p.space}, ${p.longDate}`}>
      <Heading as="h1" style={headingStyle}>
        Neue Mietanfrage
      </Heading>
      <Text style={textStyle}>
        Bitte rufen Sie zurück und senden Sie das Angebot unter „Feiern“ im Personalbereich.
      </Text>
      <ReservationDetails
        rows={[
          ['Raum', p.space],
          ['Datum', p.longDate],
          ['Uhrzeit', p.time],
          ['Gäste', p.guests],
          ['Anlass', p.occasion],
          ['Pakete', p.packages.length > 0 ? p.packages.join(', ') : 'keine'],
          ['Kunde', p.customerName],
          ['E-Mail', p.customerEmail],
          ['Telefon', p.customerPhone],
          ...(p.message ? [['Nachricht', p.message] as [string, string]] : []),
        ]}
      />
    </MailLayout>
  );
}
