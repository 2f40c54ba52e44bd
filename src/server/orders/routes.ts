import { Hono } from 'hono';
import { newOrderItem, orderMessages, orderNotes } from '../../domain/orders/schema';
import { z } from '../../domain/zod';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { staffLiveStream } from '../live/events';
import { asRole } from '../request-db';
import { activeItems, insertItem, softDelete, updateNotes } from './queries';

const idParam = z.object({ id: z.uuid(orderMessages.notFound) });

/**
 * The internal order list under `/api/orders` (mounted on the staff app): `GET /` (active items,
 * newest first), `POST /` `{ text, notes? }`, `PATCH /:id` `{ notes }`, `DELETE /:id` (soft
 * delete), `GET /events` (Server-Sent Events).
 */
export function orderRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/', async (c) => c.json({ items: await asRole(deps.db, c.get('who'), activeItems) }))
    .post('/', validate('json', newOrderItem), async (c) => {
      const input = c.req.valid('json');
      const item = await asRole(deps.db, c.get('who'), (tx) => insertItem(tx, input, deps.now()));
      return c.json({ item }, 201);
    })
    .patch('/:id', validate('param', idParam), validate('json', orderNotes), async (c) => {
      const { id } = c.req.valid('param');
      const { notes } = c.req.valid('json');
      const item = await asRole(deps.db, c.get('who'), (tx) => updateNotes(tx, id, notes, deps.now()));
      if (!item) throw new ApiError(404, orderMessages.notFound);
      return c.json({ item });
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await asRole(deps.db, c.get('who'), (tx) => softDelete(tx, id, deps.now())))) {
        throw new ApiError(404, orderMessages.notFound);
      }
      return c.json({ ok: true });
    })
    .get('/events', (c) => staffLiveStream(c, deps, 'order_items'));
}
