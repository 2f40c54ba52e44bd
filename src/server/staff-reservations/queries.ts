import { sql } from 'kysely';
import { type GuestDetails, guestDetailNames } from '../../domain/booking/schemas';
import { shortTime } from '../../domain/calendar';
import type { MailProblem } from '../../domain/mail-problem';
import type { AdminReservation } from '../../domain/staff-reservations/reservations';
import { walkInName } from '../../domain/staff-reservations/staff-booking';
import { guestDetailColumns } from '../db/schema';
import { enqueueCancellationMail } from '../mail/outbox';
import type { Tx } from '../request-db';

const iso = (value: Date | string) => new Date(value).toISOString();

function selectActive(tx: Tx) {
  return tx
    .selectFrom('reservations')
    .select([
      'id',
      'date',
      'start_time',
      'end_time',
      'starts_at',
      'ends_at',
      'table_ids',
      'table_capacity',
      'guest_count',
      'customer_name',
      'customer_email',
      sql<MailProblem | null>`public.mail_problem(id)`.as('mail_problem'),
      ...Object.values(guestDetailColumns),
      'source',
      'attendance',
      'confirmed_at',
      'reminder_sent_at',
      'created_at',
      'updated_at',
      sql<string | null>`public.staff_email(created_by)`.as('created_by'),
      sql<string | null>`public.staff_email(updated_by)`.as('updated_by'),
    ])
    .where('status', '=', 'active');
}

type Row = Awaited<ReturnType<ReturnType<typeof selectActive>['executeTakeFirstOrThrow']>>;

function toReservation(r: Row): AdminReservation {
  return {
    id: r.id,
    date: r.date,
    startTime: shortTime(r.start_time),
    endTime: shortTime(r.end_time),
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    tableIds: r.table_ids,
    tableCapacity: r.table_capacity,
    guestCount: r.guest_count,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    mailProblem: r.mail_problem,
    ...(Object.fromEntries(guestDetailNames.map((name) => [name, r[guestDetailColumns[name]]])) as GuestDetails),
    source: r.source,
    attendance: r.attendance,
    confirmedAt: r.confirmed_at && iso(r.confirmed_at),
    reminderSentAt: r.reminder_sent_at && iso(r.reminder_sent_at),
    createdAt: iso(r.created_at),
    createdBy: r.created_by,
    updatedAt: r.updated_at && iso(r.updated_at),
    updatedBy: r.updated_by,
  };
}

/** The day's active reservations, unsorted. */
export async function reservationsOn(tx: Tx, date: string): Promise<AdminReservation[]> {
  const rows = await selectActive(tx).where('date', '=', date).execute();
  return rows.map(toReservation);
}

/** The active reservation `id`; with `lock`, its row stays locked until the transaction ends. */
export async function findReservation(
  tx: Tx,
  id: string,
  { lock = false } = {},
): Promise<AdminReservation | undefined> {
  const query = selectActive(tx).where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
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
    .select(['id', 'date', 'start_time', 'end_time', 'table_ids', 'guest_count', 'customer_name'])
    .where('status', '=', 'active')
    .where(until === 'start' ? 'starts_at' : 'ends_at', '>', now)
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    startTime: shortTime(r.start_time),
    endTime: shortTime(r.end_time),
    tableIds: r.table_ids,
    guestCount: r.guest_count,
    customerName: r.customer_name ?? walkInName,
  }));
}
