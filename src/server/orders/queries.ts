import { type OrderItem, orderCreatedBy } from '../../domain/orders/schema';
import type { Tx } from '../request-db';

const columns = ['id', 'text', 'notes', 'created_at', 'created_by', 'updated_at'] as const;

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

/** The active items, newest first. */
export async function activeItems(tx: Tx): Promise<OrderItem[]> {
  const rows = await tx
    .selectFrom('order_items')
    .select(columns)
    .where('status', '=', 'active')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toItem);
}

export async function insertItem(tx: Tx, item: { text: string; notes: string }, now: Date): Promise<OrderItem> {
  const row = await tx
    .insertInto('order_items')
    .values({ text: item.text, notes: item.notes, created_at: now, created_by: orderCreatedBy })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toItem(row);
}

/** Sets an active item's notes; undefined when there is no such active item. */
export async function updateNotes(tx: Tx, id: string, notes: string, now: Date): Promise<OrderItem | undefined> {
  const row = await tx
    .updateTable('order_items')
    .set({ notes, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returning(columns)
    .executeTakeFirst();
  return row && toItem(row);
}

/** Marks an active item deleted (kept for the record); false when there is no such active item. */
export async function softDelete(tx: Tx, id: string, now: Date): Promise<boolean> {
  const row = await tx
    .updateTable('order_items')
    .set({ status: 'deleted', deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
