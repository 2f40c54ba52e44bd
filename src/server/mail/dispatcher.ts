import type { MailAddresses } from '../config';
import type { AppDatabase } from '../db/database';
import { errorSummary } from '../log-error';
import { reservationHours } from '../schedule/queries';
import { currentGuestContact, currentMailAddresses } from './addresses';
import { MailDeliveryError, type Mailer } from './mailer';
import { claimDueMails, type DueMail, markAttemptFailed, markSent } from './outbox';
import { composeOutboxMails } from './outbox-mails';

export interface DispatcherDeps {
  db: AppDatabase;
  mailer: Mailer;
  /** The addresses the environment fixes; the rest come from the owner's settings. */
  mail: Partial<MailAddresses>;
  siteUrl: string;
  now: () => Date;
  log: Pick<Console, 'info' | 'warn' | 'error'>;
}

export interface RetryPolicy {
  /** Tries before a mail is given up (`failed`). */
  maxAttempts: number;
  /** Wait after the first failure; doubles with each further one. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 12, baseDelaySeconds: 30, maxDelaySeconds: 3600 };

/**
 * When to try again after the `attempt`-th failure (1-based): exponential backoff, at least what
 * the provider asked for (`retry-after`); `undefined` when the error will not pass on a retry
 * (the provider refused the mail) or the attempts are used up.
 */
export function nextAttemptAt(
  error: unknown,
  attempt: number,
  now: Date,
  policy = defaultRetryPolicy,
): Date | undefined {
  const retryable = error instanceof MailDeliveryError ? error.retryable : true;
  if (!retryable || attempt >= policy.maxAttempts) return undefined;
  const backoff = Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** (attempt - 1));
  const asked = error instanceof MailDeliveryError ? (error.retryAfterSeconds ?? 0) : 0;
  return new Date(now.getTime() + Math.max(backoff, asked) * 1000);
}

/**
 * A mail that lost its point by the time it could go out (the provider was down for hours): a
 * reminder whose booking has begun, a quiz place offered whose hold has run out, a staff link that
 * no longer works.
 */
export function outdated(mail: Pick<DueMail, 'kind' | 'payload'>, now: Date): boolean {
  const at = (field: string) => {
    const value = mail.payload[field];
    return typeof value === 'string' ? Date.parse(value) : Number.NaN;
  };
  if (mail.kind === 'reservation-reminder') return at('startsAt') <= now.getTime();
  if (mail.kind === 'team-offer') return at('offerExpiresAt') <= now.getTime();
  if (mail.kind === 'staff-invitation' || mail.kind === 'staff-password-reset') return at('expiresAt') <= now.getTime();
  return false;
}

export interface DispatchResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Delivers the outbox: each due mail through `deps.mailer` with its outbox id as idempotency key
 * (a mail sent twice after a crash reaches the guest once), retried with backoff on rate limits,
 * server and network errors. Nothing here ever throws into a booking: `kick()` only schedules.
 */
export function createMailDispatcher(deps: DispatcherDeps, policy = defaultRetryPolicy) {
  let running: Promise<DispatchResult> | undefined;
  let again = false;

  /** One pass over the due mails (in batches until none is due). */
  async function dispatchDue(): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const due = await claimDueMails(deps.db, deps.now());
      if (due.length === 0) return result;
      const hours = await reservationHours(deps.db.kysely);
      const addresses = await currentMailAddresses(deps.db.kysely, deps.mail);
      const contact = await currentGuestContact(deps.db.kysely);
      for (const mail of due) {
        if (outdated(mail, deps.now())) {
          // Given up at once, content dropped: a reminder after the start, an offer after its hold help nobody.
          const reason =
            mail.kind === 'team-offer'
              ? 'the hold has lapsed: offer dropped'
              : 'the booking has begun: reminder dropped';
          await markAttemptFailed(deps.db, mail.id, reason, undefined, { dropContent: true });
          result.failed++;
          continue;
        }
        try {
          const [first, ...more] = await composeOutboxMails(mail.kind, mail.payload, {
            mail: addresses,
            contact,
            siteUrl: deps.siteUrl,
            queuedAt: new Date(mail.created_at),
            reservationHours: hours,
          });
          // The row keeps the first (the guest's) provider id: delivery reports are about the guest's address.
          // Each further mail has a key of its own, so a retry after a partial failure sends none twice.
          const { id } = await deps.mailer.send(first, { idempotencyKey: mail.id });
          for (const [i, message] of more.entries()) {
            await deps.mailer.send(message, { idempotencyKey: `${mail.id}-${i + 1}` });
          }
          await markSent(deps.db, mail.id, id, deps.now());
          result.sent++;
        } catch (error) {
          const retryAt = nextAttemptAt(error, mail.attempts + 1, deps.now(), policy);
          await markAttemptFailed(deps.db, mail.id, String(error instanceof Error ? error.message : error), retryAt);
          if (retryAt) result.retrying++;
          else result.failed++;
          deps.log[retryAt ? 'warn' : 'error'](
            `Mail ${mail.id} (${mail.kind}) not sent, attempt ${mail.attempts + 1}:`,
            errorSummary(error),
            retryAt ? `retry at ${retryAt.toISOString()}` : 'giving up',
          );
        }
      }
    }
  }

  /** Runs a pass now, or once more after the running one; resolves when the outbox is drained. */
  function run(): Promise<DispatchResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total: DispatchResult = { sent: 0, retrying: 0, failed: 0 };
      do {
        again = false;
        const pass = await dispatchDue();
        total = {
          sent: total.sent + pass.sent,
          retrying: total.retrying + pass.retrying,
          failed: total.failed + pass.failed,
        };
      } while (again);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    dispatchDue,
    run,
    /** Starts a pass in the background (after a booking committed); errors are logged, never thrown. */
    kick(): void {
      run().catch((error: unknown) => deps.log.error('Mail dispatch failed', errorSummary(error)));
    },
    /** Polls every `intervalMs` for mails whose retry time has come; returns a stop function. */
    start(intervalMs = 30_000): () => void {
      const timer = setInterval(() => this.kick(), intervalMs);
      (timer as { unref?: () => void }).unref?.();
      this.kick();
      return () => clearInterval(timer);
    },
  };
}

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;
