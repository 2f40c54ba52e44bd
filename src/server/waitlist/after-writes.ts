import type { MiddlewareHandler } from 'hono';
import type { ApiDeps } from '../deps';
import { offerAfterWrite } from './service';

/**
 * After every staff write that succeeded (a cancellation, a deletion, a change, a no-show, an opened
 * day, a plan with more seats), freed tables go to waiting guests at once rather than with the next
 * minute's job (docs/booking.md#the-waitlist).
 */
export function offersAfterStaffWrites(
  deps: Pick<ApiDeps, 'db' | 'now' | 'outbox' | 'availability' | 'log'>,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) await offerAfterWrite(deps);
  };
}
