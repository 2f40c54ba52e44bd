import { Hono } from 'hono';
import { sql } from 'kysely';
import { Webhook } from 'svix';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/env';
import { noStore } from '../http/no-store';

/** The answer (401) to a report whose signature is bad, missing or older than 5 minutes. */
export const badSignatureError = 'Die Signatur der Meldung ist ungültig.';
/** The answer (503) while `RESEND_WEBHOOK_SECRET` is not set: nothing can be verified, so nothing is recorded. */
export const webhooksOffError = 'Zustellmeldungen sind auf diesem Server nicht eingerichtet.';

/** Resend's event types the outbox records, and the name each gets in `mail_delivery_events.type`. */
export const recordedEvents = {
  'email.delivered': 'delivered',
  'email.bounced': 'bounced',
  'email.complained': 'complained',
  'email.delivery_delayed': 'delayed',
} as const;

type ResendEvent = { type?: unknown; created_at?: unknown; data?: { email_id?: unknown } };

/**
 * `POST /api/mail/events`, mounted at `/api/mail/events`: Resend's delivery webhooks
 * (docs/mails.md#delivery-events). The body is verified with Svix's scheme against
 * `RESEND_WEBHOOK_SECRET` (headers `svix-id`, `svix-timestamp`, `svix-signature`; the timestamp at
 * most 5 minutes off): a bad, missing or stale signature gets 401 and changes nothing; without the
 * secret every report gets 503, so Resend retries once it is set. A verified report answers 200
 * `{ recorded }`: 'recorded', 'duplicate' (this `svix-id` came before), 'unknown' (no outbox row has
 * the message id: a contact mail or a purged row; nothing to note, and a retry would not change
 * that) or 'ignored' (an event type the outbox does not keep, such as `email.opened`).
 */
export function mailEventRoutes(deps: Pick<ApiDeps, 'db' | 'resendWebhookSecret'>) {
  const webhook = deps.resendWebhookSecret ? new Webhook(deps.resendWebhookSecret) : undefined;
  return new Hono<AppEnv>().post('/', noStore, async (c) => {
    if (!webhook) throw new ApiError(503, webhooksOffError);
    const body = await c.req.text();
    let event: ResendEvent;
    try {
      event = webhook.verify(body, {
        'svix-id': c.req.header('svix-id') ?? '',
        'svix-timestamp': c.req.header('svix-timestamp') ?? '',
        'svix-signature': c.req.header('svix-signature') ?? '',
      }) as ResendEvent;
    } catch {
      throw new ApiError(401, badSignatureError);
    }
    const type = typeof event.type === 'string' ? recordedEvents[event.type as keyof typeof recordedEvents] : undefined;
    const messageId = event.data?.email_id;
    if (!type || typeof messageId !== 'string') return c.json({ recorded: 'ignored' as const });
    const at = typeof event.created_at === 'string' && !Number.isNaN(Date.parse(event.created_at));
    const occurredAt = at ? new Date(event.created_at as string) : new Date();
    const svixId = c.req.header('svix-id') as string;
    const { rows } = await sql<{ result: 'recorded' | 'duplicate' | 'unknown' }>`
      select private.record_mail_event(${svixId}, ${messageId}, ${type}, ${occurredAt}::timestamptz) as result`.execute(
      deps.db.kysely,
    );
    return c.json({ recorded: rows[0]?.result ?? 'unknown' });
  });
}
