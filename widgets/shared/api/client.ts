import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { messages } from '../../../src/domain/booking/messages';
import type { Api } from '../../../src/server/app';

/** The error body every API answer that is not 2xx carries (docs/messages.md). */
interface ErrorBody {
  error?: unknown;
  fieldErrors?: Record<string, string>;
  [key: string]: unknown;
}

/**
 * A request that did not succeed: `status` 0 when no answer came (network failure), else the
 * answer's status; the message is the answer's German `error`, or the unexpected-error text of
 * docs/messages.md when there is none. `body` is the whole error answer.
 */
export class ApiFailure extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(
    readonly status: number,
    readonly body: ErrorBody = {},
  ) {
    super(typeof body.error === 'string' ? body.error : messages.unexpected);
    this.fieldErrors = body.fieldErrors ?? {};
  }

  /** The answer's German message, or `fallback` when no answer came or it carried none. */
  messageOr(fallback: string): string {
    return typeof this.body.error === 'string' ? this.body.error : fallback;
  }
}

let onSignedOut: ((message: string | undefined) => void) | undefined;
/**
 * Registers what a 401 from a staff route does (the staff pages show their login screen again);
 * the handler gets the answer's German message (a session that idled says so).
 */
export function whenSignedOut(handler: ((message: string | undefined) => void) | undefined) {
  onSignedOut = handler;
}

/** Tells the staff pages the session is over (a live stream refused for good, a failed session check). */
export function reportSignedOut(message?: string) {
  onSignedOut?.(message);
}

const readOnly = new Set(['GET', 'HEAD']);

/**
 * `fetch` as every island calls the API: same-origin with cookies, answers in JSON, and every
 * state-changing request declared JSON, with or without a body (the staff API refuses anything
 * else, docs/architecture.md). A 401 outside sign-in's own steps calls the signed-out handler.
 */
function sameOriginFetch(fetcher?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Accept', 'application/json');
    if (!readOnly.has(init?.method ?? 'GET')) headers.set('Content-Type', 'application/json');
    const response = await (fetcher ?? fetch)(input, { ...init, headers, credentials: 'same-origin' });
    const path = String(input);
    // Sign-in's own steps answer 401 to their form; the own account is a staff route like the others.
    const signInStep = path.startsWith('/api/auth/') && !path.startsWith('/api/auth/account');
    if (response.status === 401 && !signInStep && onSignedOut) {
      const handler = onSignedOut;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      handler(typeof body === 'object' && body && 'error' in body ? String(body.error) : undefined);
    }
    return response;
  };
}

/** The typed client of the whole API (`client.api.…`); `fetcher` replaces the browser's `fetch`. */
export function apiClient(fetcher?: typeof fetch) {
  return hc<Api>('/', { fetch: sameOriginFetch(fetcher) });
}

/** The API client of the islands. */
export const client = apiClient();

type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/**
 * Awaits a client call and returns the JSON of its 2xx answer; anything else (no answer, another
 * status, a body that is not JSON) is thrown as an {@link ApiFailure}.
 */
export async function request<R extends ClientResponse<unknown, number, 'json'>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await call;
  } catch {
    throw new ApiFailure(0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || body === undefined) {
    throw new ApiFailure(response.status, typeof body === 'object' && body !== null ? (body as ErrorBody) : {});
  }
  return body as SuccessBody<R>;
}
