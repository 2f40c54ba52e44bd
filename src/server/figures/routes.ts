import { Hono } from 'hono';
import { ownerRoles } from '../../domain/auth/session';
import { buildFigures, dayRows } from '../../domain/figures/build';
import { figuresCsv, figuresCsvName } from '../../domain/figures/csv';
import { figuresQuery } from '../../domain/figures/query';
import type { Figures } from '../../domain/figures/types';
import type { ApiDeps } from '../deps';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole } from '../request-db';
import { figureCounts } from './queries';

/**
 * The owner's figures (docs/figures.md), owner only (403 for service and editors):
 * `GET /api/admin/figures?from&to` → `Figures`, `GET /api/admin/figures.csv?from&to` → the days as
 * CSV. Read as the owner's database role, so `public.owner_figures()` checks the owner too.
 */
export function figuresRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/figures', allowRoles(ownerRoles), validate('query', figuresQuery), async (c) => {
      const query = c.req.valid('query');
      const counts = await asRole(deps.db, c.get('who'), (tx) => figureCounts(tx, query));
      const figures: Figures = buildFigures(query.from, query.to, counts);
      return c.json(figures);
    })
    .get('/figures.csv', allowRoles(ownerRoles), validate('query', figuresQuery), async (c) => {
      const query = c.req.valid('query');
      const counts = await asRole(deps.db, c.get('who'), (tx) => figureCounts(tx, query));
      return c.body(figuresCsv(dayRows(query.from, query.to, counts)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${figuresCsvName(query.from, query.to)}"`,
      });
    });
}
