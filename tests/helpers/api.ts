import type { ProofForm } from '../../src/domain/proof-of-work';
import { type Api, createApi } from '../../src/server/app';
import { mailAddresses } from '../../src/server/config';
import type { AppDatabase } from '../../src/server/db/database';
import type { ApiDeps } from '../../src/server/deps';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer';
import { solveProof } from './proof';

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

/** Proofs of work cheap enough for tests: a few PBKDF2 rounds instead of half a second. */
export const cheapProofOfWork = { cost: 1, counterMin: 1, counterMax: 20, ttlMs: 10 * 60_000 };

let challengeAddress = 0;

/**
 * What the widget sends as `altcha`: a challenge of `api` for `form` solved, base64 JSON. Each
 * challenge is fetched from an address of its own, so the per-address challenge limit never
 * refuses a test that books many times on a fixed clock.
 */
export async function solvedProof(api: Api, form: ProofForm = 'booking'): Promise<string> {
  const n = ++challengeAddress;
  const headers = { 'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}` };
  const res = await api.request(`/api/challenge?form=${form}`, { headers });
  if (!res.ok) throw new Error(`challenge refused: ${res.status}`);
  return solveProof(await res.json());
}

export interface TestApiOptions {
  now?: () => Date;
  mailer?: Mailer;
  /** Proxies trusted to append to X-Forwarded-For; 1 unless given. */
  trustProxyHops?: number;
  /** The rewrite proxy's secret (`PROXY_SECRET`); none unless given. */
  proxySecret?: string;
  /** Records the sign-in waits instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** Where the API logs (silent unless given). */
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
  /** Keep-alive interval of live streams (the production default unless given). */
  liveKeepAliveMs?: number;
  /** The availability cache (none unless given, so tests that write the database directly read it back). */
  availability?: ApiDeps['availability'];
  /** The mail dispatcher (none unless given: mails wait in the outbox). */
  outbox?: ApiDeps['outbox'];
  /** `DISPATCH_SECRET` (none unless given). */
  dispatchSecret?: string;
  /** `RESEND_WEBHOOK_SECRET` (none unless given: `POST /api/mail/events` answers 503). */
  resendWebhookSecret?: string;
  /** The publisher kicked after a press of 'Veröffentlichen' (none unless given: presses answer 503). */
  publisher?: ApiDeps['publisher'];
  /** What 'Systemstatus' shows of the host (none unless given: mail 'sink', version 'unbekannt', no disk). */
  operations?: ApiDeps['operations'];
  /** When the server started (the API's creation unless given). */
  startedAt?: Date;
}

/** The API over a test database, with a fixed clock unless given one, a silent log and a memory mailer. */
export function testApi(db: AppDatabase, options: TestApiOptions = {}) {
  const silent = { info() {}, warn() {}, error() {} };
  return createApi({
    db,
    now: options.now ?? (() => new Date('2026-11-21T12:00:00Z')),
    log: options.log ?? silent,
    mailer: options.mailer ?? memoryMailer(),
    mail: mailAddresses({}),
    siteUrl: 'http://localhost:4321',
    // The tests play many guests by sending X-Forwarded-For, as through one trusted proxy.
    trustProxyHops: options.trustProxyHops ?? 1,
    proxySecret: options.proxySecret,
    proofOfWork: cheapProofOfWork,
    sleep: options.sleep ?? (async () => {}),
    ...(options.liveKeepAliveMs && { liveKeepAliveMs: options.liveKeepAliveMs }),
    ...(options.availability && { availability: options.availability }),
    ...(options.outbox && { outbox: options.outbox }),
    ...(options.dispatchSecret && { dispatchSecret: options.dispatchSecret }),
    ...(options.resendWebhookSecret && { resendWebhookSecret: options.resendWebhookSecret }),
    ...(options.publisher && { publisher: options.publisher }),
    ...(options.operations && { operations: options.operations }),
    ...(options.startedAt && { startedAt: options.startedAt }),
  });
}
