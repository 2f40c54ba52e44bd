import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Guards state-changing staff requests against cross-site use: the `Origin` header must name this
 * site (the request's own origin, the configured site address, or, only when proxies are trusted
 * (`trustProxyHops` > 0), the host the proxy forwarded), and a body must be declared JSON — HTML forms cannot send `application/json` cross-site.
 * Clients send `Content-Type: application/json` on every such request, with or without a body.
 */
export function sameOriginJson(siteUrl: string, trustProxyHops = 0): MiddlewareHandler {
  const site = safeOrigin(siteUrl);
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const allowed = new Set([new URL(c.req.url).origin, site]);
    // Without a trusted proxy in front, X-Forwarded-Host is whatever the client wrote.
    const forwardedHost = trustProxyHops > 0 ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
    if (forwardedHost) {
      const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || 'https';
      allowed.add(`${proto}://${forwardedHost}`);
    }
    if (!origin || !allowed.has(origin)) {
      throw new ApiError(403, 'Anfrage von fremder Herkunft abgelehnt.');
    }
    const hasBody = c.req.raw.body !== null;
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (hasBody && type !== 'application/json') {
      throw new ApiError(415, 'Nur JSON-Anfragen werden angenommen.');
    }
    return next();
  };
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
