import { shortTime } from '../../domain/calendar';
import type { AdminReservation } from '../../domain/staff/reservations';
import { enqueueCancellationMail } from '../mail/outbox';
import type { Tx } from '../request-db';

const iso = (value: Date | string) => new Date(value).toISOString();

const columns = [
  'id',
  'date',
  'start_time',
  'end_time',
  'starts_at',
  'table_id',
  'table_capacity',
  'guest_count',
  'customer_name',
  'customer_email',
  'customer_phone',
  'special_requests',
  'created_at',
] as const;

function selectActive(tx: Tx) {
  return tx.selectFrom('reservations').select(columns).where('status', '=', 'active');
}

type Row = Awaited<ReturnType<ReturnType<typeof selectActive>['executeTakeFirstOrThrow']>>;

function toReservation(r: Row): AdminReservation {
  return {
    id: r.id,
    date: r.date,
    startTime: shortTime(r.start_time),
    endTime: shortTime(r.end_time),
    startsAt: iso(r.starts_at),
    tableId: r.table_id,
    tableCapacity: r.table_capacity,
    guestCount: r.guest_count,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    specialRequests: r.special_requests,
    createdAt: iso(r.created_at),
  };
}

/** The day's active reservations, unsorted. */
export async function reservationsOn(tx: Tx, date: string): Promise<AdminReservation[]> {
  const rows = await selectActive(tx).where('date', '=', date).execute();
  return rows.map(toReservation);
}

export async function findReservation(tx: Tx, id: string): Promise<AdminReservation | undefined> {
  const row = await selectActive(tx).where('id', '=', id).executeTakeFirst();
  return row && toReservation(row);
}

/**
 * Queues the cancellation mail to the guest, then deletes the active reservation (locked first, so
 * a reservation deleted meanwhile gets no mail). False when there was none.
 */
export async function cancelWithMail(tx: Tx, id: string): Promise<boolean> {
  const row = await selectActive(tx).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) return false;
  await enqueueCancellationMail(tx, { id });
  return (await tx.deleteFrom('reservations').where('id', '=', id).returning('id').executeTakeFirst()) !== undefined;
}

/** Deletes the active reservation without a mail; false when there was none. */
export async function deleteReservation(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx
    .deleteFrom('reservations')
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/**
 * Active reservations that have not started (`until: 'start'`) or not ended (`until: 'end'`) at
 * `now`, in time order: what a change of the plan or of the week must ask about. Runs as the staff
 * request's role, so row-level security applies.
 */
export async function upcomingReservations(tx: Tx, now: Date, until: 'start' | 'end') {
  const rows = await tx
    .selectFrom('reservations')
    .select(['id', 'date', 'start_time', 'end_time', 'table_id', 'guest_count', 'customer_name'])
    .where('status', '=', 'active')
    .where(until === 'start' ? 'starts_at' : 'ends_at', '>', now)
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    startTime: shortTime(r.start_time),
    endTime: shortTime(r.end_time),
    tableId: r.table_id,
    tableIds: [r.table_id],
    guestCount: r.guest_count,
    customerName: r.customer_name,
  }));
}
