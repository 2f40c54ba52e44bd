import type { Context } from 'hono';

/** What each host passes to `app.fetch(request, bindings)` besides the request. */
export interface AppBindings {
  /** The peer address as the host saw it (Astro's `clientAddress`, Deno's `remoteAddr`). */
  clientAddress?: string;
}

export type AppEnv = {
  Bindings: AppBindings;
  Variables: {
    clientIp: string;
    /** Set once a per-address limit counted the request as a real attempt (see limits/middleware.ts). */
    attemptCounted?: boolean;
  };
};

/** The guest's IP address for rate limits, as the app resolved it for this request (see `resolveClientIpOnce`). */
export function clientIp(c: Context<AppEnv>): string {
  return c.get('clientIp');
}
