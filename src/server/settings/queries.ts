import { shortTime } from '../../domain/calendar';
import type { BusinessSettings } from '../../domain/staff/settings';
import type { Tx } from '../request-db';

/** The business settings row as the settings dialog shows it. */
export async function readSettings(tx: Tx): Promise<{ settings: BusinessSettings; updatedAt: Date } | undefined> {
  const row = await tx.selectFrom('business_settings').selectAll().executeTakeFirst();
  return (
    row && {
      settings: {
        bufferTime: row.buffer_time,
        openTime: shortTime(row.open_time),
        closeTime: shortTime(row.close_time),
        maxReservationDuration: row.max_reservation_duration,
        bookingHorizonDays: row.booking_horizon_days,
        adminEmail: row.admin_email ?? '',
      },
      updatedAt: row.updated_at,
    }
  );
}

/** Saves the settings (an absent booking horizon stays as it is) and answers them as stored. */
export async function writeSettings(
  tx: Tx,
  s: BusinessSettings,
  now: Date,
): Promise<{ settings: BusinessSettings; updatedAt: Date } | undefined> {
  const row = await tx
    .updateTable('business_settings')
    .set({
      buffer_time: s.bufferTime,
      open_time: s.openTime,
      close_time: s.closeTime,
      max_reservation_duration: s.maxReservationDuration,
      ...(s.bookingHorizonDays !== undefined && { booking_horizon_days: s.bookingHorizonDays }),
      admin_email: s.adminEmail || null,
      updated_at: now,
    })
    .returning(['updated_at', 'booking_horizon_days'])
    .executeTakeFirst();
  return row && { settings: { ...s, bookingHorizonDays: row.booking_horizon_days }, updatedAt: row.updated_at };
}

/** Closed days from `from` on, in date order. */
export function closedDatesFrom(tx: Tx, from: string) {
  return tx.selectFrom('closed_dates').select(['date', 'reason']).where('date', '>=', from).orderBy('date').execute();
}

/** Adds a closed day or updates its reason; answers it with the count of that day's active reservations. */
export async function saveClosedDate(tx: Tx, date: string, reason: string | null) {
  const closedDate = await tx
    .insertInto('closed_dates')
    .values({ date, reason })
    .onConflict((oc) => oc.column('date').doUpdateSet({ reason }))
    .returning(['date', 'reason'])
    .executeTakeFirstOrThrow();
  const { n } = await tx
    .selectFrom('reservations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('date', '=', date)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return { closedDate, activeReservations: Number(n) };
}

/** Deletes a closed day; false when there was none. */
export async function deleteClosedDate(tx: Tx, date: string): Promise<boolean> {
  return (
    (await tx.deleteFrom('closed_dates').where('date', '=', date).returning('date').executeTakeFirst()) !== undefined
  );
}
