import { Hono } from 'hono';
import { messages } from '../../domain/booking/messages';
import { availabilityQuery, type BookingResponse, bookingRequest } from '../../domain/booking/schemas';
import { closuresQuery } from '../../domain/events/closures';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { type AppEnv, clientIp } from '../http/env';
import { guestWrite } from '../http/guest-write';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { addressKey } from '../limits/address-key';
import { dayOfReservationChange, guestLiveStream } from '../live/events';
import { StreamSlots } from '../live/stream-slots';
import { bookingDays, bookTable, closures, getAvailability } from './service';

/** Guest streams open at once: a few tabs per address, a bound for the whole process. */
export const guestStreamLimits = { perAddress: 6, total: 2000 };

/** A change of reservations as guests may see it: the day only, never who or which booking. */
function dayOnly(payload: string): string | undefined {
  const date = dayOfReservationChange(payload);
  return date === undefined ? undefined : JSON.stringify({ date });
}

/**
 * The guest's booking, mounted at `/api`:
 * - `GET /api/availability?date=YYYY-MM-DD`: the day's state and per table the times it is taken.
 * - `GET /api/availability/events`: Server-Sent Events, `change` with `{ date }` whenever a booking of
 *   that day changes (guest, staff, walk-in), so an open booking page reloads that day at once;
 *   429 beyond {@link guestStreamLimits} open streams.
 * - `POST /api/reservations`: books a table → 201, 409 taken, 422 rule broken, 403 without a valid
 *   proof of work (`altcha`), 429 too many attempts from the address. Junk (422 before the proof,
 *   403) counts apart from the attempts, so it never uses up an address's bookings.
 * The links in the guest's mails: src/server/my-reservation/routes.ts.
 */
export function bookingRoutes(deps: ApiDeps) {
  const streams = new StreamSlots(guestStreamLimits);
  return (
    new Hono<AppEnv>()
      .get('/availability', noStore, validate('query', availabilityQuery), async (c) =>
        c.json(await getAvailability(deps, c.req.valid('query').date)),
      )
      // The week's bookable days for the public pages; an owner's change shows at once.
      .get('/booking-days', noStore, async (c) => c.json(await bookingDays(deps)))
      // The owner's closed days for the public calendar; a new one shows at once.
      .get('/closures', noStore, validate('query', closuresQuery), async (c) => {
        const { from, to } = c.req.valid('query');
        return c.json({ closures: await closures(deps, from, to) });
      })
      .get('/availability/events', noStore, (c) => {
        const release = streams.take(addressKey(clientIp(c)));
        if (!release) throw new ApiError(429, messages.tooManyBookings);
        return guestLiveStream(c, deps, 'reservations', dayOnly, release);
      })
      .post('/reservations', ...guestWrite(deps, bookingRequest, messages.tooManyBookings), async (c) => {
        const reservation = await bookTable(deps, c.req.valid('json'));
        const body: BookingResponse = { reservation, message: messages.bookingSuccess(reservation.tableId) };
        return c.json(body, 201);
      })
  );
}
