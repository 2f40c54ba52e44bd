import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the API answers with its status and German message: `{ error, fieldErrors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unexpectedError = 'Unerwarteter Fehler aufgetreten.';
export const notFoundError = 'Nicht gefunden.';

/** The answer (503) while the database cannot be reached, e.g. during its restart. */
export const unavailableError =
  'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.';

/** The driver's and the socket's codes of a connection that is gone or cannot be made. */
const connectionCodes = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE: the server shuts down, crashed or is starting (57P01–57P03), or has no connection left.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/**
 * Whether `error` says the database is away rather than that the request is wrong: a refused or
 * broken connection, or a server shutting down or starting up (SQLSTATE class 08 too). The API
 * answers these 503 with {@link unavailableError}; whether the statement ran is unknown to the
 * caller, which is why nothing but the 503 is promised.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (connectionCodes.has(code) || code.startsWith('08'))) return true;
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}
