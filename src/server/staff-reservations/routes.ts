import { Hono } from 'hono';
import { calendarDay } from '../../domain/staff/closed-dates';
import { bySlot, reservationText } from '../../domain/staff/reservations';
import { z } from '../../domain/zod';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { staffLiveStream } from '../live/events';
import { asRole } from '../request-db';
import { cancelWithMail, deleteReservation, findReservation, reservationsOn } from './queries';

const dayQuery = z.object({ date: calendarDay });
const idParam = z.object({ id: z.uuid(reservationText.notFound) });

/**
 * Staff reservations under `/api/admin/reservations` (mounted on the staff app): `GET /?date=` (the
 * day's active reservations, sorted by slot), `GET /:id`, `POST /:id/cancel` (queues the
 * cancellation mail to the guest, then deletes, in one transaction; see docs/mails.md),
 * `DELETE /:id` (no mail), `GET /events` (Server-Sent Events: `change` with `{ op, date }`).
 */
export function staffReservationRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/', validate('query', dayQuery), async (c) => {
      const { date } = c.req.valid('query');
      const reservations = await asRole(deps.db, c.get('who'), (tx) => reservationsOn(tx, date));
      return c.json({ date, reservations: bySlot(reservations) });
    })
    .get('/events', (c) => staffLiveStream(c, deps, 'reservations'))
    .get('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const reservation = await asRole(deps.db, c.get('who'), (tx) => findReservation(tx, id));
      if (!reservation) throw new ApiError(404, reservationText.notFound);
      return c.json({ reservation });
    })
    .post('/:id/cancel', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await asRole(deps.db, c.get('who'), (tx) => cancelWithMail(tx, id)))) {
        throw new ApiError(404, reservationText.notFound);
      }
      deps.outbox?.kick();
      return c.json({ ok: true, message: reservationText.cancelled });
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await asRole(deps.db, c.get('who'), (tx) => deleteReservation(tx, id)))) {
        throw new ApiError(404, reservationText.notFound);
      }
      return c.json({ ok: true, message: reservationText.deleted });
    });
}
