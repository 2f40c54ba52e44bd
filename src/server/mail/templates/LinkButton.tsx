import { Button, Section } from '@react-email/components';
import { Fragment } from 'react';

export interface MailLink {
  href: string;
  label: string;
  /** 'quiet' for the less likely choices. */
  tone?: 'main' | 'quiet';
}

/** A link as a button in a mail. */
function LinkButton({ href, label, tone = 'main' }: MailLink) {
  const main = tone === 'main';
  return (
    <Button
      href={href}
      style={{
        backgroundColor: main ? '#1f5132' : '#ffffff',
        border: main ? 'none' : '1px solid #1f5132',
        borderRadius: 6,
        color: main ? '#ffffff' : '#1f5132',
        display: 'inline-block',
        fontSize: 15,
        margin: '0 8px 8px 0',
        padding: '10px 18px',
      }}
    >
      {label}
    </Button>
  );
}

/**
 * Several choices as buttons, one per line: the plain-text body then keeps each address on a line
 * of its own, so no label runs into the link before it.
 */
export function LinkButtons({ links }: { links: MailLink[] }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      {links.map((link, i) => (
        <Fragment key={link.label}>
          {i > 0 && <br />}
          <LinkButton {...link} />
        </Fragment>
      ))}
    </Section>
  );
}
