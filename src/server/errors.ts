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
