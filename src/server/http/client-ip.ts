import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { sameSecret, secretSetting } from './secrets';

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

/** The header a rewrite proxy in front of the API sends with the shared secret (`PROXY_SECRET`). */
export const proxySecretHeader = 'x-proxy-secret';

/**
 * Which proxies' `X-Forwarded-For` entries are believed: `hops` always (the host's own gateway), and
 * one more for a request that carries `proxySecret` in {@link proxySecretHeader}: it came through the
 * rewrite proxy of the static host, which appended the guest's address before the gateway appended
 * its own. A caller that skips that proxy cannot name the secret, so its own entries stay unbelieved.
 */
export interface ProxyTrust {
  hops: number;
  proxySecret?: string | undefined;
}

/** The hops to believe for one request (see {@link ProxyTrust}). */
export function trustedHopsFor(trust: ProxyTrust, secretHeader: string | undefined): number {
  return trust.hops + (trust.proxySecret && secretHeader && sameSecret(secretHeader, trust.proxySecret) ? 1 : 0);
}

/** Compares without an early exit, so the time taken does not tell how much of a guess was right. */
/** `PROXY_SECRET`: unset or at least 32 characters, so it cannot be guessed. */
export function proxySecret(value: string | undefined): string | undefined {
  return secretSetting('PROXY_SECRET', value);
}

/** Resolves the request's client address once, for every later `clientIp(c)`. */
export function resolveClientIpOnce(trust: ProxyTrust): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hops = trustedHopsFor(trust, c.req.header(proxySecretHeader));
    c.set('clientIp', resolveClientIp(c.req.header('x-forwarded-for'), c.env?.clientAddress, hops));
    await next();
  };
}
