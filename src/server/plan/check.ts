import { planTables } from '../../domain/plan/areas';
import { affectedReservations } from '../../domain/plan/deploy-impact';
import type { PlanCheckResponse } from '../../domain/plan/requests';
import type { PlanConfig } from '../../domain/plan/schema';
import { planBytes } from '../../domain/plan/size';
import { validatePlan } from '../../domain/plan/validation';
import type { Tx } from '../request-db';
import { upcomingReservations } from '../staff-reservations/queries';

/** Validation of docs/booking.md#table-plan plus the reservations from `now` on that the plan would leave without a fitting table. */
export async function checkPlan(tx: Tx, config: PlanConfig, now: Date): Promise<PlanCheckResponse> {
  const { errors, warnings } = validatePlan(config);
  return {
    errors,
    warnings,
    sizeBytes: planBytes(config),
    tableCount: planTables(config).length,
    affected: affectedReservations(config, await upcomingReservations(tx, now, 'end')),
  };
}
