import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerSafe, MailDeliveryError, type MailMessage } from './mailer';
import { sinkMailer } from './sink-mailer';

const message: MailMessage = {
  from: 'Irish Pub <info@example.org>',
  to: ['anna@example.org'],
  subject: 'Neue Kontaktanfrage: Feier',
  html: '<p>Hallo</p>',
  text: 'Hallo',
  replyTo: 'anna@example.org',
};

describe('mail headers', () => {
  it('folds line breaks in the subject into one space, so no header can be added', () => {
    const safe = headerSafe({ ...message, subject: 'Neue Kontaktanfrage: Feier\r\nBcc: alle@example.org\n' });
    expect(safe.subject).toBe('Neue Kontaktanfrage: Feier Bcc: alle@example.org');
    expect(safe.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses an address with a line break, for good (no retry)', () => {
    for (const bad of [
      { replyTo: 'anna@example.org\r\nBcc: alle@example.org' },
      { to: ['anna@example.org\n'] },
      { from: 'Pub <a@b.de>\rX: y' },
    ]) {
      let thrown: unknown;
      try {
        headerSafe({ ...message, ...bad });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(MailDeliveryError);
      expect((thrown as MailDeliveryError).retryable).toBe(false);
    }
  });

  it('is applied by the mailers themselves (the local sink writes the folded subject)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-headers-'));
    const lines: string[] = [];
    await sinkMailer(dir, { info: (line: string) => lines.push(line) }).send({
      ...message,
      subject: 'A\r\nBcc: x@y.de',
    });
    const json = readdirSync(dir).find((f) => f.endsWith('.json')) as string;
    expect(JSON.parse(readFileSync(join(dir, json), 'utf8')).subject).toBe('A Bcc: x@y.de');
    // The log line names the file, not the guest's address or subject.
    expect(lines.join('\n')).not.toContain('anna@example.org');
  });
});
