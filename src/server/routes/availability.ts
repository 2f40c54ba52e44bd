import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { availabilityQuery } from '../../domain/booking/schemas';
import { getAvailability } from '../booking/service';
import { unprocessable } from '../booking/validation';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../hono-env';

/** `GET /api/availability?date=YYYY-MM-DD`: the day's state and per table the times it is taken. */
export function availabilityRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/', zValidator('query', availabilityQuery, unprocessable), async (c) => {
    const { date } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await getAvailability(deps, date));
  });
}
