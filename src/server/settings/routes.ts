import { Hono } from 'hono';
import { ownerRoles } from '../../domain/auth/session';
import { berlinDay } from '../../domain/calendar';
import { calendarDay, confirmChoice, exceptionUpdate, scheduleText } from '../../domain/schedule/schemas';
import { businessSettings } from '../../domain/settings/settings';
import { z } from '../../domain/zod';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole } from '../request-db';
import { deleteException, readExceptions, saveException } from '../schedule/queries';
import { affectedAnswer, changeWithImpact, type ImpactResult, withException } from '../schedule/service';
import { readSettings, writeSettings } from './queries';

const noSettings = 'Keine Einstellungen gefunden.';

/**
 * The settings dialog's API under `/api/admin` (mounted on the staff app). Every change that can
 * strand future reservations answers 409 `{ error, affected }` without `confirm: 'keep' | 'cancel'`
 * (docs/booking.md#bookable-days); a confirmed one answers `{ cancelled, kept }` besides.
 * - `GET /settings`, `PUT /settings` (`confirm?`): the business settings. The booking rules read
 *   the same row, so a change applies to the next booking.
 * - Dated exceptions of the week: `GET /closed-dates` (today and later), `POST /closed-dates`
 *   `{ date, bookable?, reason?, whatsapp?, from?, until?, confirm? }` (adds or replaces; closed
 *   unless `bookable`), `DELETE /closed-dates/:date?confirm=` (the weekday's rule applies again).
 * Reading is the evening's (staff); every change is the owner's (docs/roles.md#roles).
 */
export function settingsRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/settings', async (c) => {
      const found = await asRole(deps.db, c.get('who'), readSettings);
      if (!found) throw new ApiError(404, noSettings);
      return c.json({ settings: found.settings, updatedAt: found.updatedAt.toISOString() });
    })
    .put(
      '/settings',
      allowRoles(ownerRoles),
      validate('json', businessSettings.extend({ confirm: confirmChoice.optional() })),
      async (c) => {
        const { confirm, ...input } = c.req.valid('json');
        const outcome = await asRole(deps.db, c.get('who'), (tx) =>
          changeWithImpact(
            tx,
            deps.now(),
            confirm,
            (current) => ({ ...current, hours: { openTime: input.openTime, closeTime: input.closeTime } }),
            () => writeSettings(tx, input, deps.now()),
          ),
        );
        if (outcome.status === 409) return c.json(affectedAnswer(outcome.affected), 409);
        if (!outcome.result) throw new ApiError(404, noSettings);
        kickIfCancelled(deps, outcome);
        const { settings, updatedAt } = outcome.result;
        return c.json({
          settings,
          updatedAt: updatedAt.toISOString(),
          cancelled: outcome.cancelled,
          kept: outcome.kept,
        });
      },
    )
    .get('/closed-dates', async (c) => {
      const today = berlinDay(deps.now());
      return c.json({ closedDates: await asRole(deps.db, c.get('who'), (tx) => readExceptions(tx, today)) });
    })
    .post('/closed-dates', allowRoles(ownerRoles), validate('json', exceptionUpdate), async (c) => {
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
      '/closed-dates/:date',
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

/** Cancellation mails were queued: the dispatcher need not wait for its next poll. */
function kickIfCancelled(deps: ApiDeps, outcome: ImpactResult<unknown>) {
  if (outcome.status === 200 && outcome.cancelled.length > 0) deps.outbox?.kick();
}
