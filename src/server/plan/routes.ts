import { Hono, type TypedResponse } from 'hono';
import { etag } from 'hono/etag';
import { type PlanConfig, planConfig } from '../../domain/plan/schema';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { anonymous, asRole } from '../request-db';
import { deployedPlan, deployedPlanVersion } from './queries';

/** `GET /api/plan`'s answer. */
export type DeployedPlanAnswer = PlanConfig & { version: number; updatedAt: string };

/** The answer of one deployed version, built once. */
interface BuiltAnswer {
  version: number;
  updatedAt: string;
  body: string;
  etag: string;
}

/**
 * `GET /api/plan`: the deployed floor plan guests book on, complete: every default of the plan's
 * schema filled in, so the browser uses it as it comes (typed by the client) without the schema.
 * The answer is built once per deployed version: a request reads only the version, and a browser
 * that has it already (`If-None-Match`) gets 304.
 */
export function planRoutes({ db }: ApiDeps) {
  let built: BuiltAnswer | undefined;
  // The answer carries its version's ETag; hono/etag answers 304 when the browser has it.
  return new Hono().get('/', etag(), async (c) => {
    const answer = await asRole(db, anonymous, async (tx) => {
      const current = await deployedPlanVersion(tx);
      if (!current) return undefined;
      const updatedAt = current.updated_at.toISOString();
      if (built?.version === current.version && built.updatedAt === updatedAt) return built;
      const plan = await deployedPlan(tx);
      if (!plan) return undefined;
      const stamp = plan.updated_at.toISOString();
      const answer: DeployedPlanAnswer = { version: plan.version, updatedAt: stamp, ...planConfig.parse(plan.config) };
      const body = JSON.stringify(answer);
      built = { version: plan.version, updatedAt: stamp, body, etag: `"plan-${plan.version}-${Date.parse(stamp)}"` };
      return built;
    });
    if (!answer) throw new ApiError(404, 'Kein Tischplan verfügbar.');
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', answer.etag);
    c.header('Content-Type', 'application/json');
    // The JSON text is kept, not the object, so the typed client learns the type from this cast.
    return c.newResponse(answer.body) as Response & TypedResponse<DeployedPlanAnswer, 200, 'json'>;
  });
}
