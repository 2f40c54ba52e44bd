import { messages } from '../../../src/domain/booking/messages';
import { ApiFailure } from '../../shared/api/client';

/**
 * What a refused staff booking shows: the field errors under their fields, a taken table (409) in
 * the form's alert, and the German message for the toast.
 */
export function refusal(error: unknown): { errors: Record<string, string>; message: string } {
  const failure = error instanceof ApiFailure ? error : undefined;
  return {
    errors: { ...(failure?.fieldErrors ?? {}), ...(failure?.status === 409 && { form: failure.message }) },
    message: failure?.message ?? messages.unexpected,
  };
}
