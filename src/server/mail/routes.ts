import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import { ApiError, notFoundError } from '../errors';
import type { AppEnv } from '../http/env';
import { noStore } from '../http/no-store';
import { sameSecret } from '../http/secrets';

/** The header pg_cron's request names the dispatch secret in (supabase/schemas/36_reminders.sql). */
export const dispatchSecretHeader = 'x-dispatch-secret';

/**
 * `POST /api/mail/dispatch`, mounted at `/api/mail`: pg_cron's minute job asks a host without a
 * long-running process (the Edge Function) to send the due mails (reminders, retries). Only a
 * request naming `DISPATCH_SECRET` starts a pass (202); without the setting, or with another
 * secret, the route does not exist (404). It sends nothing itself: the outbox does, once per mail.
 */
export function mailRoutes(deps: Pick<ApiDeps, 'dispatchSecret' | 'outbox'>) {
  return new Hono<AppEnv>().post('/dispatch', noStore, (c) => {
    const given = c.req.header(dispatchSecretHeader);
    if (!deps.dispatchSecret || !given || !sameSecret(given, deps.dispatchSecret)) {
      throw new ApiError(404, notFoundError);
    }
    deps.outbox?.kick();
    return c.json({ ok: true }, 202);
  });
}
