import { Hono } from 'hono';
import { berlinDay } from '../../domain/calendar';
import { calendarDay, closedDateText, newClosedDate } from '../../domain/staff/closed-dates';
import { z } from '../../domain/zod';
import { requireStaff, type StaffEnv } from '../auth/require-staff';
import { validate } from '../auth/validate';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { asRole } from '../request-db';

/**
 * Special closed days (staff): `GET /api/admin/closed-dates` (today and later),
 * `POST /api/admin/closed-dates` `{ date, reason? }` (adds or updates the reason; answers how many
 * active reservations that day already has, which stay), `DELETE /api/admin/closed-dates/:date`.
 * The public booking reads them through `public.closed_days()` and shows 'Restaurant geschlossen'.
 */
export function adminClosedDateRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .use('*', requireStaff(deps))
    .get('/', async (c) => {
      const today = berlinDay(deps.now());
      const rows = await asRole(deps.db, c.get('who'), (tx) =>
        tx.selectFrom('closed_dates').select(['date', 'reason']).where('date', '>=', today).orderBy('date').execute(),
      );
      return c.json({ closedDates: rows });
    })
    .post('/', validate('json', newClosedDate), async (c) => {
      const { date, reason } = c.req.valid('json');
      if (date < berlinDay(deps.now())) throw new ApiError(422, closedDateText.past, { date: closedDateText.past });
      const result = await asRole(deps.db, c.get('who'), async (tx) => {
        const saved = await tx
          .insertInto('closed_dates')
          .values({ date, reason })
          .onConflict((oc) => oc.column('date').doUpdateSet({ reason }))
          .returning(['date', 'reason'])
          .executeTakeFirstOrThrow();
        const { n } = await tx
          .selectFrom('reservations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('date', '=', date)
          .where('status', '=', 'active')
          .executeTakeFirstOrThrow();
        return { closedDate: saved, activeReservations: Number(n) };
      });
      return c.json(result, 201);
    })
    .delete('/:date', validate('param', z.object({ date: calendarDay })), async (c) => {
      const { date } = c.req.valid('param');
      const deleted = await asRole(deps.db, c.get('who'), (tx) =>
        tx.deleteFrom('closed_dates').where('date', '=', date).returning('date').executeTakeFirst(),
      );
      if (!deleted) throw new ApiError(404, closedDateText.notFound);
      return c.json({ ok: true });
    });
}
