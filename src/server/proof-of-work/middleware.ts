import type { MiddlewareHandler } from 'hono';
import { type ProofForm, proofMessages } from '../../domain/proof-of-work';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { spendProof } from './proof-of-work';

/**
 * Requires the body field `altcha` to carry a valid, unspent proof of work solved for `form` (403
 * otherwise). Runs after the body's validation, so a guest who corrects a field keeps the proof; it
 * is spent here.
 */
export function requireProofOfWork(deps: Pick<ApiDeps, 'db' | 'now'>, form: ProofForm): MiddlewareHandler {
  return async (c, next) => {
    const body = (await c.req.json().catch(() => undefined)) as { altcha?: unknown } | undefined;
    const check = await spendProof(deps.db, body?.altcha, deps.now(), form);
    if (check === 'missing') throw new ApiError(403, proofMessages.missing, { altcha: proofMessages.missing });
    if (check !== 'ok') throw new ApiError(403, proofMessages.failed, { altcha: proofMessages.failed });
    await next();
  };
}
