import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { messages } from '../../domain/booking/messages';
import { type BookingResponse, bookingRequest } from '../../domain/booking/schemas';
import { bookTable } from '../booking/service';
import { jsonBody, unprocessable } from '../booking/validation';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../hono-env';
import { perAddressLimit } from '../limits/middleware';
import { requireProofOfWork } from '../proof-of-work/middleware';

/** Booking attempts one address (an IPv6 /64) may make per window, valid or not. */
export const bookingLimit = { bucket: 'booking', limit: 10, windowMs: 10 * 60_000 };

/**
 * `POST /api/reservations`: a guest books a table → 201, 409 taken, 422 rule broken, 403 without a
 * valid proof of work (`altcha`), 429 too many attempts from the address.
 */
export function reservationRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().post(
    '/',
    perAddressLimit(deps, { ...bookingLimit, message: messages.tooManyBookings }),
    jsonBody(messages.jsonOnly),
    zValidator('json', bookingRequest, unprocessable),
    requireProofOfWork(deps),
    async (c) => {
      const reservation = await bookTable(deps, c.req.valid('json'));
      const body: BookingResponse = { reservation, message: messages.bookingSuccess(reservation.tableId) };
      c.header('Cache-Control', 'no-store');
      return c.json(body, 201);
    },
  );
}
