import { Hono } from 'hono';
import { sql } from 'kysely';
import { ownerRoles } from '../../domain/auth/session';
import { hireSpacesRequest } from '../../domain/hire/spaces';
import type { ApiDeps } from '../deps';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole, type Tx } from '../request-db';

/** Every space (switched off ones too) and every price, as the owner edits them. */
async function readSpaces(tx: Tx) {
  const { rows: spaces } = await sql`
    select s.id, s.label, s.venue, s.min_guests as "minGuests", s.max_guests as "maxGuests",
           to_jsonb(s.weekdays) as weekdays, to_char(s.default_start, 'HH24:MI') as "defaultStart",
           to_char(s.default_end, 'HH24:MI') as "defaultEnd", to_jsonb(s.plan_areas) as "planAreas",
           s.on_event_nights as "onEventNights", s.active, s.position
    from public.hire_spaces s order by s.position, s.id`.execute(tx);
  const { rows: prices } = await sql`
    select p.package_id as id, p.unit, p.price_cents as "priceCents"
    from public.hire_package_prices p order by p.package_id`.execute(tx);
  return { spaces, prices };
}

/**
 * The rentable spaces and the packages' prices under `/api/admin/hire/spaces` (docs/hire.md#spaces):
 * `GET` (staff and owner) → `{ spaces, prices }`; `PUT` `{ spaces, prices }` (the owner only) saves
 * the spaces given and replaces the prices, under the tables' row-level security, and answers as
 * `GET`. Each change is in the owner's log (the tables' audit triggers).
 */
export function hireSpaceRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/', async (c) => c.json(await asRole(deps.db, c.get('who'), readSpaces)))
    .put('/', allowRoles(ownerRoles), validate('json', hireSpacesRequest), async (c) => {
      const { spaces, prices } = c.req.valid('json');
      const saved = await asRole(deps.db, c.get('who'), async (tx) => {
        for (const s of spaces) {
          await sql`
            insert into public.hire_spaces (id, label, venue, min_guests, max_guests, weekdays, default_start,
              default_end, plan_areas, on_event_nights, active, position)
            values (${s.id}, ${s.label}, ${s.venue}, ${s.minGuests}, ${s.maxGuests}, ${s.weekdays}::smallint[],
              ${s.defaultStart}::time, ${s.defaultEnd}::time, ${s.planAreas}::text[], ${s.onEventNights},
              ${s.active}, ${s.position})
            on conflict (id) do update set label = excluded.label, venue = excluded.venue,
              min_guests = excluded.min_guests, max_guests = excluded.max_guests, weekdays = excluded.weekdays,
              default_start = excluded.default_start, default_end = excluded.default_end,
              plan_areas = excluded.plan_areas, on_event_nights = excluded.on_event_nights,
              active = excluded.active, position = excluded.position`.execute(tx);
        }
        const ids = prices.map((p) => p.id);
        await sql`delete from public.hire_package_prices where package_id <> all (${ids}::text[])`.execute(tx);
        for (const p of prices) {
          await sql`
            insert into public.hire_package_prices (package_id, unit, price_cents)
            values (${p.id}, ${p.unit}, ${p.priceCents})
            on conflict (package_id) do update set unit = excluded.unit, price_cents = excluded.price_cents`.execute(
            tx,
          );
        }
        return readSpaces(tx);
      });
      return c.json(saved);
    });
}
