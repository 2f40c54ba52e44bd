import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../errors';

/** What both drivers (postgres.js, PGlite) tell about a failed statement. */
export interface DbErrorInfo {
  code: string | undefined;
  message: string;
  detail: string | undefined;
  constraint: string | undefined;
}

export function dbErrorInfo(error: unknown): DbErrorInfo {
  const e = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    detail?: unknown;
    constraint?: unknown;
    constraint_name?: unknown;
  };
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    code: text(e.code),
    message: text(e.message) ?? String(error),
    detail: text(e.detail),
    constraint: text(e.constraint) ?? text(e.constraint_name),
  };
}

/**
 * The German answer to one refusal: its status, its text, and the form field it belongs to
 * (`fieldErrors: { [field]: text }`); without a field the answer has no field errors.
 */
export interface Refusal {
  status: ContentfulStatusCode;
  text: string;
  field?: string | undefined;
}

/**
 * A feature's refusals, by the name the database gives them (docs/data.md "Refusals"):
 * - a rule's name: SQLSTATE 22023 (or a check constraint's 23514) with the name as the message and
 *   what the text needs in the detail;
 * - `'not-found'`: SQLSTATE P0002, the row to change is not there (or not the caller's);
 * - `'table-taken'`: a double booking refused by the exclusion constraint (23P01), the booking in
 *   the way in the detail ({@link parseTaken});
 * - `'otherwise'`: a 22023 or 23514 no name matches (a table rule the form did not check).
 */
export type Refusals = Readonly<Record<string, (detail: string | undefined) => Refusal>>;

/** One refusal answer that needs no detail. */
export const refusal = (status: ContentfulStatusCode, text: string, field?: string) => (): Refusal => ({
  status,
  text,
  field,
});

/**
 * The database's refusal of a write as its German {@link ApiError}, by `refusals`; an ApiError and
 * any error the table does not name (a broken connection, a bug) are returned as they are.
 */
export function refusalError(error: unknown, refusals: Refusals): unknown {
  if (error instanceof ApiError) return error;
  const { code, message, detail, constraint } = dbErrorInfo(error);
  const answer =
    code === '23P01' || constraint === 'reservation_tables_no_double_booking'
      ? refusals['table-taken']
      : code === 'P0002'
        ? refusals['not-found']
        : code === '22023' || code === '23514'
          ? (refusals[message] ?? refusals.otherwise)
          : undefined;
  if (!answer) return error;
  const { status, text, field } = answer(detail);
  return new ApiError(status, text, field ? { [field]: text } : undefined);
}

/** Runs `work`; a refusal it meets is thrown as its German answer ({@link refusalError}). */
export async function refusing<T>(refusals: Refusals, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusalError(error, refusals);
  }
}

/** The booking in the way, as `private.claim_tables()` names it in a double booking's detail. */
export function parseTaken(detail: string | undefined): { table?: number; start: string; end: string } | undefined {
  try {
    const parsed = JSON.parse(detail ?? '') as { table?: unknown; start?: unknown; end?: unknown };
    return typeof parsed.start === 'string' && typeof parsed.end === 'string'
      ? { ...(typeof parsed.table === 'number' && { table: parsed.table }), start: parsed.start, end: parsed.end }
      : undefined;
  } catch {
    return undefined;
  }
}
