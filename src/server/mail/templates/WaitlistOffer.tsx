import { Heading, Text } from '@react-email/components';
import { LinkButtons } from './LinkButton';
import { MailLayout } from './MailLayout';
import { bookingRows, headingStyle, ReservationDetails, textStyle } from './ReservationDetails';
import { type FooterVenue, VenueFooter } from './VenueFooter';

export interface WaitlistOfferProps {
  customerName: string;
  longDate: string;
  time: string;
  tables: string;
  guests: string;
  /** Until when the table is held: 'heute, 18:30 Uhr' or '27.11.2026, 18:30 Uhr'. */
  heldUntil: string;
  /** The offer's page for each choice (`/reservierung/angebot?aktion=…#secret`). */
  links: { take: string; decline: string };
  venue: FooterVenue;
}

/** docs/mails.md#waitlist-offer: 'Ein Tisch ist frei - {long German date}'. */
export function WaitlistOffer(p: WaitlistOfferProps) {
  return (
    <MailLayout preview={`Ein Tisch ist frei: ${p.longDate}, ${p.time}`} footer={<VenueFooter venue={p.venue} />}>
      <Heading as="h1" style={headingStyle}>
        Ein Tisch ist für Sie frei geworden
      </Heading>
      <Text style={textStyle}>Hallo {p.customerName},</Text>
      <Text style={textStyle}>
        Sie stehen auf unserer Warteliste – jetzt ist ein passender Tisch frei. Wir halten ihn für Sie bis {p.heldUntil}
        :
      </Text>
      <ReservationDetails rows={[...bookingRows(p)]} />
      <LinkButtons
        links={[
          { href: p.links.take, label: 'Tisch übernehmen' },
          { href: p.links.decline, label: 'Nein danke', tone: 'quiet' },
        ]}
      />
      <Text style={textStyle}>
        Danach geht der Tisch an den nächsten Gast auf der Warteliste. Wenn Sie ihn nicht brauchen, sagen Sie bitte
        „Nein danke“ – dann kommt er gleich jemand anderem zugute.
      </Text>
      <Text style={textStyle}>Ihr Team vom {p.venue.name}</Text>
    </MailLayout>
  );
}
