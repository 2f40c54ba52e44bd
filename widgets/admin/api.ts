import type { StaffIdentity } from '../../src/domain/staff/session';

/** An API answer that was not 2xx: its status and the German `error` of the body. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Called on every 401, so the staff pages can show the login screen again. */
let onSignedOut: (() => void) | undefined;
export function whenSignedOut(handler: (() => void) | undefined) {
  onSignedOut = handler;
}

/**
 * JSON request to the same-origin API. State-changing requests always carry
 * `Content-Type: application/json` (the API refuses anything else) and the browser adds `Origin`.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: method === 'GET' ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : method === 'GET' ? {} : { body: '{}' }),
  });
  const body = (await res.json().catch(() => ({}))) as { error?: string; fieldErrors?: Record<string, string> };
  if (!res.ok) {
    if (res.status === 401 && !path.startsWith('/api/auth/')) onSignedOut?.();
    throw new ApiFailure(res.status, body.error ?? 'Unerwarteter Fehler aufgetreten.', body.fieldErrors);
  }
  return body as T;
}

export interface SessionInfo {
  staff: StaffIdentity;
  expiresAt: string;
}

export const auth = {
  session: () => api<SessionInfo>('/api/auth/session'),
  login: (identifier: string, password: string) =>
    api<SessionInfo>('/api/auth/login', { method: 'POST', body: { identifier, password } }),
  logout: () => api<{ ok: true }>('/api/auth/logout', { method: 'POST' }),
};
