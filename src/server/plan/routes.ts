import { Hono } from 'hono';
import { planConfig } from '../../domain/plan/schema';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { anonymous, asRole } from '../request-db';
import { deployedPlan } from './queries';

/**
 * `GET /api/plan`: the deployed floor plan guests book on, complete: every default of the plan's
 * schema filled in, so the browser uses it as it comes (typed by the client) without the schema.
 */
export function planRoutes({ db }: ApiDeps) {
  return new Hono().get('/', async (c) => {
    const plan = await asRole(db, anonymous, deployedPlan);
    if (!plan) throw new ApiError(404, 'Kein Tischplan verfügbar.');
    c.header('Cache-Control', 'no-cache');
    return c.json({
      version: plan.version,
      updatedAt: plan.updated_at.toISOString(),
      ...planConfig.parse(plan.config),
    });
  });
}
