import { shortTime } from '../calendar';
import { dayWindow, type OpeningHours } from '../schedule/week';

/** The staff-editable booking rules (docs/booking.md#settings-and-defaults "Business settings"), as the booking logic uses them. */
export interface BookingRules {
  /** Minutes two reservations of one table keep between them. */
  bufferTime: number;
  /** First start time, `HH:MM`. */
  openTime: string;
  /** Latest end time, `HH:MM`; at or before `openTime` means after midnight (00:00 = midnight). */
  closeTime: string;
  /** Longest reservation in minutes. */
  maxReservationDuration: number;
  /** How many days ahead guests may book online. */
  bookingHorizonDays: number;
  /** Minutes between slot starts: 15, 30 or 60. */
  slotMinutes: number;
  /** End time when the guest names none, `HH:MM`, unless that is not after the start. */
  defaultEndTime: string;
}

/**
 * The defaults of the business settings (docs/booking.md#settings-and-defaults). The database holds
 * the same values as column defaults of `public.business_settings`; tests/integration/defaults.test.ts
 * fails when the two differ.
 */
export const defaultBookingRules: BookingRules = {
  bufferTime: 30,
  openTime: '19:30',
  closeTime: '00:00',
  maxReservationDuration: 270,
  bookingHorizonDays: 90,
  slotMinutes: 30,
  defaultEndTime: '23:00',
};

/** Bounds of the staff-editable rules (the settings form); the check constraints of `public.business_settings` repeat them. */
export const settingsBounds = {
  bufferTime: { min: 0, max: 120, step: 5 },
  maxReservationDuration: { min: 60, max: 480, step: 30 },
  bookingHorizonDays: { min: 1, max: 365, step: 1 },
  reminderHours: { min: 0, max: 72, step: 1 },
  offerMinutes: { min: 5, max: 240, step: 5 },
} as const;

/** Opening window in minutes after midnight of the booking day; `close` may exceed 1440. */
export function openingWindow(rules: BookingRules): { open: number; close: number } {
  return dayWindow(rules);
}

/** Rules as `public.booking_rules()` returns them (`HH:MM:SS` times). */
export function rulesFromRow(row: {
  buffer_time: number;
  open_time: string;
  close_time: string;
  max_reservation_duration: number;
  booking_horizon_days: number;
  slot_minutes: number;
  default_end_time: string;
}): BookingRules {
  return {
    bufferTime: row.buffer_time,
    openTime: shortTime(row.open_time),
    closeTime: shortTime(row.close_time),
    maxReservationDuration: row.max_reservation_duration,
    bookingHorizonDays: row.booking_horizon_days,
    slotMinutes: row.slot_minutes,
    defaultEndTime: shortTime(row.default_end_time),
  };
}

/** The rules of one day: its own opening window (docs/booking.md#bookable-days) in place of the settings'. */
export function rulesForDay(rules: BookingRules, day: OpeningHours): BookingRules {
  return { ...rules, openTime: day.openTime, closeTime: day.closeTime };
}
