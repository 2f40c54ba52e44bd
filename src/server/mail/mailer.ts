/** A mail ready to send: both an HTML and a plain-text body, addresses already chosen. */
export interface MailMessage {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** The file's content, base64-encoded. */
  content: string;
  contentType?: string;
}

export interface SendOptions {
  /** Same key, same mail: the provider sends it at most once (the outbox id for outbox mails). */
  idempotencyKey?: string;
}

/** Sends mail; throws `MailDeliveryError` when the provider did not accept it. */
export interface Mailer {
  readonly kind: 'resend' | 'sink';
  send(message: MailMessage, options?: SendOptions): Promise<{ id: string }>;
}

export class MailDeliveryError extends Error {
  constructor(
    message: string,
    /** HTTP status of the provider, `undefined` when it could not be reached. */
    readonly status: number | undefined,
    /** Seconds the provider asked to wait (`retry-after`), when it said. */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
  }

  /** Network errors, rate limits and server errors may pass on a later try; a rejected mail will not. */
  get retryable(): boolean {
    return this.status === undefined || this.status === 429 || this.status >= 500;
  }
}
