import { Hono } from 'hono';
import { sql } from 'kysely';
import type { ApiDeps } from '../deps';
import { noStore } from '../http/no-store';
import { anonymous, asRole } from '../request-db';

/** `GET /api/health`: the database answers, and which kind it is. */
export function healthRoutes({ db }: ApiDeps) {
  return new Hono().get('/', noStore, async (c) => {
    await asRole(db, anonymous, (tx) => sql`select 1`.execute(tx));
    return c.json({ ok: true, database: db.kind });
  });
}
