import { shortTime } from '../../domain/calendar';
import type { HireSettings } from '../../domain/hire/settings';
import type { BusinessSettings } from '../../domain/settings/settings';
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
        reminderHours: row.reminder_hours,
        offerMinutes: row.offer_minutes,
        adminEmail: row.admin_email ?? '',
        venueInbox: row.venue_inbox,
        mailFrom: row.mail_from,
        guestPhone: row.guest_phone,
        guestEmail: row.guest_email,
      },
      updatedAt: row.updated_at,
    }
  );
}

/** Saves the settings (an absent optional setting stays as it is) and answers them as stored. */
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
      ...(s.reminderHours !== undefined && { reminder_hours: s.reminderHours }),
      ...(s.offerMinutes !== undefined && { offer_minutes: s.offerMinutes }),
      admin_email: s.adminEmail || null,
      ...(s.venueInbox !== undefined && { venue_inbox: s.venueInbox }),
      ...(s.mailFrom !== undefined && { mail_from: s.mailFrom }),
      ...(s.guestPhone !== undefined && { guest_phone: s.guestPhone }),
      ...(s.guestEmail !== undefined && { guest_email: s.guestEmail }),
      updated_at: now,
    })
    .returning([
      'updated_at',
      'booking_horizon_days',
      'reminder_hours',
      'offer_minutes',
      'venue_inbox',
      'mail_from',
      'guest_phone',
      'guest_email',
    ])
    .executeTakeFirst();
  return (
    row && {
      settings: {
        ...s,
        bookingHorizonDays: row.booking_horizon_days,
        reminderHours: row.reminder_hours,
        offerMinutes: row.offer_minutes,
        venueInbox: row.venue_inbox,
        mailFrom: row.mail_from,
        guestPhone: row.guest_phone,
        guestEmail: row.guest_email,
      },
      updatedAt: row.updated_at,
    }
  );
}

/** The owner's bank details and deposit rules for hires (docs/hire.md#the-deposit); owner only. */
export async function readHireSettings(tx: Tx): Promise<Partial<HireSettings>> {
  const row = await tx
    .selectFrom('business_settings')
    .select(['hire_account_holder', 'hire_iban', 'hire_bic', 'hire_deposit_percent', 'hire_deposit_days'])
    .executeTakeFirst();
  if (!row) return {};
  return {
    hireAccountHolder: row.hire_account_holder ?? '',
    hireIban: row.hire_iban ?? '',
    hireBic: row.hire_bic ?? undefined,
    hireDepositPercent: row.hire_deposit_percent,
    hireDepositDays: row.hire_deposit_days,
  };
}

/** Saves the hire settings given (an absent one stays as it is; a blank holder, IBAN or BIC clears it). */
export async function writeHireSettings(tx: Tx, s: Partial<HireSettings>, given: ReadonlySet<string>): Promise<void> {
  const set = {
    ...(s.hireAccountHolder !== undefined && { hire_account_holder: s.hireAccountHolder || null }),
    ...(s.hireIban !== undefined && { hire_iban: s.hireIban || null }),
    ...(given.has('hireBic') && { hire_bic: s.hireBic ?? null }),
    ...(s.hireDepositPercent !== undefined && { hire_deposit_percent: s.hireDepositPercent }),
    ...(s.hireDepositDays !== undefined && { hire_deposit_days: s.hireDepositDays }),
  };
  if (Object.keys(set).length > 0) await tx.updateTable('business_settings').set(set).execute();
}
