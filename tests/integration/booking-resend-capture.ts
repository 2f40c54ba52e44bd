import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request Resend's SDK made: `POST /emails` with its headers and JSON body. */
export interface CapturedMail {
  headers: IncomingHttpHeaders;
  body: {
    from: string;
    to: string[];
    subject: string;
    html: string;
    text: string;
    reply_to?: string | string[];
    replyTo?: string | string[];
    attachments?: { filename: string; content: string; content_type?: string; contentType?: string }[];
  };
}

/** What the stand-in answers: a status (with Resend's error body) or a dropped connection. */
export type PlannedAnswer = { status: number; retryAfter?: number; subject?: string } | 'drop';

/**
 * A local HTTP server standing in for Resend (loopback only): records every mail and answers with
 * the first planned answer meant for its subject (or for any), then 200 `{ id }`.
 */
export async function resendCapture() {
  const mails: CapturedMail[] = [];
  const plan: PlannedAnswer[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as CapturedMail['body'];
      const index = plan.findIndex((a) => a === 'drop' || !a.subject || body.subject.startsWith(a.subject));
      const answer = index >= 0 ? plan.splice(index, 1)[0] : undefined;
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      mails.push({ headers: req.headers, body });
      const status = answer?.status ?? 200;
      res.setHeader('content-type', 'application/json');
      if (answer?.retryAfter !== undefined) res.setHeader('retry-after', String(answer.retryAfter));
      res.statusCode = status;
      res.end(
        JSON.stringify(
          status === 200
            ? { id: `email-${mails.length}` }
            : {
                statusCode: status,
                name: status === 429 ? 'rate_limit_exceeded' : 'application_error',
                message: 'nope',
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    mails,
    plan,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const decodeAttachment = (content: string) => Buffer.from(content, 'base64').toString('utf8');
