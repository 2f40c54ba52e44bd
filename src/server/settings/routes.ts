import { Hono } from 'hono';
import { ownerRoles } from '../../domain/auth/session';
import { hireSettings } from '../../domain/hire/settings';
import { confirmChoice } from '../../domain/schedule/schemas';
import { businessSettings } from '../../domain/settings/settings';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole } from '../request-db';
import { affectedAnswer, changeWithImpact, kickIfCancelled } from '../schedule/service';
import { readHireSettings, readSettings, writeHireSettings, writeSettings } from './queries';

const noSettings = 'Keine Einstellungen gefunden.';

/** The hire's settings, each optional in a change: absent stays as it is. */
const hireFields = hireSettings.partial();
const hireKeys = Object.keys(hireSettings.shape);
const isOwner = (role: string) => ownerRoles.includes(role as (typeof ownerRoles)[number]);

/**
 * The settings dialog's API under `/api/admin` (mounted on the staff app). Every change that can
 * strand future reservations answers 409 `{ error, affected }` without `confirm: 'keep' | 'cancel'`
 * (docs/booking.md#bookable-days); a confirmed one answers `{ cancelled, kept }` besides.
 * - `GET /settings`, `PUT /settings` (`confirm?`): the business settings. The booking rules read
 *   the same row, so a change applies to the next booking.
 * Reading is the evening's (staff); a change is the owner's (docs/roles.md#roles). The hire's bank
 * details and deposit rules (`hireAccountHolder`, `hireIban`, `hireBic`, `hireDepositPercent`,
 * `hireDepositDays`, docs/hire.md#the-deposit) are the owner's alone: only the owner reads them. The week's day
 * exceptions are `../schedule/exception-routes.ts`.
 */
export function settingsRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/settings', async (c) => {
      const owner = isOwner(c.get('staff').role);
      const found = await asRole(deps.db, c.get('who'), async (tx) => {
        const read = await readSettings(tx);
        return read && { ...read, hire: owner ? await readHireSettings(tx) : {} };
      });
      if (!found) throw new ApiError(404, noSettings);
      return c.json({ settings: { ...found.settings, ...found.hire }, updatedAt: found.updatedAt.toISOString() });
    })
    .put(
      '/settings',
      allowRoles(ownerRoles),
      validate('json', businessSettings.extend({ confirm: confirmChoice.optional(), ...hireFields.shape })),
      async (c) => {
        const { confirm, ...all } = c.req.valid('json');
        const hire = Object.fromEntries(Object.entries(all).filter(([k]) => hireKeys.includes(k)));
        const input = Object.fromEntries(Object.entries(all).filter(([k]) => !hireKeys.includes(k))) as typeof all;
        const given = new Set(Object.keys(await c.req.json()));
        const outcome = await asRole(deps.db, c.get('who'), (tx) =>
          changeWithImpact(
            tx,
            deps.now(),
            confirm,
            (current) => ({ ...current, hours: { openTime: input.openTime, closeTime: input.closeTime } }),
            async () => {
              await writeHireSettings(tx, hire, given);
              const written = await writeSettings(tx, input, deps.now());
              return written && { ...written, hire: await readHireSettings(tx) };
            },
          ),
        );
        if (outcome.status === 409) return c.json(affectedAnswer(outcome.affected), 409);
        if (!outcome.result) throw new ApiError(404, noSettings);
        kickIfCancelled(deps, outcome);
        const { settings, updatedAt, hire: stored } = outcome.result;
        return c.json({
          settings: { ...settings, ...stored },
          updatedAt: updatedAt.toISOString(),
          cancelled: outcome.cancelled,
          kept: outcome.kept,
        });
      },
    );
}
