import { Hono } from 'hono';
import { newOrderItem, type OrderItem, orderCreatedBy, orderMessages, orderNotes } from '../../domain/orders/schema';
import { z } from '../../domain/zod';
import { requireStaff, type StaffEnv } from '../auth/require-staff';
import { validate } from '../auth/validate';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { staffLiveStream } from '../live-events';
import { asRole, type Tx } from '../request-db';

const idParam = z.object({ id: z.uuid(orderMessages.notFound) });

function toItem(row: {
  id: string;
  text: string;
  notes: string;
  created_at: Date;
  created_by: string;
  updated_at: Date | null;
}): OrderItem {
  return {
    id: row.id,
    text: row.text,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    updatedAt: row.updated_at?.toISOString() ?? null,
  };
}

const columns = ['id', 'text', 'notes', 'created_at', 'created_by', 'updated_at'] as const;

function activeItems(tx: Tx) {
  return tx
    .selectFrom('order_items')
    .select(columns)
    .where('status', '=', 'active')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * The internal order list, staff only: `GET /api/orders` (active items, newest first),
 * `POST /api/orders` `{ text, notes? }`, `PATCH /api/orders/:id` `{ notes }`,
 * `DELETE /api/orders/:id` (soft delete), `GET /api/orders/events` (Server-Sent Events).
 */
export function orderRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .use('*', requireStaff(deps))
    .get('/', async (c) => {
      const rows = await asRole(deps.db, c.get('who'), activeItems);
      return c.json({ items: rows.map(toItem) });
    })
    .post('/', validate('json', newOrderItem), async (c) => {
      const { text, notes } = c.req.valid('json');
      const row = await asRole(deps.db, c.get('who'), (tx) =>
        tx
          .insertInto('order_items')
          .values({ text, notes, created_at: deps.now(), created_by: orderCreatedBy })
          .returning(columns)
          .executeTakeFirstOrThrow(),
      );
      return c.json({ item: toItem(row) }, 201);
    })
    .patch('/:id', validate('param', idParam), validate('json', orderNotes), async (c) => {
      const { id } = c.req.valid('param');
      const { notes } = c.req.valid('json');
      const row = await asRole(deps.db, c.get('who'), (tx) =>
        tx
          .updateTable('order_items')
          .set({ notes, updated_at: deps.now() })
          .where('id', '=', id)
          .where('status', '=', 'active')
          .returning(columns)
          .executeTakeFirst(),
      );
      if (!row) throw new ApiError(404, orderMessages.notFound);
      return c.json({ item: toItem(row) });
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const now = deps.now();
      const row = await asRole(deps.db, c.get('who'), (tx) =>
        tx
          .updateTable('order_items')
          .set({ status: 'deleted', deleted_at: now, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', 'active')
          .returning('id')
          .executeTakeFirst(),
      );
      if (!row) throw new ApiError(404, orderMessages.notFound);
      return c.json({ ok: true });
    })
    .get('/events', (c) => staffLiveStream(c, deps, 'order_items'));
}
