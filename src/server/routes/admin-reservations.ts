import { Hono } from 'hono';
import { calendarDay } from '../../domain/staff/closed-dates';
import { type AdminReservation, bySlot, reservationText } from '../../domain/staff/reservations';
import { z } from '../../domain/zod';
import { requireStaff, type StaffEnv } from '../auth/require-staff';
import { validate } from '../auth/validate';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { staffLiveStream } from '../live-events';
import { enqueueCancellationMail } from '../mail/outbox';
import { asRole, type Tx } from '../request-db';

const hhmm = (time: string) => time.slice(0, 5);
const iso = (value: Date | string) => new Date(value).toISOString();

const columns = [
  'id',
  'date',
  'start_time',
  'end_time',
  'starts_at',
  'table_id',
  'table_capacity',
  'guest_count',
  'customer_name',
  'customer_email',
  'customer_phone',
  'special_requests',
  'created_at',
] as const;

function selectReservations(tx: Tx) {
  return tx.selectFrom('reservations').select(columns).where('status', '=', 'active');
}

type Row = Awaited<ReturnType<ReturnType<typeof selectReservations>['executeTakeFirstOrThrow']>>;

function toReservation(r: Row): AdminReservation {
  return {
    id: r.id,
    date: r.date,
    startTime: hhmm(r.start_time),
    endTime: hhmm(r.end_time),
    startsAt: iso(r.starts_at),
    tableId: r.table_id,
    tableCapacity: r.table_capacity,
    guestCount: r.guest_count,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    specialRequests: r.special_requests,
    createdAt: iso(r.created_at),
  };
}

const dayQuery = z.object({ date: calendarDay });
const idParam = z.object({ id: z.uuid(reservationText.notFound) });

/**
 * Staff reservations: `GET /api/admin/reservations?date=` (the day's active reservations, sorted by
 * slot), `GET /api/admin/reservations/:id`, `POST …/:id/cancel` (queues spec §7 call 4 to the guest,
 * then deletes, in one transaction), `DELETE …/:id` (no mail), `GET …/events` (Server-Sent Events:
 * `change` with `{ op, date }`).
 */
export function adminReservationRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .use('*', requireStaff(deps))
    .get('/', validate('query', dayQuery), async (c) => {
      const { date } = c.req.valid('query');
      const rows = await asRole(deps.db, c.get('who'), (tx) =>
        selectReservations(tx).where('date', '=', date).execute(),
      );
      return c.json({ date, reservations: bySlot(rows.map(toReservation)) });
    })
    .get('/events', (c) => staffLiveStream(c, deps, 'reservations'))
    .get('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const row = await asRole(deps.db, c.get('who'), (tx) =>
        selectReservations(tx).where('id', '=', id).executeTakeFirst(),
      );
      if (!row) throw new ApiError(404, reservationText.notFound);
      return c.json({ reservation: toReservation(row) });
    })
    .post('/:id/cancel', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const deleted = await asRole(deps.db, c.get('who'), async (tx) => {
        const row = await selectReservations(tx).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) return undefined;
        await enqueueCancellationMail(tx, { id });
        return tx.deleteFrom('reservations').where('id', '=', id).returning('id').executeTakeFirst();
      });
      if (!deleted) throw new ApiError(404, reservationText.notFound);
      deps.outbox?.kick();
      return c.json({ ok: true, message: reservationText.cancelled });
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const deleted = await asRole(deps.db, c.get('who'), (tx) =>
        tx
          .deleteFrom('reservations')
          .where('id', '=', id)
          .where('status', '=', 'active')
          .returning('id')
          .executeTakeFirst(),
      );
      if (!deleted) throw new ApiError(404, reservationText.notFound);
      return c.json({ ok: true, message: reservationText.deleted });
    });
}
