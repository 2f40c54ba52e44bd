import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../hono-env';
import { defaultProofOfWorkCost, newChallenge } from './proof-of-work';

/** `GET /api/challenge`: a fresh ALTCHA challenge for the guest forms (booking, contact). */
export function challengeRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await newChallenge(deps.db, deps.now(), deps.proofOfWork ?? defaultProofOfWorkCost));
  });
}
