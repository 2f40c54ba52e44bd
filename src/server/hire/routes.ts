import { Hono } from 'hono';
import { calendarQuery, inquiryRequest, inquiryTokenRequest } from '../../domain/hire/schemas';
import { hireText } from '../../domain/hire/text';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/guards';
import { guestWrite } from '../http/guest-write';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { perAddressLimit } from '../limits/middleware';
import { ask, calendar, spaces, throughLink } from './service';

/** Link requests one address may make per window (views and answers together), as the waitlist's offer links. */
const inquiryLinkLimit = { bucket: 'hire-link', limit: 30, windowMs: 10 * 60_000 };

/**
 * Hiring a room for guests (docs/hire.md#the-api), mounted at `/api/hire`:
 * - `GET /spaces` → `{ spaces: [{ id, label, venue, minGuests, maxGuests, packages }] }`;
 * - `GET /calendar?space=&month=YYYY-MM` → `{ days: [{ date, state }] }`, 404 for an unknown space;
 * - `POST /inquiries` → 201 `{ inquiry: { id, status: 'neu' } }`; 422 German field errors, 409 when
 *   the evening is taken, 403 without a proof of work for `form=hire`, 429 as the other guest forms;
 * - `POST /inquiry`, `/inquiry/accept|decline|withdraw` `{ token }` → `{ inquiry }`, 404 for a secret
 *   that opens nothing, 409 for an answer the state does not allow, 410 for a lapsed offer.
 */
export function hireRoutes(deps: ApiDeps) {
  const perLink = perAddressLimit(deps, { ...inquiryLinkLimit, message: hireText.tooMany });
  const tokenBody = [
    jsonBody(hireText.notFound),
    validate('json', inquiryTokenRequest, () => new ApiError(404, hireText.notFound)),
  ] as const;
  return new Hono<AppEnv>()
    .get('/spaces', noStore, async (c) => c.json(await spaces(deps)))
    .get('/calendar', noStore, validate('query', calendarQuery), async (c) => {
      const { space, month } = c.req.valid('query');
      return c.json(await calendar(deps, space, month));
    })
    .post('/inquiries', ...guestWrite(deps, inquiryRequest, hireText.tooMany, 'hire'), async (c) =>
      c.json({ inquiry: await ask(deps, c.req.valid('json')) }, 201),
    )
    .post('/inquiry', perLink, ...tokenBody, noStore, async (c) =>
      c.json(await throughLink(deps, 'show', c.req.valid('json').token)),
    )
    .post('/inquiry/accept', perLink, ...tokenBody, noStore, async (c) =>
      c.json(await throughLink(deps, 'accept', c.req.valid('json').token)),
    )
    .post('/inquiry/decline', perLink, ...tokenBody, noStore, async (c) =>
      c.json(await throughLink(deps, 'decline', c.req.valid('json').token)),
    )
    .post('/inquiry/withdraw', perLink, ...tokenBody, noStore, async (c) =>
      c.json(await throughLink(deps, 'withdraw', c.req.valid('json').token)),
    );
}
