import type {
  AdminPlanResponse,
  DeployResponse,
  PlanCheckResponse,
  SaveDraftResponse,
} from '../../src/domain/plan/requests';
import type { PlanConfig } from '../../src/domain/plan/schema';

/** A failed call of the staff plan API, with its status and the server's German message. */
export class PlanApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/api/admin/plan${path}`, {
    method,
    credentials: 'same-origin',
    // The staff API accepts state-changing requests as JSON only, with or without a body.
    headers: method === 'GET' ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    throw new PlanApiError(res.status, typeof data.error === 'string' ? data.error : `HTTP ${res.status}`, data);
  }
  return data as T;
}

export const planApi = {
  load: () => call<AdminPlanResponse>('GET', ''),
  saveDraft: (config: PlanConfig) => call<SaveDraftResponse>('PUT', '/draft', { config }),
  validate: (config: PlanConfig) => call<PlanCheckResponse>('POST', '/validate', { config }),
  deploy: (config: PlanConfig, confirm: boolean) => call<DeployResponse>('POST', '/deploy', { config, confirm }),
};
