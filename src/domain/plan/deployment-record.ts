import { planTables } from './areas';
import type { PlanConfig } from './schema';

/** The deployment record (docs/data.md) of a plan: table count, areas, table data, structures. */
export interface DeploymentSummary {
  tableCount: number;
  areas: string[];
  tableData: { id: number; capacity: number; area: string }[];
  structures: { area: string; type: string; id: string }[];
}

export function deploymentSummary(plan: PlanConfig): DeploymentSummary {
  const tables = planTables(plan);
  return {
    tableCount: tables.length,
    areas: Object.keys(plan.areas),
    tableData: tables.map(({ id, capacity, area }) => ({ id, capacity, area })),
    structures: Object.entries(plan.areas).flatMap(([area, { elements }]) =>
      elements.flatMap((e) => (e.type === 'table' ? [] : [{ area, type: e.type, id: e.id }])),
    ),
  };
}
