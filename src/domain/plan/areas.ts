import type { PlanConfig, TableElement } from './schema';

// Plain data and functions on a parsed plan, apart from its schema: the guests' booking page uses
// them without loading the schema library.

/** The areas guests choose between, in display order. */
export const areaIds = ['unten', 'oben'] as const;

/** Every table of every area, in area order. */
export function planTables(plan: PlanConfig): (TableElement & { area: string })[] {
  return Object.entries(plan.areas).flatMap(([area, { elements }]) =>
    elements.filter((e): e is TableElement => e.type === 'table').map((t) => ({ ...t, area })),
  );
}
