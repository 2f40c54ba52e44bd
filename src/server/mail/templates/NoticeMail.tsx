import { Heading, Text } from '@react-email/components';
import { LinkButtons } from './LinkButton';
import { MailLayout } from './MailLayout';
import { headingStyle, textStyle } from './ReservationDetails';

export interface NoticeMailProps {
  /** The heading and the preview: what happened. */
  subject: string;
  /** What happened and what to do, whole sentences. */
  lines: string[];
  /** Where the reader acts on it, if anywhere. */
  link?: { href: string; label: string };
}

/**
 * A notice to the house's own people: what happened and what to do
 * (docs/mails.md#staff-account-notice, #mail-routing-changed).
 */
export function NoticeMail(p: NoticeMailProps) {
  return (
    <MailLayout preview={p.subject}>
      <Heading as="h1" style={headingStyle}>
        {p.subject}
      </Heading>
      {p.lines.map((line) => (
        <Text key={line} style={textStyle}>
          {line}
        </Text>
      ))}
      {p.link && <LinkButtons links={[p.link]} />}
    </MailLayout>
  );
}
