import { messages } from '../../../src/domain/booking/messages';
import { ApiFailure } from './client';

export type Outcome<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };

/**
 * Every failure of a guest's write as a German message (docs/messages.md), never as a throw: the
 * API's own message and field errors, `failed` (the feature's words) when the server gave none it
 * could show, and 'Unerwarteter Fehler' when no answer came.
 */
export async function outcome<T>(answer: Promise<T>, failed: string): Promise<Outcome<T>> {
  try {
    return { ok: true, body: await answer };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status === 0) {
      return { ok: false, status: 0, error: messages.unexpected };
    }
    const { status, body } = error;
    if (status >= 500 || typeof body.error !== 'string') return { ok: false, status, error: failed };
    return { ok: false, status, error: body.error, ...(body.fieldErrors && { fieldErrors: body.fieldErrors }) };
  }
}
