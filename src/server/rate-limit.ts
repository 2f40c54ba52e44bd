import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { type AppEnv, clientIp } from './hono-env';

export interface RateLimitOptions {
  /** Requests one IP address may make per window. */
  limit: number;
  windowMs: number;
  /** German message of the 429 answer. */
  message: string;
}

/** Per-IP request limit (memory of this process) answering 429 `{ error: message }`. */
export function perIpLimit({ limit, windowMs, message }: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => clientIp(c),
    handler: (c) => c.json({ error: message }, 429),
  });
}
