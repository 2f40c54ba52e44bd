import { Hono } from 'hono';
import { myReservationChange, myReservationRequest } from '../../domain/booking/manage';
import { messages } from '../../domain/booking/messages';
import type { CancellationView } from '../../domain/booking/schemas';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/guards';
import { guestWrite } from '../http/guest-write';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { perAddressLimit } from '../limits/middleware';
import { cancelMyReservation, changeMyReservation, confirmMyReservation, findMyReservation } from './service';

/** Requests with a link's secret one address may make per window: every route below counts here. */
const linkLimit = { bucket: 'cancellation', limit: 30, windowMs: 10 * 60_000 };

/**
 * The guest's own booking, opened with the secret of a mail's link (docs/booking.md#the-guests-own-booking),
 * mounted at `/api`. The secret travels in the body, never in a URL (no log keeps it). Unknown or
 * spent: 404; from the booking's start on, every change is 409 (call the pub).
 * - `POST /my-reservation` `{ token }`: the booking; changes nothing (mail scanners open links).
 * - `POST /my-reservation/confirm` `{ token }`: 'Ich komme'; again: the first `confirmedAt` stays.
 * - `POST /my-reservation/change` `{ token, date, startTime, endTime?, guestCount, tableIds, altcha }`:
 *   409, 422, 403 and 429 as for `POST /api/reservations`.
 * - `POST /my-reservation/cancel` `{ token }`, and the cancel page's `POST /cancellation/lookup` and
 *   `POST /cancellation` (the confirmation mails sent before the booking page existed).
 */
export function myReservationRoutes(deps: ApiDeps) {
  const perLink = perAddressLimit(deps, { ...linkLimit, message: messages.tooManyBookings });
  const tokenBody = [jsonBody(messages.jsonOnly), validate('json', myReservationRequest)] as const;
  const find = (token: string) => findMyReservation(deps, token);
  const cancel = (token: string) => cancelMyReservation(deps, token);
  return new Hono<AppEnv>()
    .post('/my-reservation', perLink, ...tokenBody, noStore, async (c) =>
      c.json({ reservation: await find(c.req.valid('json').token) }),
    )
    .post('/my-reservation/confirm', perLink, ...tokenBody, noStore, async (c) => {
      const reservation = await confirmMyReservation(deps, c.req.valid('json').token);
      return c.json({ reservation, message: messages.confirmed });
    })
    .post(
      '/my-reservation/change',
      perLink,
      ...guestWrite(deps, myReservationChange, messages.tooManyBookings),
      async (c) => {
        const reservation = await changeMyReservation(deps, c.req.valid('json'));
        return c.json({ reservation, message: messages.changed });
      },
    )
    .post('/my-reservation/cancel', perLink, ...tokenBody, noStore, async (c) =>
      c.json({ reservation: await cancel(c.req.valid('json').token), message: messages.cancelSuccess }),
    )
    .post('/cancellation/lookup', perLink, ...tokenBody, noStore, async (c) =>
      c.json({ reservation: cancellationView(await find(c.req.valid('json').token)) }),
    )
    .post('/cancellation', perLink, ...tokenBody, noStore, async (c) =>
      c.json({
        reservation: cancellationView(await cancel(c.req.valid('json').token)),
        message: messages.cancelSuccess,
      }),
    );
}

/** What the cancel page's routes answered before the booking page: times, tables, guests. */
function cancellationView(r: Awaited<ReturnType<typeof findMyReservation>>): CancellationView {
  return {
    date: r.date,
    startTime: r.startTime,
    endTime: r.endTime,
    tableId: r.tableIds[0] ?? 0,
    tableIds: r.tableIds,
    guestCount: r.guestCount,
  };
}
