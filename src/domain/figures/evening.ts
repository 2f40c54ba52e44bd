/** The evening's own figures in the day view, counted from the day's loaded reservations. */
import type { AdminReservation } from '../staff-reservations/reservations';

export interface EveningFigures {
  /** Guests of the parties not marked no-show. */
  expected: number;
  /** Of those, the guests of confirmed parties (or parties already there). */
  confirmed: number;
  /** Guests of the parties marked arrived. */
  arrived: number;
}

/** Guests expected, confirmed and arrived so far, from the day's active reservations. */
export function eveningFigures(
  list: readonly Pick<AdminReservation, 'guestCount' | 'attendance' | 'confirmedAt'>[],
): EveningFigures {
  let expected = 0;
  let confirmed = 0;
  let arrived = 0;
  for (const r of list) {
    if (r.attendance === 'no-show') continue;
    expected += r.guestCount;
    if (r.confirmedAt || r.attendance === 'arrived') confirmed += r.guestCount;
    if (r.attendance === 'arrived') arrived += r.guestCount;
  }
  return { expected, confirmed, arrived };
}
