import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../errors';

/**
 * `zValidator` that answers invalid input with 422 `{ error, fieldErrors }`: the first message as
 * `error`, the first message of each field in `fieldErrors`.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
    throw new ApiError(422, result.error.issues[0]?.message ?? 'Ungültige Eingabe.', fieldErrors);
  });
}
