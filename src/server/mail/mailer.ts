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
  /** Shown inline where the HTML says `cid:{contentId}` (the GiroCode), not as a file. */
  contentId?: string;
}

export interface SendOptions {
  /** Same key, same mail: the provider sends it at most once (the outbox id for outbox mails). */
  idempotencyKey?: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this guard's purpose.
const lineBreaks = /[\r\n\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * The message as its headers may leave: a line break in a header could add headers of its own
 * (`Bcc: …`). Every mailer sends what this returns. Breaks and other control characters in the
 * subject fold into one space; an address with any of them is refused (not retried): a mail to a
 * forged address is no mail. The forms refuse such input already (domain/text.ts); this is the
 * last guard for every sender.
 */
export function headerSafe(message: MailMessage): MailMessage {
  const addresses = [message.from, ...message.to, ...(message.replyTo ? [message.replyTo] : [])];
  if (addresses.some((a) => new RegExp(lineBreaks.source).test(a))) {
    throw new MailDeliveryError('Mail refused: an address contains a line break or control character', 422, undefined);
  }
  return { ...message, subject: message.subject.replace(lineBreaks, ' ').trim() };
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
