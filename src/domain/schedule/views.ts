import type { AffectedReservation } from './impact';
import type { DayException, WeekDay } from './week';

/** Answer of `GET /api/admin/schedule` and `PUT /api/admin/schedule` (200). */
export interface ScheduleView {
  days: WeekDay[];
  /** Minutes between slot starts: 15, 30 or 60. */
  slotMinutes: number;
  /** End time when a guest names none, `HH:MM`. */
  defaultEndTime: string;
  /** The settings' opening window, used by days without their own times (read-only here). */
  openTime: string;
  closeTime: string;
  /** Dated exceptions from today on, in date order. */
  exceptions: DayException[];
}

/** One reservation in a 409 answer: what staff need to decide. */
export type AffectedView = Omit<AffectedReservation, 'endTime'>;

/** 409 answer of a schedule, exception or settings change that would strand future reservations. */
export interface AffectedAnswer {
  error: string;
  affected: AffectedView[];
}

/** 200 answer of a confirmed change: what happened to the reservations it touched. */
export interface ChangeOutcome {
  /** Reservations cancelled (deleted, with the cancellation mail to the guest) by `confirm: 'cancel'`. */
  cancelled: AffectedView[];
  /** Reservations left as they are by `confirm: 'keep'`. */
  kept: AffectedView[];
}
