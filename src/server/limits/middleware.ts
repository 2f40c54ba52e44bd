import type { MiddlewareHandler } from 'hono';
import type { AppDatabase } from '../db/database';
import { ApiError } from '../errors';
import { type AppEnv, clientIp } from '../http/env';
import { addressKey } from './address-key';
import { hit } from './counter';

export interface AddressLimit {
  /** What is counted; one bucket per kind of request. */
  bucket: string;
  /** Requests one address (an IPv6 /64) may make per window; every attempt counts, valid or not. */
  limit: number;
  windowMs: number;
  /** German message of the 429 answer. */
  message: string;
}

/** Per-address limit counted in the database, so every process and isolate shares the count. */
export function perAddressLimit(
  deps: { db: AppDatabase; now: () => Date },
  { bucket, limit, windowMs, message }: AddressLimit,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const count = await hit(deps.db, { bucket, subject: addressKey(clientIp(c)), windowMs }, deps.now());
    if (count > limit) {
      c.header('Retry-After', String(Math.ceil(windowMs / 1000)));
      throw new ApiError(429, message);
    }
    await next();
  };
}
