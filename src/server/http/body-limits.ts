import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors';

/** Largest JSON body of the public and most staff routes: a booking or a message is far smaller. */
export const publicBodyLimit = 16 * 1024;
/** Largest body of the plan routes (`/api/admin/plan/*`): a plan may be 0.95 MB, images included. */
export const planBodyLimit = 2 * 1024 * 1024;

export const tooLargeMessage = 'Die Anfrage ist zu groß.';

/**
 * Refuses a larger body with 413 before it is read whole: at once by its `Content-Length`, or as
 * soon as a streamed body passes the limit. The same on the Node server and the Edge Function.
 */
export function bodyLimits(): MiddlewareHandler {
  const onError = () => {
    throw new ApiError(413, tooLargeMessage);
  };
  const small = bodyLimit({ maxSize: publicBodyLimit, onError });
  const plan = bodyLimit({ maxSize: planBodyLimit, onError });
  return (c, next) => (c.req.path.startsWith('/api/admin/plan') ? plan(c, next) : small(c, next));
}
