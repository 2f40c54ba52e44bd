import type { PlanConfig } from '../../../src/domain/plan/schema';
import { ApiFailure, client, request } from './client';

/** The deployed plan, complete (the server fills in its defaults); `undefined` when none is deployed (404). */
export async function fetchPlan(signal?: AbortSignal): Promise<PlanConfig | undefined> {
  try {
    return await request(client.api.plan.$get(undefined, { init: { signal } }));
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return undefined;
    throw error;
  }
}
