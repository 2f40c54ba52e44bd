import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** Frame of every mail: preview line, a card on a warm background, a footer line. */
export function MailLayout({
  preview,
  footer,
  children,
}: {
  preview: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Html lang="de">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f4efe6', fontFamily: 'Georgia, "Times New Roman", serif', margin: 0 }}>
        <Container style={{ backgroundColor: '#ffffff', margin: '24px auto', maxWidth: 560, padding: '24px 28px' }}>
          {children}
          {footer && (
            <>
              <Hr style={{ borderColor: '#e2d8c6', margin: '24px 0 12px' }} />
              <Section>
                <Text style={{ color: '#6b5d4f', fontSize: 13, lineHeight: '20px', margin: 0 }}>{footer}</Text>
              </Section>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}
