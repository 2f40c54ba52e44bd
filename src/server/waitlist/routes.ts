import { Hono } from 'hono';
import { messages } from '../../domain/booking/messages';
import { offerRequest, waitlistRequest, waitlistText } from '../../domain/waitlist/waitlist';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/guards';
import { guestWrite } from '../http/guest-write';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { perAddressLimit } from '../limits/middleware';
import { accept, decline, join, showOffer } from './service';

/** Offer-link requests one address may make per window (views, accepts and declines together). */
const offerLinkLimit = { bucket: 'waitlist-offer', limit: 30, windowMs: 10 * 60_000 };

/**
 * The waitlist for guests (docs/booking.md#the-waitlist), mounted at `/api/waitlist`:
 * - `POST /` joins a day's list → 201 `{ entry, message }`; 422 German field errors, 403 without a
 *   valid proof of work, 429 as for bookings (the booking attempts' limit).
 * - `POST /offer`, `/accept`, `/decline` `{ token }` (the offer mail's secret, in the body): the
 *   offer; taking it → 201 `{ reservation, message }`, 410 after the hold; declining → 200.
 */
export function waitlistRoutes(deps: ApiDeps) {
  const perLink = perAddressLimit(deps, { ...offerLinkLimit, message: messages.tooManyBookings });
  const tokenBody = [jsonBody(messages.jsonOnly), validate('json', offerRequest)] as const;
  return new Hono<AppEnv>()
    .post('/', ...guestWrite(deps, waitlistRequest, messages.tooManyBookings), async (c) =>
      c.json({ entry: await join(deps, c.req.valid('json')), message: waitlistText.joined }, 201),
    )
    .post('/offer', perLink, ...tokenBody, noStore, async (c) =>
      c.json(await showOffer(deps, c.req.valid('json').token)),
    )
    .post('/accept', perLink, ...tokenBody, noStore, async (c) =>
      c.json(await accept(deps, c.req.valid('json').token), 201),
    )
    .post('/decline', perLink, ...tokenBody, noStore, async (c) => {
      const offer = await decline(deps, c.req.valid('json').token);
      return c.json({ ...offer, message: waitlistText.declined });
    });
}
