import { Button } from '@react-email/components';

/** A link as a button in a mail; `tone` 'quiet' for the less likely choices. */
export function LinkButton({ href, label, tone = 'main' }: { href: string; label: string; tone?: 'main' | 'quiet' }) {
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
