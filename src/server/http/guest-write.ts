import type { $ZodType } from 'zod/v4/core';
import { messages } from '../../domain/booking/messages';
import type { ProofForm } from '../../domain/proof-of-work';
import type { ApiDeps } from '../deps';
import { junkLimit, perAddressLimit } from '../limits/middleware';
import { requireProofOfWork } from '../proof-of-work/middleware';
import { jsonBody } from './guards';
import { noStore } from './no-store';
import { validate } from './validate';

/**
 * The attempts one address (an IPv6 /64) may make per window at the guests' forms that write
 * (a booking, its change, the waitlist, a team sign-up, a hire inquiry): valid, with a valid proof of work. One
 * count for all of them, under the bucket 'booking'.
 */
export const bookingLimit = { bucket: 'booking', limit: 10, windowMs: 10 * 60_000 };

/** Junk one address may send to those forms per window, counted apart (limits/middleware.ts). */
export const bookingJunkLimit = { bucket: 'booking-junk', limit: 30, windowMs: 10 * 60_000 };

/**
 * The guards of a guest's write, in their order (docs/roles.md#abuse-protection): junk counted
 * apart, JSON only, the body's `schema`, a valid proof of work, the address's attempts, no caching.
 * `tooMany` is the feature's 429 text; `form` the proof of work's form (`GET /api/challenge?form=`).
 * Spread them before the handler: `...guestWrite(deps, s, t)`.
 */
export function guestWrite<T extends $ZodType>(deps: ApiDeps, schema: T, tooMany: string, form: ProofForm = 'booking') {
  return [
    junkLimit(deps, { ...bookingJunkLimit, message: tooMany }),
    jsonBody(messages.jsonOnly),
    validate('json', schema),
    requireProofOfWork(deps, form),
    perAddressLimit(deps, { ...bookingLimit, message: tooMany }),
    noStore,
  ] as const;
}
