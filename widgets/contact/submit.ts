import { type ContactRequestInput, contactMessages } from '../../src/domain/contact/schema';
import { ApiFailure, apiClient, request } from '../shared/api/client';

export type SubmitResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

type ContactRequest = ContactRequestInput & { altcha?: string };

/**
 * Sends a contact request to `POST /api/contact` and maps the answer to what the form shows
 * (docs/messages.md): success text; validation, proof-of-work and rate-limit answers as the server
 * words them; a failed send (502) as the send error; anything else (network error, 5xx, broken
 * answer) as the unexpected-error text. `fetcher` replaces the browser's `fetch`.
 */
export async function submitContact(contact: ContactRequest, fetcher?: typeof fetch): Promise<SubmitResult> {
  try {
    await request(apiClient(fetcher).api.contact.$post({ json: contact }));
    return { ok: true, message: contactMessages.success };
  } catch (error) {
    if (!(error instanceof ApiFailure)) return { ok: false, message: contactMessages.unexpected };
    const { status, body } = error;
    if (status === 502) return { ok: false, message: contactMessages.sendFailed };
    if ((status === 403 || status === 422 || status === 429) && typeof body.error === 'string') {
      return { ok: false, message: body.error, ...(body.fieldErrors && { fieldErrors: body.fieldErrors }) };
    }
    return { ok: false, message: contactMessages.unexpected };
  }
}
