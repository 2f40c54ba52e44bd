import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { messages } from '../../domain/booking/messages';
import { type BookingResponse, bookingRequest } from '../../domain/booking/schemas';
import { bookTable } from '../booking/service';
import { jsonBody, unprocessable } from '../booking/validation';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../hono-env';
import { perIpLimit } from '../rate-limit';

/** `POST /api/reservations`: a guest books a table → 201, 409 taken, 422 rule broken, 429 too many. */
export function reservationRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().post(
    '/',
    perIpLimit({ limit: 10, windowMs: 10 * 60_000, message: messages.tooManyBookings }),
    jsonBody(messages.jsonOnly),
    zValidator('json', bookingRequest, unprocessable),
    async (c) => {
      const reservation = await bookTable(deps, c.req.valid('json'));
      const body: BookingResponse = { reservation, message: messages.bookingSuccess(reservation.tableId) };
      c.header('Cache-Control', 'no-store');
      return c.json(body, 201);
    },
  );
}
