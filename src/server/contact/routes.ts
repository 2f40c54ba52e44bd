import { Hono } from 'hono';
import { contactMailRows, contactMailSubject } from '../../domain/contact/mail-content';
import { type ContactRequest, contactMessages, contactRequest } from '../../domain/contact/schema';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/env';
import { unprocessable, validate } from '../http/validate';
import { junkLimit, perAddressLimit } from '../limits/middleware';
import { errorSummary } from '../log-error';
import { currentMailAddresses } from '../mail/addresses';
import { renderMail } from '../mail/render';
import { ContactRequestMail } from '../mail/templates/ContactRequestMail';
import { requireProofOfWork } from '../proof-of-work/middleware';

/** Requests one address may send per window; a guest rarely needs more than one or two. */
export const contactLimit = { bucket: 'contact', limit: 5, windowMs: 15 * 60_000 };

/** Junk one address may send per window, counted apart from the requests (limits/middleware.ts). */
export const contactJunkLimit = { bucket: 'contact-junk', limit: 30, windowMs: 15 * 60_000 };

/**
 * `POST /api/contact`: validates the request and its proof of work (`altcha`), mails it to the venue inbox and stores nothing.
 * A filled honeypot (`website`) gets the same answer as a real request, but no mail is sent.
 */
export function contactRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().post(
    '/',
    junkLimit(deps, { ...contactJunkLimit, message: contactMessages.tooMany }),
    validate('json', contactRequest, (issues) => unprocessable(issues, contactMessages.invalid)),
    requireProofOfWork(deps, 'contact'),
    perAddressLimit(deps, { ...contactLimit, message: contactMessages.tooMany }),
    async (c) => {
      const request = c.req.valid('json');
      if (request.website) deps.log.warn('Contact form: honeypot filled, nothing sent');
      else await sendContactMail(deps, request);
      return c.json({ ok: true, message: contactMessages.success });
    },
  );
}

/** Mails the request to the venue inbox, the guest as Reply-To; 502 when the mail cannot be sent. */
async function sendContactMail(deps: Pick<ApiDeps, 'db' | 'mail' | 'mailer' | 'log' | 'now'>, request: ContactRequest) {
  const { html, text } = await renderMail(
    ContactRequestMail({ rows: contactMailRows(request, deps.now()), message: request.message }),
  );
  try {
    const { from, venueTo } = await currentMailAddresses(deps.db.kysely, deps.mail);
    await deps.mailer.send({
      from,
      to: [venueTo],
      replyTo: request.email,
      subject: contactMailSubject(request.subject),
      html,
      text,
    });
  } catch (error) {
    deps.log.error('Contact mail could not be sent', errorSummary(error));
    throw new ApiError(502, contactMessages.sendFailed);
  }
}
