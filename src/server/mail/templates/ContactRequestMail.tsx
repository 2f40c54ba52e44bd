import { Heading, Section, Text } from '@react-email/components';
import { Fragment } from 'react';
import { type ContactMailRow, messageLines } from '../../../domain/contact/mail-content';
import { MailLayout } from './MailLayout';

/** Contact request to the venue inbox (docs/mails.md#call-3-contact-request). Every value is escaped by React. */
export function ContactRequestMail({ rows, message }: { rows: ContactMailRow[]; message: string }) {
  const name = rows.find((r) => r.label === 'Name')?.value ?? '';
  return (
    <MailLayout
      preview={`Neue Kontaktanfrage von ${name}`}
      footer="Gesendet über das Kontaktformular der Website. Antworten gehen direkt an den Absender."
    >
      <Heading as="h1" style={{ color: '#2a1c14', fontSize: 22, margin: '0 0 16px' }}>
        Neue Kontaktanfrage
      </Heading>
      <Section>
        {rows.map((row) => (
          <Text key={row.label} style={{ color: '#2a1c14', fontSize: 15, lineHeight: '22px', margin: '0 0 6px' }}>
            <strong>{row.label}:</strong> {row.value}
          </Text>
        ))}
      </Section>
      <Heading as="h2" style={{ color: '#2a1c14', fontSize: 17, margin: '20px 0 8px' }}>
        Nachricht
      </Heading>
      <Text
        style={{
          backgroundColor: '#f4efe6',
          borderLeft: '4px solid #d9a746',
          color: '#2a1c14',
          fontSize: 15,
          lineHeight: '22px',
          margin: 0,
          padding: '12px 14px',
        }}
      >
        {messageLines(message).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity besides their position
          <Fragment key={i}>
            {i > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
    </MailLayout>
  );
}
