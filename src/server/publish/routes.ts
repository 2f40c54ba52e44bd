import { type Context, Hono } from 'hono';
import { contentRoles } from '../../domain/auth/session';
import { publishIdParam, publishMessages } from '../../domain/publish/publish';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole } from '../request-db';
import { liveCommit, publishOverview, requestPublish } from './queries';

/**
 * Publishing for the owner and editors (docs/publishing.md), read and written as their database
 * role, so the table's policies decide too:
 * - `GET /api/admin/publish` → `{ current, history }`
 * - `POST /api/admin/publish` → 202 `{ publish: { id, status } }`
 * - `POST /api/admin/publish/:id/restore` → 202 `{ publish }`: a new publish of that earlier content
 * Without a publisher (the Edge Function, a static host) presses answer 503.
 */
export function publishRoutes(deps: ApiDeps) {
  const press = async (c: Context<StaffEnv>, restoreOf: number | null) => {
    const { publisher } = deps;
    if (!publisher) throw new ApiError(503, publishMessages.unavailable);
    const staff = c.get('staff');
    const author = { id: staff.id, name: staff.username, email: staff.email };
    const publish = await asRole(deps.db, c.get('who'), async (tx) => {
      if (restoreOf !== null) {
        const commit = await liveCommit(tx, restoreOf);
        if (commit === undefined) throw new ApiError(404, publishMessages.unknown);
        if (commit === null) throw new ApiError(409, publishMessages.notRestorable);
      }
      return requestPublish(tx, author, restoreOf, deps.now());
    });
    publisher.kick();
    return publish;
  };
  return new Hono<StaffEnv>()
    .use(allowRoles(contentRoles))
    .get('/', async (c) => c.json(await asRole(deps.db, c.get('who'), publishOverview)))
    .post('/', async (c) => c.json({ publish: await press(c, null) }, 202))
    .post('/:id/restore', validate('param', publishIdParam), async (c) =>
      c.json({ publish: await press(c, c.req.valid('param').id) }, 202),
    );
}
