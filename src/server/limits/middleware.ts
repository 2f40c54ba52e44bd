import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDatabase } from '../db/database';
import { ApiError } from '../errors';
import { type AppEnv, clientIp } from '../http/env';
import { addressKey } from './address-key';
import { hit } from './counter';

export interface AddressLimit {
  /** What is counted; one bucket per kind of request. */
  bucket: string;
  /** Requests one address (an IPv6 /64) may make per window. */
  limit: number;
  windowMs: number;
  /** German message of the 429 answer. */
  message: string;
}

type LimitDeps = { db: AppDatabase; now: () => Date };

/**
 * Per-address limit counted in the database, so every process and isolate shares the count. Placed
 * after a route's validation and proof of work, it counts real attempts only (see {@link junkLimit}).
 */
export function perAddressLimit(
  deps: LimitDeps,
  { bucket, limit, windowMs, message }: AddressLimit,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const count = await hit(deps.db, { bucket, subject: addressKey(clientIp(c)), windowMs }, deps.now());
    c.set('attemptCounted', true);
    if (count > limit) refuse(c, windowMs, message);
    await next();
  };
}

/**
 * Counts the refusals that come before a route's {@link perAddressLimit} (a body that is not JSON
 * or fails validation, a missing or forged proof of work) in a bucket of their own, so junk never
 * uses up an address's allowance of real attempts: a guest behind the same address still books.
 * Past `limit` junk requests in the window the answer is 429 instead. Junk is still read before it
 * is refused: refusing an address up front would let a script's junk lock out the real guests behind
 * the same address, and reading it costs little (validation, one HMAC for a forged proof, one
 * counting statement). Placed first on the route.
 */
export function junkLimit(
  deps: LimitDeps,
  { bucket, limit, windowMs, message }: AddressLimit,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // Hono answers a thrown refusal where it was thrown and keeps it in `c.error`.
    if (c.get('attemptCounted') || !isRefusal(c.error)) return;
    const count = await hit(deps.db, { bucket, subject: addressKey(clientIp(c)), windowMs }, deps.now());
    if (count > limit) refuse(c, windowMs, message);
  };
}

/** A refusal of the request itself (4xx), not a failure of the server. */
function isRefusal(error: unknown): boolean {
  return (error instanceof ApiError || error instanceof HTTPException) && error.status >= 400 && error.status < 500;
}

function refuse(c: Context<AppEnv>, windowMs: number, message: string): never {
  c.header('Retry-After', String(Math.ceil(windowMs / 1000)));
  throw new ApiError(429, message);
}
