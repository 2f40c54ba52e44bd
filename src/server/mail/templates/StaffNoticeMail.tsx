import { Heading, Text } from '@react-email/components';
import { LinkButtons } from './LinkButton';
import { MailLayout } from './MailLayout';
import { headingStyle, textStyle } from './ReservationDetails';

export interface StaffNoticeMailProps {
  subject: string;
  /** What happened, whole sentences. */
  lines: string[];
  /** 'Mein Konto', where the holder acts on it. */
  accountLink: string;
}

/** docs/mails.md#staff-account-notice: what happened to the sign-in of an account, and what to do. */
export function StaffNoticeMail(p: StaffNoticeMailProps) {
  return (
    <MailLayout preview={p.subject}>
      <Heading as="h1" style={headingStyle}>
        {p.subject}
      </Heading>
      <Text style={textStyle}>Hallo,</Text>
      {p.lines.map((line) => (
        <Text key={line} style={textStyle}>
          {line}
        </Text>
      ))}
      <LinkButtons links={[{ href: p.accountLink, label: 'Mein Konto öffnen' }]} />
    </MailLayout>
  );
}
