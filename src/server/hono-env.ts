import type { Context } from 'hono';

/** What each host passes to `app.fetch(request, bindings)` besides the request. */
export interface AppBindings {
  /** The peer address as the host saw it (Astro's `clientAddress`, Deno's `remoteAddr`). */
  clientAddress?: string;
}

export type AppEnv = { Bindings: AppBindings };

/**
 * The guest's IP address for rate limits: the first `X-Forwarded-For` hop when the host sits behind
 * a proxy it trusts (Supabase, a TLS proxy), else the peer address the host reported.
 */
export function clientIp(c: Context<AppEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || c.env?.clientAddress || 'unknown';
}
