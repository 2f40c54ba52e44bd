import { Heading, Img, Section, Text } from '@react-email/components';
import { LinkButtons } from './LinkButton';
import { MailLayout } from './MailLayout';
import { headingStyle, ReservationDetails, textStyle } from './ReservationDetails';
import { type FooterVenue, VenueFooter } from './VenueFooter';

export type HireMailKind =
  | 'hire-inquiry'
  | 'hire-offer'
  | 'hire-confirmed'
  | 'hire-cancelled'
  | 'hire-lapsed'
  | 'hire-reminder'
  | 'hire-accepted';

/** The deposit's bank details as the mail prints them; `girocodeSrc` while the deposit is open. */
export interface HirePaymentText {
  accountHolder: string;
  iban: string;
  bic?: string | undefined;
  amount: string;
  reference: string;
  dueOn?: string | undefined;
  receivedOn?: string | undefined;
  girocodeSrc?: string;
}

export interface HireGuestMailProps {
  kind: HireMailKind;
  customerName: string;
  space: string;
  longDate: string;
  time: string;
  guests: string;
  occasion: string;
  /** The inquiry's own page with its secret; '' when the mail carries none. */
  link: string;
  offer?: {
    items: { label: string; quantity: string; unitPrice: string; total: string }[];
    total: string;
    deposit: string;
    validUntil: string;
  };
  payment?: HirePaymentText;
  cancelReason?: string;
  venue: FooterVenue;
}

const headings: Record<HireMailKind, string> = {
  'hire-inquiry': 'Ihre Mietanfrage ist bei uns',
  'hire-offer': 'Ihr Angebot',
  'hire-confirmed': 'Ihre Feier ist bestätigt',
  'hire-cancelled': 'Ihre Feier ist abgesagt',
  'hire-lapsed': 'Ihr Angebot ist abgelaufen',
  'hire-reminder': 'Erinnerung an die Anzahlung',
  'hire-accepted': 'Ihre Anzahlung',
};

function intro(p: HireGuestMailProps): string {
  switch (p.kind) {
    case 'hire-inquiry':
      return 'vielen Dank für Ihre Anfrage! Wir prüfen den Termin und melden uns mit einem Angebot bei Ihnen. Über den Link unten sehen Sie jederzeit, wie es um Ihre Anfrage steht.';
    case 'hire-offer':
      return `wir haben Ihnen ein Angebot für Ihre Feier gemacht. Es gilt bis ${p.offer?.validUntil ?? ''}. Nehmen Sie es über den Link unten an; danach sehen Sie dort die Bankverbindung für die Anzahlung.`;
    case 'hire-confirmed':
      return 'Ihre Anzahlung ist eingegangen, Ihre Feier ist verbindlich gebucht. Den Abend finden Sie als Kalenderdatei im Anhang.';
    case 'hire-cancelled':
      return 'leider müssen wir Ihre Feier absagen.';
    case 'hire-lapsed':
      return 'Ihr Angebot wurde nicht rechtzeitig angenommen und ist abgelaufen. Der Abend ist wieder frei. Möchten Sie trotzdem bei uns feiern, stellen Sie gern eine neue Anfrage.';
    case 'hire-accepted':
      return `vielen Dank, dass Sie unser Angebot angenommen haben! Der Abend ist für Sie reserviert. Bitte überweisen Sie die Anzahlung${p.payment?.dueOn ? ` bis ${p.payment.dueOn}` : ''} auf das Konto unten; Ihre Banking-App liest die Angaben auch aus dem GiroCode. Sobald sie eingegangen ist, bestätigen wir Ihre Feier.`;
    case 'hire-reminder':
      return `die Anzahlung für Ihre Feier ist noch nicht bei uns eingegangen${p.payment?.dueOn ? ` (fällig am ${p.payment.dueOn})` : ''}. Bitte überweisen Sie sie bald; hat sich Ihre Überweisung mit dieser Mail gekreuzt, ist alles in Ordnung.`;
  }
}

/**
 * docs/mails.md#hire-mails: every mail to a guest about their hire: the request's receipt, the
 * offer, the deposit's bank details once accepted, the confirmation, the owner's cancellation with
 * its reason, the lapse and the deposit's reminder. The offer's lines and the deposit's bank
 * details are text; the GiroCode an image beside them.
 */
export function HireGuestMail(p: HireGuestMailProps) {
  return (
    <MailLayout preview={`${p.space} am ${p.longDate}`} footer={<VenueFooter venue={p.venue} />}>
      <Heading as="h1" style={headingStyle}>
        {headings[p.kind]}
      </Heading>
      <Text style={textStyle}>Hallo {p.customerName},</Text>
      <Text style={textStyle}>{intro(p)}</Text>
      {p.kind === 'hire-cancelled' && p.cancelReason && (
        <Text style={textStyle}>
          <strong>Grund:</strong> {p.cancelReason}
        </Text>
      )}
      <ReservationDetails
        rows={[
          ['Raum', p.space],
          ['Datum', p.longDate],
          ['Uhrzeit', p.time],
          ['Gäste', p.guests],
          ['Anlass', p.occasion],
        ]}
      />
      {p.offer && p.kind !== 'hire-lapsed' && p.kind !== 'hire-cancelled' && (
        <ReservationDetails
          rows={[
            ...p.offer.items.map((i, n): [string, string] => [
              `${n + 1}. ${i.label}`,
              `${i.quantity} × ${i.unitPrice} = ${i.total}`,
            ]),
            ['Gesamt', p.offer.total],
            ['Anzahlung', p.offer.deposit],
          ]}
        />
      )}
      {p.payment && p.kind !== 'hire-cancelled' && <Payment payment={p.payment} />}
      {p.link && (
        <LinkButtons
          links={[{ href: p.link, label: p.kind === 'hire-offer' ? 'Angebot ansehen' : 'Anfrage ansehen' }]}
        />
      )}
      <Text style={textStyle}>Ihr Team vom {p.venue.name}</Text>
    </MailLayout>
  );
}

/** The deposit's bank details, and while it is open the GiroCode a banking app scans. */
function Payment({ payment }: { payment: HirePaymentText }) {
  return (
    <Section>
      {payment.receivedOn ? (
        <Text style={textStyle}>
          Anzahlung von {payment.amount} erhalten am {payment.receivedOn}. Vielen Dank!
        </Text>
      ) : (
        <Text style={textStyle}>Bitte überweisen Sie die Anzahlung an:</Text>
      )}
      {!payment.receivedOn && (
        <ReservationDetails
          rows={[
            ['Kontoinhaber', payment.accountHolder],
            ['IBAN', payment.iban],
            ...(payment.bic ? [['BIC', payment.bic] as [string, string]] : []),
            ['Betrag', payment.amount],
            ['Verwendungszweck', payment.reference],
            ...(payment.dueOn ? [['Fällig am', payment.dueOn] as [string, string]] : []),
          ]}
        />
      )}
      {payment.girocodeSrc && (
        <Img src={payment.girocodeSrc} alt="GiroCode für die Anzahlung" width={200} height={200} />
      )}
    </Section>
  );
}
