import { Heading, Text } from '@react-email/components';
import { MailLayout } from './MailLayout';
import { headingStyle, textStyle } from './ReservationDetails';

export interface MailRoutingChangedProps {
  /** Each changed setting: its German label, the old and the new value ('keine' for none). */
  changes: { label: string; before: string; after: string }[];
  /** Who changed it: a user name, or the server's administration. */
  changedBy: string;
  /** '27.11.2026, 14:05 Uhr'. */
  changedAt: string;
}

/** docs/mails.md#mail-routing-changed: the old addresses learn that mails now go elsewhere. */
export function MailRoutingChanged(p: MailRoutingChangedProps) {
  return (
    <MailLayout preview="Die E-Mail-Adressen der Website wurden geändert">
      <Heading as="h1" style={headingStyle}>
        E-Mail-Adressen der Website geändert
      </Heading>
      <Text style={textStyle}>
        {p.changedBy} hat am {p.changedAt} in den System-Einstellungen geändert, wohin die Website E-Mails schickt:
      </Text>
      {p.changes.map((c) => (
        <Text key={c.label} style={textStyle}>
          {c.label}: bisher {c.before}, jetzt {c.after}
        </Text>
      ))}
      <Text style={textStyle}>
        Reservierungen, Kontaktanfragen und Antworten von Gästen gehen ab jetzt an die neue Adresse. Wenn Sie das nicht
        veranlasst haben, melden Sie sich bitte sofort im Mitarbeiterbereich an, prüfen Sie unter „Einstellungen“ die
        Adressen und im „Protokoll“, wer sie geändert hat.
      </Text>
    </MailLayout>
  );
}
