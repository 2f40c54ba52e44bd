import { useEffect, useState } from 'react';
import { planTables } from '../../../../src/domain/plan/areas';
import type { PlanConfig } from '../../../../src/domain/plan/schema';
import { fetchPlan } from '../../../shared/api/plan';
import type { PickableTable } from './TablePicker';

export interface DeployedPlan {
  plan: PlanConfig | null;
  /** Its tables with their area's name, by number. */
  tables: PickableTable[];
}

/** The deployed plan and its tables; `undefined` while loading, an empty plan when none is deployed. */
export function useDeployedPlan(): DeployedPlan | undefined {
  const [deployed, setDeployed] = useState<DeployedPlan>();
  useEffect(() => {
    fetchPlan()
      .then((plan) => {
        if (!plan) return setDeployed({ plan: null, tables: [] });
        const tables = planTables(plan)
          .map((t) => ({ id: t.id, capacity: t.capacity, areaName: plan.areas[t.area]?.name ?? t.area }))
          .sort((a, b) => a.id - b.id);
        setDeployed({ plan, tables });
      })
      .catch(() => setDeployed({ plan: null, tables: [] }));
  }, []);
  return deployed;
}
