import { tablesLabel } from '../booking/tables';
import { planTables } from './areas';
import type { PlanConfig } from './schema';

/** The fields of an active future reservation the deploy check needs and shows. */
export interface FutureReservation {
  id: string;
  date: string;
  startTime: string;
  /** The party's tables (several when combined). */
  tableIds: number[];
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
    tableIds: r.tableIds,
    guestCount: r.guestCount,
    customerName: r.customerName,
    reason,
  });
  return reservations.flatMap((r) => {
    const gone = r.tableIds.find((id) => !capacity.has(id));
    if (gone !== undefined) return [entry(r, `Tisch ${gone} gibt es im neuen Plan nicht mehr`)];
    const seats = r.tableIds.reduce((sum, id) => sum + (capacity.get(id) ?? 0), 0);
    if (seats < r.guestCount) {
      const tables = r.tableIds.length === 1 ? `Tisch ${r.tableIds[0]} hat` : `Tische ${tablesLabel(r.tableIds)} haben`;
      return [entry(r, `${tables} im neuen Plan nur ${seats} Plätze für ${r.guestCount} Personen`)];
    }
    return [];
  });
}
