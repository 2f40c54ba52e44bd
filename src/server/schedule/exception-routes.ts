import { Hono } from 'hono';
import { ownerRoles } from '../../domain/auth/session';
import { berlinDay } from '../../domain/calendar';
import { calendarDay, confirmChoice, exceptionUpdate, scheduleText } from '../../domain/schedule/schemas';
import { z } from '../../domain/zod';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole } from '../request-db';
import { deleteException, readExceptions, saveException } from './queries';
import { affectedAnswer, changeWithImpact, kickIfCancelled, withException } from './service';

/**
 * The week's day exceptions, mounted at `/api/admin/closed-dates` (staff app),
 * docs/booking.md#bookable-days. A change that would strand future reservations answers 409
 * `{ error, affected }` without `confirm: 'keep' | 'cancel'`; a confirmed one answers
 * `{ cancelled, kept }` besides.
 * - `GET /`: the exceptions from today on, as `{ closedDates }`.
 * - `POST /` `{ date, bookable?, reason?, whatsapp?, from?, until?, confirm? }`: adds or replaces
 *   the date's exception (closed unless `bookable`), 201 `{ closedDate, cancelled, kept }`.
 * - `DELETE /:date?confirm=`: removes it, so the weekday's rule applies again.
 * Reading is the evening's (staff); every change is the owner's (docs/roles.md#roles).
 */
export function exceptionRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/', async (c) => {
      const today = berlinDay(deps.now());
      return c.json({ closedDates: await asRole(deps.db, c.get('who'), (tx) => readExceptions(tx, today)) });
    })
    .post('/', allowRoles(ownerRoles), validate('json', exceptionUpdate), async (c) => {
      const { confirm, ...exception } = c.req.valid('json');
      if (exception.date < berlinDay(deps.now())) {
        throw new ApiError(422, scheduleText.exceptionPast, { date: scheduleText.exceptionPast });
      }
      const outcome = await asRole(deps.db, c.get('who'), (tx) =>
        changeWithImpact(tx, deps.now(), confirm, withException(exception.date, exception), () =>
          saveException(tx, exception),
        ),
      );
      if (outcome.status === 409) return c.json(affectedAnswer(outcome.affected), 409);
      kickIfCancelled(deps, outcome);
      return c.json({ closedDate: exception, cancelled: outcome.cancelled, kept: outcome.kept }, 201);
    })
    .delete(
      '/:date',
      allowRoles(ownerRoles),
      validate('param', z.object({ date: calendarDay })),
      validate('query', z.object({ confirm: confirmChoice.optional() })),
      async (c) => {
        const { date } = c.req.valid('param');
        const { confirm } = c.req.valid('query');
        const outcome = await asRole(deps.db, c.get('who'), (tx) =>
          changeWithImpact(tx, deps.now(), confirm, withException(date), () => deleteException(tx, date)),
        );
        if (outcome.status === 409) return c.json(affectedAnswer(outcome.affected), 409);
        if (!outcome.result) throw new ApiError(404, scheduleText.exceptionNotFound);
        kickIfCancelled(deps, outcome);
        return c.json({ ok: true, cancelled: outcome.cancelled, kept: outcome.kept });
      },
    );
}
