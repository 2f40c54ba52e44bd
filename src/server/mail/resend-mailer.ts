import { Resend } from 'resend';
import { headerSafe, MailDeliveryError, type Mailer } from './mailer';

export interface ResendConfig {
  apiKey: string;
  /** Overrides the API address (tests point it at a local capture server). */
  baseUrl?: string | undefined;
}

/** Sends through Resend's SDK; failures become `MailDeliveryError` with status and `retry-after`. */
export function resendMailer({ apiKey, baseUrl }: ResendConfig): Mailer {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  return {
    kind: 'resend',
    async send(unchecked, options = {}) {
      const message = headerSafe(unchecked);
      const { data, error, headers } = await resend.emails.send(
        {
          from: message.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.replyTo && { replyTo: message.replyTo }),
          ...(message.attachments && {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              content: a.content,
              ...(a.contentType && { contentType: a.contentType }),
              ...(a.contentId && { contentId: a.contentId }),
            })),
          }),
        },
        options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
      );
      if (error || !data) {
        const status = typeof error?.statusCode === 'number' ? error.statusCode : undefined;
        const retryAfter = Number(headers?.['retry-after']);
        throw new MailDeliveryError(
          `Resend: ${error?.message ?? 'no answer'}`,
          status,
          Number.isFinite(retryAfter) ? retryAfter : undefined,
        );
      }
      return { id: data.id };
    },
  };
}
