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
