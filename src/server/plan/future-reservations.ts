import type { FutureReservation } from '../../domain/plan/deploy-impact';
import type { Tx } from '../request-db';

/**
 * Active reservations that have not ended at `now`, oldest first, as the deploy check needs them.
 * Runs as the staff request's role, so row-level security applies.
 */
export async function futureReservations(tx: Tx, now: Date): Promise<FutureReservation[]> {
  const rows = await tx
    .selectFrom('reservations')
    .select(['id', 'date', 'start_time', 'table_id', 'guest_count', 'customer_name'])
    .where('status', '=', 'active')
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    startTime: r.start_time.slice(0, 5),
    tableId: r.table_id,
    guestCount: r.guest_count,
    customerName: r.customer_name,
  }));
}
