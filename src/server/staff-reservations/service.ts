import { sql } from 'kysely';
import { messages } from '../../domain/booking/messages';
import { addDays, berlinDay, fromMinutes, toMinutes } from '../../domain/calendar';
import { type AdminReservation, reservationText } from '../../domain/staff-reservations/reservations';
import {
  type Attendance,
  type StaffBookingRequest,
  type StaffChangeRequest,
  staffBookingText,
  type WalkInRequest,
} from '../../domain/staff-reservations/staff-booking';
import { walkInTimes } from '../../domain/staff-reservations/walk-in';
import { waitlistText } from '../../domain/waitlist/waitlist';
import { loadRules, loadSchedule } from '../booking/queries';
import { namedArgs } from '../db/named-args';
import { parseTaken, type Refusals, refusal, refusing } from '../db/refusals';
import { ApiError } from '../errors';
import type { Tx } from '../request-db';
import { findReservation } from './queries';

/**
 * Staff writes that occupy tables (docs/booking.md#staff-bookings): each is one call of
 * `public.staff_save_reservation()` or `public.staff_set_attendance()`, which take the shared
 * locks and queue the guest's mail in the caller's transaction. Their refusals come back as
 * German {@link ApiError}s.
 */

type Saved = { id: string; created: boolean; mailed?: boolean; readdressed?: boolean };

async function save(tx: Tx, id: string | null, b: StaffBookingRequest): Promise<Saved> {
  const { rows } = await sql<{ r: Saved }>`
    select public.staff_save_reservation(${namedArgs({
      p_id: sql`${id}::uuid`,
      p_date: sql`${b.date}::date`,
      p_start_time: sql`${b.startTime}::time`,
      p_end_time: sql`${b.endTime ?? null}::time`,
      p_table_ids: sql`${sql.val(b.tableIds)}::integer[]`,
      p_guest_count: sql`${b.guestCount}::integer`,
      p_customer_name: sql`${b.customerName ?? null}::text`,
      p_customer_email: sql`${b.customerEmail ?? null}::text`,
      p_customer_phone: sql`${b.customerPhone ?? null}::text`,
      p_special_requests: sql`${b.specialRequests ?? null}::text`,
      p_source: sql`${b.source}::text`,
    })}) as r`.execute(tx);
  const saved = rows[0]?.r;
  if (!saved) throw new Error('staff_save_reservation returned nothing');
  return saved;
}

async function reread(tx: Tx, id: string): Promise<AdminReservation> {
  const reservation = await findReservation(tx, id);
  if (!reservation) throw new Error(`reservation ${id} vanished in its own transaction`);
  return reservation;
}

/** A phone, WhatsApp, walk-up or online booking entered by staff; the guest's mail when an address is given. */
export async function createStaffBooking(tx: Tx, input: StaffBookingRequest) {
  const saved = await refused(() => save(tx, null, input));
  return { reservation: await reread(tx, saved.id), mailed: input.customerEmail !== undefined };
}

/** A walk-in: the tables from now for `minutes`, no name or contact. */
export async function createWalkIn(tx: Tx, now: Date, input: WalkInRequest) {
  const rules = await loadRules(tx);
  const today = berlinDay(now);
  const schedule = await loadSchedule(tx, addDays(today, -1), today);
  const times = walkInTimes(now, input.minutes, schedule, rules);
  return createStaffBooking(tx, {
    ...times,
    tableIds: input.tableIds,
    guestCount: input.guestCount,
    source: 'vor-ort',
  });
}

/**
 * Changes a booking: the given fields over the stored ones (`null` clears contact and notes).
 * The week's lock comes before the reservation's row lock, as in every writer.
 */
