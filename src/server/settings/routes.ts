import { Hono } from 'hono';
import { berlinDay } from '../../domain/calendar';
import { calendarDay, closedDateText, newClosedDate } from '../../domain/staff/closed-dates';
import { businessSettings } from '../../domain/staff/settings';
import { z } from '../../domain/zod';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole } from '../request-db';
import { closedDatesFrom, deleteClosedDate, readSettings, saveClosedDate, writeSettings } from './queries';

const noSettings = 'Keine Einstellungen gefunden.';

/**
 * The settings dialog's API under `/api/admin` (mounted on the staff app):
 * - `GET /settings`, `PUT /settings`: the business settings. The booking rules read the same row,
 *   so a change applies to the next booking.
 * - Special closed days: `GET /closed-dates` (today and later), `POST /closed-dates`
 *   `{ date, reason? }` (adds or updates the reason; answers how many active reservations that day
 *   already has, which stay), `DELETE /closed-dates/:date`. The public booking reads them through
 *   `public.closed_days()` and shows 'Restaurant geschlossen'.
 */
export function settingsRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/settings', async (c) => {
      const found = await asRole(deps.db, c.get('who'), readSettings);
      if (!found) throw new ApiError(404, noSettings);
      return c.json({ settings: found.settings, updatedAt: found.updatedAt.toISOString() });
    })
    .put('/settings', validate('json', businessSettings), async (c) => {
      const input = c.req.valid('json');
      const saved = await asRole(deps.db, c.get('who'), (tx) => writeSettings(tx, input, deps.now()));
      if (!saved) throw new ApiError(404, noSettings);
      return c.json({ settings: saved.settings, updatedAt: saved.updatedAt.toISOString() });
    })
    .get('/closed-dates', async (c) => {
      const today = berlinDay(deps.now());
      return c.json({ closedDates: await asRole(deps.db, c.get('who'), (tx) => closedDatesFrom(tx, today)) });
    })
    .post('/closed-dates', validate('json', newClosedDate), async (c) => {
      const { date, reason } = c.req.valid('json');
      if (date < berlinDay(deps.now())) throw new ApiError(422, closedDateText.past, { date: closedDateText.past });
      return c.json(await asRole(deps.db, c.get('who'), (tx) => saveClosedDate(tx, date, reason)), 201);
    })
    .delete('/closed-dates/:date', validate('param', z.object({ date: calendarDay })), async (c) => {
      const { date } = c.req.valid('param');
      if (!(await asRole(deps.db, c.get('who'), (tx) => deleteClosedDate(tx, date)))) {
        throw new ApiError(404, closedDateText.notFound);
      }
      return c.json({ ok: true });
    });
}
