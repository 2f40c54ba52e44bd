import { Hono } from 'hono';
import { ownerRoles } from '../../domain/auth/session';
import { confirmChoice } from '../../domain/schedule/schemas';
import { businessSettings } from '../../domain/settings/settings';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole } from '../request-db';
import { affectedAnswer, changeWithImpact, kickIfCancelled } from '../schedule/service';
import { readSettings, writeSettings } from './queries';

const noSettings = 'Keine Einstellungen gefunden.';

/**
 * The settings dialog's API under `/api/admin` (mounted on the staff app). Every change that can
 * strand future reservations answers 409 `{ error, affected }` without `confirm: 'keep' | 'cancel'`
 * (docs/booking.md#bookable-days); a confirmed one answers `{ cancelled, kept }` besides.
 * - `GET /settings`, `PUT /settings` (`confirm?`): the business settings. The booking rules read
 *   the same row, so a change applies to the next booking.
 * Reading is the evening's (staff); a change is the owner's (docs/roles.md#roles). The week's day
 * exceptions are `../schedule/exception-routes.ts`.
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
    );
}
