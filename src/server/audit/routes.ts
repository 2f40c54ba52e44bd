import { Hono } from 'hono';
import { type AuditEntry, auditQuery } from '../../domain/audit/audit';
import { ownerRoles } from '../../domain/auth/session';
import type { ApiDeps } from '../deps';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole } from '../request-db';
import { auditEntries } from './queries';

/**
 * `GET /api/admin/audit?date=YYYY-MM-DD[&actor=][&action=]` → `{ entries }` (docs/roles.md#log),
 * owner only; read as the owner's database role, so the table's policy decides too.
 */
export function auditRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>().use(allowRoles(ownerRoles)).get('/', validate('query', auditQuery), async (c) => {
    const entries: AuditEntry[] = await asRole(deps.db, c.get('who'), (tx) => auditEntries(tx, c.req.valid('query')));
    return c.json({ entries });
  });
}
