import type { APIRequestContext } from '@playwright/test';
import { Webhook } from 'svix';

/** The end-to-end server's `RESEND_WEBHOOK_SECRET` (playwright.config.ts): 'whsec_' and base64. */
export const webhookSecret = `whsec_${Buffer.from('e2e-webhook-secret-24byt').toString('base64')}`;

/**
 * Posts Resend's report `type` about the mail `messageId`, signed as Resend signs it; returns what
 * the server answered (`recorded`: 'recorded', 'duplicate', 'unknown' or 'ignored').
 */
export async function postDeliveryReport(request: APIRequestContext, type: string, messageId: string) {
  const id = `msg_${Math.random().toString(36).slice(2)}`;
  const body = JSON.stringify({ type, created_at: new Date().toISOString(), data: { email_id: messageId } });
  const now = new Date();
  const res = await request.post('/api/mail/events', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(Math.floor(now.getTime() / 1000)),
      'svix-signature': new Webhook(webhookSecret).sign(id, now, body),
    },
  });
  return ((await res.json()) as { recorded?: string }).recorded;
}
