import type { PlanConfig, PlanElement } from '../../src/domain/plan/schema';
import FloorPlan from '../shared/FloorPlan';
import { isClickable, stateColors, type TableState } from './table-states';

export interface BookingPlanProps {
  elements: readonly PlanElement[];
  settings: PlanConfig['settings'];
  stateOf: (tableId: number) => TableState;
  onTableClick: (tableId: number) => void;
}

/** The guests' plan: each table in the colour of its state (docs/booking.md), free ones clickable. */
export default function BookingPlan({ stateOf, ...plan }: BookingPlanProps) {
  return (
    <FloorPlan
      {...plan}
      lookOf={(table) => {
        const state = stateOf(table.id);
        const { fill, text } = stateColors[state];
        return { fill, text, emphasis: state === 'selected', clickable: isClickable(state) };
      }}
    />
  );
}
