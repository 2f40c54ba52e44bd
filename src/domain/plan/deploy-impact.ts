import { type PlanConfig, planTables } from './schema';

/** The fields of an active future reservation the deploy check needs and shows. */
export interface FutureReservation {
  id: string;
  date: string;
  startTime: string;
  tableId: number;
  guestCount: number;
  customerName: string;
}

export interface AffectedReservation extends FutureReservation {
  /** Why it is affected, in German. */
  reason: string;
}

/**
 * "Deploy checks the future": the reservations whose table the new plan removes, or whose table
 * the new plan gives fewer seats than the booking has guests. They keep their booking; staff decide.
 */
export function affectedReservations(plan: PlanConfig, reservations: FutureReservation[]): AffectedReservation[] {
  const capacity = new Map(planTables(plan).map((t) => [t.id, t.capacity]));
  // Only the fields of the answer, whatever else the caller's rows carry.
  const entry = (r: FutureReservation, reason: string): AffectedReservation => ({
    id: r.id,
    date: r.date,
    startTime: r.startTime,
    tableId: r.tableId,
    guestCount: r.guestCount,
    customerName: r.customerName,
    reason,
  });
  return reservations.flatMap((r) => {
    const seats = capacity.get(r.tableId);
    if (seats === undefined) return [entry(r, `Tisch ${r.tableId} gibt es im neuen Plan nicht mehr`)];
    if (seats < r.guestCount) {
      return [entry(r, `Tisch ${r.tableId} hat im neuen Plan nur ${seats} Plätze für ${r.guestCount} Personen`)];
    }
    return [];
  });
}
