import type { Context, MiddlewareHandler } from 'hono';
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
    if (c.req.raw.body !== null && !declaresJson(c)) {
      throw new ApiError(415, 'Nur JSON-Anfragen werden angenommen.');
    }
    return next();
  };
}

/** Accepts only `application/json` bodies that parse: 415 or 400 with `message` otherwise (the guest forms). */
export function jsonBody(message: string): MiddlewareHandler {
  return async (c, next) => {
    if (!declaresJson(c)) throw new ApiError(415, message);
    try {
      await c.req.json();
    } catch {
      throw new ApiError(400, message);
    }
    await next();
  };
}

function declaresJson(c: Context): boolean {
  return c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