export async function changeStaffBooking(
  tx: Tx,
  id: string,
  change: Exclude<StaffChangeRequest, { attendance: unknown } | { confirmed: unknown }>,
) {
  await sql`select pg_advisory_xact_lock_shared(private.lock_key('week'), 0)`.execute(tx);
  const current = await findReservation(tx, id, { lock: true });
  if (!current) throw new ApiError(404, reservationText.notFound);
  // Absent keeps the stored value, null clears it.
  const pick = (given: string | null | undefined, stored: string | null) =>
    (given === undefined ? stored : given) ?? undefined;
  const merged: StaffBookingRequest = {
    date: change.date ?? current.date,
    startTime: change.startTime ?? current.startTime,
    // A new start without a new end keeps the length; a cleared end is the default end.
    endTime:
      change.endTime === null
        ? undefined
        : (change.endTime ?? (change.startTime ? shifted(current, change.startTime) : current.endTime)),
    tableIds: change.tableIds ?? current.tableIds,
    guestCount: change.guestCount ?? current.guestCount,
    customerName: pick(change.customerName, current.customerName),
    customerEmail: pick(change.customerEmail, current.customerEmail),
    customerPhone: pick(change.customerPhone, current.customerPhone),
    specialRequests: pick(change.specialRequests, current.specialRequests),
    source: change.source ?? current.source,
  };
  if (merged.source !== 'vor-ort' && !merged.customerName) {
    throw new ApiError(422, messages.nameRequired, { customerName: messages.nameRequired });
  }
  const saved = await refused(() => save(tx, id, merged));
  return { reservation: await reread(tx, id), mailed: saved.mailed === true, readdressed: saved.readdressed === true };
}

/** 'Angekommen', 'No-Show' or neither; a no-show frees its tables from now on. */
export async function setAttendance(tx: Tx, id: string, attendance: Attendance | null) {
  await refused(() =>
    sql`select public.staff_set_attendance(${namedArgs({
      p_id: sql`${id}::uuid`,
      p_attendance: sql`${attendance}::text`,
    })})`.execute(tx),
  );
  return { reservation: await reread(tx, id) };
}

/** Marks the booking confirmed (the first time stays) or takes the mark back. */
export async function setConfirmed(tx: Tx, id: string, confirmed: boolean) {
  await refused(() =>
    sql`select public.staff_set_confirmed(${namedArgs({
      p_id: sql`${id}::uuid`,
      p_confirmed: sql`${confirmed}::boolean`,
    })})`.execute(tx),
  );
  return { reservation: await reread(tx, id) };
}

/** The end that keeps the booking's length when only its start moves. */
function shifted(current: AdminReservation, startTime: string): string {
  const length = (new Date(current.endsAt).getTime() - new Date(current.startsAt).getTime()) / 60_000;
  return fromMinutes((toMinutes(startTime) ?? 0) + length);
}

/** The refusals of the staff functions, by the rule's name (supabase/schemas/35_staff_bookings.sql). */
export const staffRefusals: Refusals = {
  'table-taken': (detail) => {
    const taken = parseTaken(detail);
    return {
      status: 409,
      text: messages.tableTaken(taken?.table ?? 0, taken ? `${taken.start} bis ${taken.end}` : ''),
    };
  },
  'not-found': refusal(404, reservationText.notFound),
  'date-past': refusal(422, staffBookingText.datePast, 'date'),
  'tables-required': refusal(422, staffBookingText.tablesRequired, 'tableIds'),
  'unknown-table': (d) => ({ status: 422, field: 'tableIds', text: staffBookingText.tableUnknown(Number(d)) }),
  'guests-required': refusal(422, staffBookingText.guestsMin, 'guestCount'),
  'party-too-large': (d) => ({ status: 422, field: 'guestCount', text: staffBookingText.partyTooLarge(Number(d)) }),
  'outside-evening': (d) => {
    const [open = '', close = ''] = (d ?? '').split('|');
    return { status: 422, field: 'startTime', text: staffBookingText.outsideEvening(open, close) };
  },
  'ends-past': refusal(422, staffBookingText.endsPast, 'startTime'),
  'no-show-early': refusal(422, staffBookingText.noShowEarly, 'attendance'),
  attendance: refusal(422, staffBookingText.attendance, 'attendance'),
  'waitlist-window': refusal(422, waitlistText.window, 'from'),
};

/** Runs a staff function; its SQL refusals become German API errors (404, 409, 422), anything else stays. */
export function refused<T>(work: () => Promise<T>): Promise<T> {
  return refusing(staffRefusals, work);
}
