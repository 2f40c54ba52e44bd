import { Hono } from 'hono';
import { messages } from '../../domain/booking/messages';
import {
  availabilityQuery,
  type BookingResponse,
  bookingRequest,
  cancellationRequest,
} from '../../domain/booking/schemas';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/guards';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { perAddressLimit } from '../limits/middleware';
import { requireProofOfWork } from '../proof-of-work/middleware';
import { bookTable, cancelReservation, findCancellation, getAvailability } from './service';

/** Booking attempts one address (an IPv6 /64) may make per window, valid or not. */
export const bookingLimit = { bucket: 'booking', limit: 10, windowMs: 10 * 60_000 };

/** Cancel-link requests one address may make per window (lookups and cancellations together). */
const cancellationLimit = { bucket: 'cancellation', limit: 30, windowMs: 10 * 60_000 };

/**
 * The guest's booking, mounted at `/api`:
 * - `GET /api/availability?date=YYYY-MM-DD`: the day's state and per table the times it is taken.
 * - `POST /api/reservations`: books a table → 201, 409 taken, 422 rule broken, 403 without a valid
 *   proof of work (`altcha`), 429 too many attempts from the address.
 * - The cancel link; its secret travels in the body (not the URL, so no log keeps it):
 *   `POST /api/cancellation/lookup` shows the reservation and changes nothing,
 *   `POST /api/cancellation` cancels it (the button on the confirmation page).
 */
export function bookingRoutes(deps: ApiDeps) {
  const cancelLimit = perAddressLimit(deps, { ...cancellationLimit, message: messages.tooManyBookings });
  const cancelBody = [jsonBody(messages.jsonOnly), validate('json', cancellationRequest)] as const;
  return new Hono<AppEnv>()
    .get('/availability', noStore, validate('query', availabilityQuery), async (c) =>
      c.json(await getAvailability(deps, c.req.valid('query').date)),
    )
    .post(
      '/reservations',
      perAddressLimit(deps, { ...bookingLimit, message: messages.tooManyBookings }),
      jsonBody(messages.jsonOnly),
      validate('json', bookingRequest),
      requireProofOfWork(deps),
      noStore,
      async (c) => {
        const reservation = await bookTable(deps, c.req.valid('json'));
        const body: BookingResponse = { reservation, message: messages.bookingSuccess(reservation.tableId) };
        return c.json(body, 201);
      },
    )
    .post('/cancellation/lookup', cancelLimit, ...cancelBody, noStore, async (c) =>
      c.json({ reservation: await findCancellation(deps, c.req.valid('json').token) }),
    )
    .post('/cancellation', cancelLimit, ...cancelBody, noStore, async (c) => {
      const reservation = await cancelReservation(deps, c.req.valid('json').token);
      return c.json({ reservation, message: messages.cancelSuccess });
    });
}
