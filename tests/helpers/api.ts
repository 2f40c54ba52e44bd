import { createApi } from '../../src/server/app';
import { mailAddresses } from '../../src/server/config';
import type { AppDatabase } from '../../src/server/db/database';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer';

/** A mailer that keeps what it was given, for assertions. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'sink',
    sent,
    async send(message) {
      sent.push(message);
      return { id: `mail-${sent.length}` };
    },
  };
}

export interface TestApiOptions {
  now?: () => Date;
  mailer?: Mailer;
  /** Proxies trusted to append to X-Forwarded-For; 1 unless given. */
  trustProxyHops?: number;
}

/** The API over a test database, with a fixed clock unless given one, a silent log and a memory mailer. */
export function testApi(db: AppDatabase, options: TestApiOptions = {}) {
  const silent = { info() {}, warn() {}, error() {} };
  return createApi({
    db,
    now: options.now ?? (() => new Date('2026-11-21T12:00:00Z')),
    log: silent,
    mailer: options.mailer ?? memoryMailer(),
    mail: mailAddresses({}),
    siteUrl: 'http://localhost:4321',
    // The tests play many guests by sending X-Forwarded-For, as through one trusted proxy.
    trustProxyHops: options.trustProxyHops ?? 1,
  });
}
