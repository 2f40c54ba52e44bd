import { Hono } from 'hono';
import { ownerRoles } from '../../domain/auth/session';
import { type SystemStatus, statusProblems, statusText } from '../../domain/status/status';
import { refusal, refusing } from '../db/refusals';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { allowRoles, type StaffEnv } from '../http/staff';
import { asRole } from '../request-db';
import { readStatusFacts, retryOutboxMail } from './queries';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const retryRefusals = {
  'not-found': refusal(404, statusText.notFound),
  'not-failed': refusal(409, statusText.notFailed),
  'no-content': refusal(409, statusText.noContent),
};

/**
 * The owner's 'Systemstatus' under `/api/admin/status` (docs/operations.md), owner only:
 * - `GET /` → {@link SystemStatus}: the database, the jobs' last runs, the outbox, the last backup
 *   and publish, where mails go, the running version, the disk (null where the host has none), the
 *   mails of the last 24 hours that did not arrive, and the problems with what to do.
 * - `POST /outbox/:id/retry` → `{ message }`: a mail the dispatcher gave up on goes out again
 *   (`public.retry_outbox_mail()`, in the owner's log); 404 unknown, 409 not given up or no content.
 */
export function statusRoutes(deps: ApiDeps) {
  const ops = deps.operations ?? {};
  return new Hono<StaffEnv>()
    .use(allowRoles(ownerRoles))
    .get('/', async (c) => {
      const now = deps.now();
      const backups = ops.backups ?? false;
      const facts = await asRole(deps.db, c.get('who'), (tx) => readStatusFacts(tx, now, backups));
      const { sizeBytes, ...rest } = facts;
      const status: Omit<SystemStatus, 'problems'> = {
        database: { kind: deps.db.kind, sizeBytes },
        ...rest,
        mail: ops.mail ?? 'sink',
        version: ops.version || statusText.unknownVersion,
        disk: (await ops.disk?.().catch(() => null)) ?? null,
      };
      const problems = statusProblems(status, now, { startedAt: deps.startedAt ?? now, backups });
      return c.json({ ...status, problems } satisfies SystemStatus);
    })
    .post('/outbox/:id/retry', async (c) => {
      const id = c.req.param('id');
      if (!uuid.test(id)) throw new ApiError(404, statusText.notFound);
      await refusing(retryRefusals, () => asRole(deps.db, c.get('who'), (tx) => retryOutboxMail(tx, id)));
      deps.outbox?.kick();
      return c.json({ message: statusText.retried });
    });
}
