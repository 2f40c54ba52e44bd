import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { messages } from '../../domain/booking/messages';
import { cancellationRequest } from '../../domain/booking/schemas';
import { cancelReservation, findCancellation } from '../booking/service';
import { jsonBody, unprocessable } from '../booking/validation';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../hono-env';
import { perAddressLimit } from '../limits/middleware';

/**
 * The guest's cancel link. The secret travels in the body (not the URL, so no log keeps it):
 * `POST /api/cancellation/lookup` shows the reservation and changes nothing;
 * `POST /api/cancellation` cancels it (the button on the confirmation page).
 */
export function cancellationRoutes(deps: ApiDeps) {
  const limit = perAddressLimit(deps, {
    bucket: 'cancellation',
    limit: 30,
    windowMs: 10 * 60_000,
    message: messages.tooManyBookings,
  });
  const body = [jsonBody(messages.jsonOnly), zValidator('json', cancellationRequest, unprocessable)] as const;
  return new Hono<AppEnv>()
    .use(limit)
    .post('/lookup', ...body, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ reservation: await findCancellation(deps, c.req.valid('json').token) });
    })
    .post('/', ...body, async (c) => {
      const reservation = await cancelReservation(deps, c.req.valid('json').token);
      c.header('Cache-Control', 'no-store');
      return c.json({ reservation, message: messages.cancelSuccess });
    });
}
