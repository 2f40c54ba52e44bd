import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { fieldErrorsOf } from '../../domain/booking/schemas';
import { ApiError } from '../errors';

type Issues = readonly $ZodIssue[];

/** The usual refusal: 422 `{ error, fieldErrors }`, the first message as `error`, the first message per field. */
export function unprocessable(issues: Issues, error = issues[0]?.message ?? 'Ungültige Eingabe.'): ApiError {
  return new ApiError(422, error, fieldErrorsOf({ issues }));
}

/**
 * The API's one input validator: `target` parsed by `schema` (Zod, full or mini), or the request refused with
 * `refuse(issues)` (by default {@link unprocessable}). Handlers read the parsed value with
 * `c.req.valid(target)`.
 */
export function validate<T extends $ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  refuse: (issues: Issues) => ApiError = unprocessable,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw refuse(result.error.issues);
  });
}
