import { Hono } from 'hono';
import { ownerRoles } from '../../domain/auth/session';
import { berlinDay } from '../../domain/calendar';
import type { ScheduleView } from '../../domain/schedule';
import { scheduleUpdate } from '../../domain/schedule/schemas';
import type { ApiDeps } from '../deps';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole, type Tx } from '../request-db';
import { readExceptions, readWeek, readWeekSettings, writeWeek, writeWeekSettings } from './queries';
import { affectedAnswer, changeWithImpact, kickIfCancelled } from './service';

/** The week as staff see it: the seven weekday rules, the slot settings and the exceptions from today. */
export async function scheduleView(tx: Tx, today: string): Promise<ScheduleView> {
  const settings = await readWeekSettings(tx);
  return { days: await readWeek(tx), ...settings, exceptions: await readExceptions(tx, today) };
}

/**
 * The week under `/api/admin` (staff app), docs/booking.md#bookable-days:
 * - `GET /schedule`: `ScheduleView`.
 * - `PUT /schedule` `{ days, slotMinutes, defaultEndTime, confirm? }` (the owner only): 409 `{ error, affected }`
 *   and nothing changed when future reservations would be stranded and `confirm` is absent;
 *   else 200 with the new `ScheduleView` and `{ cancelled, kept }`.
 */
export function scheduleRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/schedule', async (c) =>
      c.json(await asRole(deps.db, c.get('who'), (tx) => scheduleView(tx, berlinDay(deps.now())))),
    )
    .put('/schedule', allowRoles(ownerRoles), validate('json', scheduleUpdate), async (c) => {
      const { days, slotMinutes, defaultEndTime, confirm } = c.req.valid('json');
      const now = deps.now();
      const outcome = await asRole(deps.db, c.get('who'), (tx) =>
        changeWithImpact(
          tx,
          now,
          confirm,
          (current) => ({ ...current, schedule: { ...current.schedule, days } }),
          async () => {
            await writeWeek(tx, days);
            await writeWeekSettings(tx, slotMinutes, defaultEndTime, now);
            return scheduleView(tx, berlinDay(now));
          },
        ),
      );
      if (outcome.status === 409) return c.json(affectedAnswer(outcome.affected), 409);
      kickIfCancelled(deps, outcome);
      return c.json({ ...outcome.result, cancelled: outcome.cancelled, kept: outcome.kept });
    });
}
