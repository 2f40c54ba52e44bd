import type { MiddlewareHandler } from 'hono';

/** Marks the answer `Cache-Control: no-store`: it is personal or changes from one request to the next. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
