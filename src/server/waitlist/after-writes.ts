import type { MiddlewareHandler } from 'hono';
import type { ApiDeps } from '../deps';
import { offerTeamsAfterWrite } from '../quiz/service';
import { offerAfterWrite } from './service';

/**
 * After every staff write that succeeded (a cancellation, a deletion, a change, a no-show, an opened
 * day, a plan with more seats, a quiz night's raised limit), freed tables go to waiting guests and
 * freed quiz places to waiting teams at once rather than with the next minute's job
 * (docs/booking.md#the-waitlist, docs/quiz.md#the-waitlist).
 */
export function offersAfterStaffWrites(
  deps: Pick<ApiDeps, 'db' | 'now' | 'outbox' | 'availability' | 'log'>,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) {
      await offerAfterWrite(deps);
      await offerTeamsAfterWrite(deps);
    }
  };
}
