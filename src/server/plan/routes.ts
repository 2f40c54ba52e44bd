import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { anonymous, asRole } from '../request-db';
import { deployedPlan } from './queries';

/** `GET /api/plan`: the deployed floor plan guests book on. */
export function planRoutes({ db }: ApiDeps) {
  return new Hono().get('/', async (c) => {
    const plan = await asRole(db, anonymous, deployedPlan);
    if (!plan) throw new ApiError(404, 'Kein Tischplan verfügbar.');
    c.header('Cache-Control', 'no-cache');
    return c.json({ version: plan.version, updatedAt: plan.updated_at.toISOString(), ...plan.config });
  });
}
