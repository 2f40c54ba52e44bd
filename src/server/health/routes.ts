import { Hono } from 'hono';
import { sql } from 'kysely';
import { isStale, statusText } from '../../domain/status/status';
import type { ApiDeps } from '../deps';
import { noStore } from '../http/no-store';
import { errorSummary } from '../log-error';
import { anonymous, asRole } from '../request-db';
import { minuteLastRun } from '../status/queries';

/**
 * `GET /api/health`, what uptime monitors read (docs/operations.md#health): 200 `{ ok: true,
 * database }` when the database answers and the minute's jobs ran in the last 5 minutes; else 503
 * `{ ok: false, database, reason }` with the German reason. A database where the minute's jobs never
 * ran counts as stale only once the server has been up 5 minutes (`deps.startedAt`), so a fresh
 * start is healthy while its first run is under way.
 */
export function healthRoutes(deps: ApiDeps) {
  const startedAt = deps.startedAt ?? deps.now();
  return new Hono().get('/', noStore, async (c) => {
    let lastRun: Date | null;
    try {
      await asRole(deps.db, anonymous, (tx) => sql`select 1`.execute(tx));
      lastRun = await minuteLastRun(deps.db);
    } catch (error) {
      deps.log.warn('Health: database unreachable', errorSummary(error));
      return c.json({ ok: false, database: deps.db.kind, reason: statusText.healthDatabase }, 503);
    }
    const run = lastRun ? { name: 'minute' as const, lastRunAt: lastRun.toISOString() } : undefined;
    if (isStale(run, 'minute', deps.now(), startedAt))
      return c.json({ ok: false, database: deps.db.kind, reason: statusText.healthMinute }, 503);
    return c.json({ ok: true, database: deps.db.kind });
  });
}
