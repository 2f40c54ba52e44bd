import { Hono } from 'hono';
import { ownerRoles } from '../../domain/auth/session';
import { readdressRequest } from '../../domain/mail-problem';
import { calendarDay } from '../../domain/schedule/schemas';
import { bySlot, reservationText } from '../../domain/staff-reservations/reservations';
import {
  staffBookingRequest,
  staffBookingText,
  staffChangeRequest,
  walkInRequest,
} from '../../domain/staff-reservations/staff-booking';
import { z } from '../../domain/zod';
import { refusal } from '../db/refusals';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { staffLiveStream } from '../live/events';
import { readdress, readdressMessage } from '../mail/readdress';
import { asRole } from '../request-db';
import { cancelWithMail, deleteReservation, findReservation, reservationsOn } from './queries';
import { changeStaffBooking, createStaffBooking, createWalkIn, setAttendance, setConfirmed } from './service';

const dayQuery = z.object({ date: calendarDay });
const idParam = z.object({ id: z.uuid(reservationText.notFound) });

/**
 * Staff reservations under `/api/admin/reservations` (mounted on the staff app): `GET /?date=` (the
 * day's active reservations, sorted by slot), `GET /:id`, `POST /:id/cancel` (queues the
 * cancellation mail to the guest, then deletes, in one transaction; see docs/mails.md),
 * `DELETE /:id` (no mail; the owner only), `GET /events` (Server-Sent Events: `change` with `{ op, date }`); staff
 * bookings (docs/booking.md#staff-bookings): `POST /` → 201 `{ reservation, message }`, `POST /walk-in`
 * → 201, `PATCH /:id` with booking fields, `{ attendance }` or `{ confirmed }` → 200 `{ reservation, message }`;
 * `POST /:id/email` `{ email }` corrects a bounced address and sends the confirmation again → `{ reservation, message }`.
 */
export function staffReservationRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/', validate('query', dayQuery), async (c) => {
      const { date } = c.req.valid('query');
      const reservations = await asRole(deps.db, c.get('who'), (tx) => reservationsOn(tx, date));
      return c.json({ date, reservations: bySlot(reservations) });
    })
    .post('/', validate('json', staffBookingRequest), async (c) => {
      const input = c.req.valid('json');
      const { reservation, mailed } = await asRole(deps.db, c.get('who'), (tx) => createStaffBooking(tx, input));
      if (mailed) deps.outbox?.kick();
      const message = mailed ? staffBookingText.createdMailed : staffBookingText.created;
      return c.json({ reservation, message }, 201);
    })
    .post('/walk-in', validate('json', walkInRequest), async (c) => {
      const input = c.req.valid('json');
      const { reservation } = await asRole(deps.db, c.get('who'), (tx) => createWalkIn(tx, deps.now(), input));
      return c.json({ reservation, message: staffBookingText.walkIn }, 201);
    })
    .get('/events', (c) => staffLiveStream(c, deps, 'reservations'))
    .get('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const reservation = await asRole(deps.db, c.get('who'), (tx) => findReservation(tx, id));
      if (!reservation) throw new ApiError(404, reservationText.notFound);
      return c.json({ reservation });
    })
    .patch('/:id', validate('param', idParam), validate('json', staffChangeRequest), async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      if ('attendance' in change) {
        const result = await asRole(deps.db, c.get('who'), (tx) => setAttendance(tx, id, change.attendance));
        return c.json({ ...result, message: staffBookingText.changed });
      }
      if ('confirmed' in change) {
        const result = await asRole(deps.db, c.get('who'), (tx) => setConfirmed(tx, id, change.confirmed));
        return c.json({
          ...result,
          message: change.confirmed ? reservationText.confirmed : reservationText.unconfirmed,
        });
      }
      const { reservation, mailed, readdressed } = await asRole(deps.db, c.get('who'), (tx) =>
        changeStaffBooking(tx, id, change),
      );
      if (mailed) deps.outbox?.kick();
      const message = readdressed
        ? staffBookingText.changedReaddressed
        : mailed
          ? staffBookingText.changedMailed
          : staffBookingText.changed;
      return c.json({ reservation, message });
    })
    .post('/:id/email', validate('param', idParam), validate('json', readdressRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { email } = c.req.valid('json');
      const done = await readdress(
        deps,
        c.get('who'),
        'reservation',
        id,
        email,
        refusal(404, reservationText.notFound),
      );
      const reservation = await asRole(deps.db, c.get('who'), (tx) => findReservation(tx, id));
      return c.json({ reservation, message: readdressMessage(done) });
    })
    .post('/:id/cancel', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await asRole(deps.db, c.get('who'), (tx) => cancelWithMail(tx, id)))) {
        throw new ApiError(404, reservationText.notFound);
      }
      deps.outbox?.kick();
      return c.json({ ok: true, message: reservationText.cancelled });
    })
    .delete('/:id', allowRoles(ownerRoles), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await asRole(deps.db, c.get('who'), (tx) => deleteReservation(tx, id)))) {
        throw new ApiError(404, reservationText.notFound);
      }
      return c.json({ ok: true, message: reservationText.deleted });
    });
}
