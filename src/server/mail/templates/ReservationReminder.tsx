import { Heading, Text } from '@react-email/components';
import { fieldLabels } from '../../../domain/booking/labels';
import { LinkButtons } from './LinkButton';
import { MailLayout } from './MailLayout';
import { bookingRows, headingStyle, ReservationDetails, textStyle } from './ReservationDetails';
import { VenueFooter } from './VenueFooter';

export interface ReservationReminderProps {
  customerName: string;
  /** 'Freitag, 27. November 2026'. */
  longDate: string;
  /** '20:00 - 23:00 Uhr'. */
  time: string;
  /** '5' or '11 + 12'. */
  tables: string;
  guests: string;
  /** The guest's own booking page for each choice (`/reservierung/verwalten?aktion=…#secret`). */
  links: { confirm: string; change: string; cancel: string };
  venue: { name: string; address: string; phone: string; email: string };
}

/** docs/mails.md#reminder-to-the-guest: 'Erinnerung an Ihre Reservierung - Tisch {tables}'. */
export function ReservationReminder(p: ReservationReminderProps) {
  return (
    <MailLayout
      preview={`Bis bald: ${p.longDate}, ${p.time}, Tisch ${p.tables}`}
      footer={<VenueFooter venue={p.venue} />}
    >
      <Heading as="h1" style={headingStyle}>
        Wir freuen uns auf Sie!
      </Heading>
      <Text style={textStyle}>Hallo {p.customerName},</Text>
      <Text style={textStyle}>wir erinnern Sie gern an Ihre Reservierung im {p.venue.name}:</Text>
      <ReservationDetails
        rows={[...bookingRows(p), ['Adresse', p.venue.address], [fieldLabels.phone, p.venue.phone]]}
      />
      <Text style={textStyle}>
        Kommen Sie? Ein Klick genügt. Wenn sich etwas ändert, passen Sie Ihre Reservierung hier an:
      </Text>
      <LinkButtons
        links={[
          { href: p.links.confirm, label: 'Ich komme' },
          { href: p.links.change, label: 'Reservierung ändern', tone: 'quiet' },
          { href: p.links.cancel, label: 'Reservierung stornieren', tone: 'quiet' },
        ]}
      />
      <Text style={textStyle}>
        Bitte seien Sie pünktlich: Ihr Tisch wird 15 Minuten nach der vereinbarten Uhrzeit wieder freigegeben.
      </Text>
      <Text style={textStyle}>Ihr Team vom {p.venue.name}</Text>
    </MailLayout>
  );
}
