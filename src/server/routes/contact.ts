import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { contactMailRows, contactMailSubject } from '../../domain/contact/mail-content';
import { contactMessages, contactRequest } from '../../domain/contact/schema';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { AppEnv } from '../hono-env';
import { perAddressLimit } from '../limits/middleware';
import { errorSummary } from '../log-error';
import { renderMail } from '../mail/render';
import { ContactRequestMail } from '../mail/templates/ContactRequestMail';
import { requireProofOfWork } from '../proof-of-work/middleware';

/** Requests one address may send per window; a guest rarely needs more than one or two. */
export const contactLimit = { bucket: 'contact', limit: 5, windowMs: 15 * 60_000 };

/**
 * `POST /api/contact`: validates the request and its proof of work (`altcha`), mails it to the venue inbox and stores nothing.
 * A filled honeypot (`website`) gets the same answer as a real request, but no mail is sent.
 */
export function contactRoutes(deps: ApiDeps) {
  const app = new Hono<AppEnv>();
  app.post(
    '/',
    perAddressLimit(deps, { ...contactLimit, message: contactMessages.tooMany }),
    zValidator('json', contactRequest, (result) => {
      if (!result.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of result.error.issues) {
          const field = String(issue.path[0] ?? 'form');
          fieldErrors[field] ??= issue.message;
        }
        throw new ApiError(422, contactMessages.invalid, fieldErrors);
      }
    }),
    requireProofOfWork(deps),
    async (c) => {
      const request = c.req.valid('json');
      if (request.website) {
        deps.log.warn('Contact form: honeypot filled, nothing sent');
        return c.json({ ok: true, message: contactMessages.success });
      }
      const { html, text } = await renderMail(
        ContactRequestMail({ rows: contactMailRows(request, deps.now()), message: request.message }),
      );
      try {
        await deps.mailer.send({
          from: deps.mail.from,
          to: [deps.mail.venueTo],
          replyTo: request.email,
          subject: contactMailSubject(request.subject),
          html,
          text,
        });
      } catch (error) {
        deps.log.error('Contact mail could not be sent', errorSummary(error));
        throw new ApiError(502, contactMessages.sendFailed);
      }
      return c.json({ ok: true, message: contactMessages.success });
    },
  );
  return app;
}
