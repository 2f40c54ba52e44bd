import { toMinutes } from '../calendar';
import { type DaySchedule, dayWindow } from './week';

/** A future reservation as the impact check reads it. */
export interface AffectedReservation {
  id: string;
  date: string;
  startTime: string;
  /** `HH:MM`; not part of the 409 answer. */
  endTime: string;
  tableIds: number[];
  customerName: string;
}

/** Whether guests could not have booked `r` on its day: the day is closed or the times lie outside its window. */
export function isStranded(r: Pick<AffectedReservation, 'startTime' | 'endTime'>, day: DaySchedule): boolean {
  if (!day.bookable) return true;
  const { open, close } = dayWindow(day);
  let start = toMinutes(r.startTime) ?? 0;
  if (start < open && start + 1440 < close) start += 1440;
  let end = toMinutes(r.endTime) ?? 0;
  if (end <= open) end += 1440;
  return start < open || end > close;
}

/**
 * The reservations a change strands: outside their day under `after` but not under `before`
 * (one already outside, e.g. kept on a day staff closed earlier, is not asked about again).
 */
export function newlyStranded(
  reservations: readonly AffectedReservation[],
  before: (date: string) => DaySchedule,
  after: (date: string) => DaySchedule,
): AffectedReservation[] {
  return reservations.filter((r) => isStranded(r, after(r.date)) && !isStranded(r, before(r.date)));
}
