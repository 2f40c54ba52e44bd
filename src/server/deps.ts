import type { Availability } from '../domain/booking/schemas';
import type { MailAddresses } from './config';
import type { AppDatabase } from './db/database';
import type { Mailer } from './mail/mailer';
import type { ProofOfWorkCost } from './proof-of-work/proof-of-work';

/** Everything the API touches outside itself; entries build it, tests fake it. */
export interface ApiDeps {
  db: AppDatabase;
  /** The current time; injected so tests can move it. */
  now: () => Date;
  log: Pick<Console, 'info' | 'warn' | 'error'>;
  mailer: Mailer;
  /** The addresses the environment fixes; the rest come from the owner's settings (src/server/mail/addresses.ts). */
  mail: Partial<MailAddresses>;
  /** Public address of the site, for links in mails. */
  siteUrl: string;
  /** Proxies in front of the API that append to `X-Forwarded-For` (0 or absent: the peer address counts). */
  trustProxyHops?: number;
  /** The secret a rewrite proxy in front of the API sends; its requests believe one hop more (http/client-ip.ts). */
  proxySecret?: string | undefined;
  /** The work each guest form's proof costs (absent: the production default). */
  proofOfWork?: ProofOfWorkCost;
  /**
   * The key that seals two-factor secrets (`TWO_FACTOR_KEY`, at least 32 characters); absent: a
   * random key the database keeps apart from them (src/server/auth/secret-box.ts).
   */
  twoFactorKey?: string | undefined;
  /** Waits (sign-in slowing); injected so tests need not wait. Default: a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** How often a live stream sends a keep-alive and checks its session (absent: 20 s). */
  liveKeepAliveMs?: number;
  /** The secret pg_cron's request names to start a mail pass (`POST /api/mail/dispatch`); absent: no such route. */
  dispatchSecret?: string | undefined;
  /** Resend's signing secret of the delivery webhooks (`RESEND_WEBHOOK_SECRET`); absent: `POST /api/mail/events` answers 503. */
  resendWebhookSecret?: string | undefined;
  /**
   * The publisher of the Node server (src/server/publish/publisher.ts), kicked after a press of
   * 'Veröffentlichen'; absent (Edge Function): publishing answers 503.
   */
  publisher?: { kick(): void };
  /** When the server started (absent: when the API was created); a job never run is stale only 5 minutes after. */
  startedAt?: Date;
  /** What the owner's 'Systemstatus' shows of the host (src/server/status/routes.ts). */
  operations?: {
    /** The running commit (`APP_VERSION`, or the checkout's); absent: 'unbekannt'. */
    version?: string | undefined;
    /** Where mails go (absent: 'sink'). */
    mail?: 'resend' | 'sink';
    /** Whether this server writes nightly backup files (src/server/backup/nightly.ts). */
    backups?: boolean;
    /** The disk's free and total bytes where the server has one; absent (Edge Function): null. */
    disk?: () => Promise<{ freeBytes: number; totalBytes: number } | null>;
  };
  /** The mail dispatcher, kicked after a change queued mails (absent: mails wait in the outbox). */
  outbox?: { kick(): void };
  /**
   * Guests' availability answers kept per date and dropped on every change
   * (src/server/booking/availability-live.ts); absent: every request asks the database.
   */
  availability?: {
    get(date: string, load: () => Promise<Availability>): Promise<Availability>;
    invalidate(date?: string): void;
  };
}
