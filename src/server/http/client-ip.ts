import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/**
 * The guest's address for rate limits and sign-in throttling.
 *
 * `X-Forwarded-For` is a list that every proxy appends the address it saw to, so only its last
 * `trustedHops` entries come from proxies we run or rent; anything before them is whatever the
 * client chose to send. With `trustedHops` 0 the header is ignored and the peer address counts.
 */
export function resolveClientIp(
  forwardedFor: string | undefined,
  peer: string | undefined,
  trustedHops: number,
): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (trustedHops > 0 && hops.length > 0) {
    return hops[Math.max(0, hops.length - trustedHops)] as string;
  }
  return peer || 'unknown';
}

/** `TRUST_PROXY_HOPS` as a count of proxies in front of the server; `fallback` when unset. */
export function trustedProxyHops(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY_HOPS must be a whole number ≥ 0, not "${value}"`);
  return hops;
}

/** Resolves the request's client address once, for every later `clientIp(c)`. */
export function resolveClientIpOnce(trustedHops: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', resolveClientIp(c.req.header('x-forwarded-for'), c.env?.clientAddress, trustedHops));
    await next();
  };
}
