import { Hono } from 'hono';
import { z } from 'zod/mini';
import { challengeLimit, proofForms, proofLevel, proofMessages } from '../../domain/proof-of-work';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { bookingLimit } from '../http/guest-write';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { total } from '../limits/counter';
import { perAddressLimit } from '../limits/middleware';
import { defaultProofOfWorkCost, newChallenge } from './proof-of-work';

const challengeQuery = z.object({ form: z.enum(proofForms, { error: proofMessages.unknownForm }) });

/**
 * `GET /api/challenge?form=booking|contact`: a fresh ALTCHA challenge for that guest form, costing
 * more the busier the forms were in the last 10 minutes; 429 beyond {@link challengeLimit}.
 */
export function challengeRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().get(
    '/',
    noStore,
    perAddressLimit(deps, { ...challengeLimit, message: proofMessages.tooManyChallenges }),
    validate('query', challengeQuery),
    async (c) => {
      const now = deps.now();
      // An address counts up to its own limit: one address being refused makes no one else's proof dearer.
      const busy = await total(deps.db, proofForms, bookingLimit.windowMs, now, bookingLimit.limit);
      const cost = deps.proofOfWork ?? defaultProofOfWorkCost;
      return c.json(await newChallenge(deps.db, now, cost, c.req.valid('query').form, proofLevel(busy)));
    },
  );
}
