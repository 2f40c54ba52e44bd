import { Hono } from 'hono';
import { proofLevel } from '../../domain/proof-of-work';
import { bookingLimit } from '../booking/routes';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { noStore } from '../http/no-store';
import { total } from '../limits/counter';
import { defaultProofOfWorkCost, newChallenge } from './proof-of-work';

/** The guest forms whose attempts make the next proof dearer. */
const guestForms = ['booking', 'contact'] as const;

/**
 * `GET /api/challenge`: a fresh ALTCHA challenge for the guest forms (booking, contact), costing
 * more the busier the forms were in the last 10 minutes.
 */
export function challengeRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get('/', noStore, async (c) => {
    const now = deps.now();
    // An address counts up to its own limit: one address being refused makes no one else's proof dearer.
    const busy = await total(deps.db, guestForms, bookingLimit.windowMs, now, bookingLimit.limit);
    const level = proofLevel(busy);
    return c.json(await newChallenge(deps.db, now, deps.proofOfWork ?? defaultProofOfWorkCost, level));
  });
}
