import type { Context, MiddlewareHandler } from 'hono';
import { fieldErrorsOf } from '../../domain/booking/schemas';
import { ApiError } from '../errors';

/**
 * `zValidator` hook: a failed parse becomes 422 `{ error, fieldErrors }`, the first field's message
 * as `error` (so a single mistake reads exactly as the spec words it).
 */
export function unprocessable(result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }, _c: Context) {
  if (result.success || !result.error) return;
  const fieldErrors = fieldErrorsOf(result.error);
  throw new ApiError(422, Object.values(fieldErrors)[0] ?? 'Ungültige Eingabe.', fieldErrors);
}

/** Accepts only `application/json` bodies that parse (415 / 400 with `message` otherwise). */
export function jsonBody(message: string): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') throw new ApiError(415, message);
    try {
      await c.req.json();
    } catch {
      throw new ApiError(400, message);
    }
    await next();
  };
}
