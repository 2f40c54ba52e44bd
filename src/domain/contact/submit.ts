import { type ContactRequestInput, contactMessages } from './schema';

export type SubmitResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

/**
 * Sends a contact request to `POST /api/contact` and maps the answer to what the form shows:
 * success text; validation, proof-of-work and rate-limit answers as the server words them; a failed send
 * (502) as the spec's send error; anything else (network error, 5xx, broken answer) as the
 * spec's unexpected-error text.
 */
export async function submitContact(
  request: ContactRequestInput & { altcha?: string },
  fetcher: typeof fetch = fetch,
): Promise<SubmitResult> {
  let response: Response;
  let body: { message?: string; error?: string; fieldErrors?: Record<string, string> } | undefined;
  try {
    response = await fetcher('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
    body = await response.json().catch(() => undefined);
  } catch {
    return { ok: false, message: contactMessages.unexpected };
  }
  if (response.ok) return { ok: true, message: contactMessages.success };
  if (response.status === 502) return { ok: false, message: contactMessages.sendFailed };
  if ((response.status === 403 || response.status === 422 || response.status === 429) && body?.error) {
    return { ok: false, message: body.error, ...(body.fieldErrors && { fieldErrors: body.fieldErrors }) };
  }
  return { ok: false, message: contactMessages.unexpected };
}
