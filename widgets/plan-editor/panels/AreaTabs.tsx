import type { PlanConfig } from '../../../src/domain/plan/schema';

/** Tabs of the plan's areas (`unten`, `oben`, …) with their element counts. */
export function AreaTabs({
  plan,
  areas,
  area,
  onArea,
}: {
  plan: PlanConfig;
  areas: string[];
  area: string;
  onArea: (a: string) => void;
}) {
  return (
    <fieldset className="pe-areas">
      <legend className="pe-sr">Bereich</legend>
      {areas.map((key) => (
        <button key={key} type="button" className="pe-area" aria-pressed={key === area} onClick={() => onArea(key)}>
          {plan.areas[key]?.name || key}
          <span className="pe-area-count">
            {plan.areas[key]?.elements.length ?? 0}
            <span className="pe-sr"> Elemente</span>
          </span>
        </button>
      ))}
    </fieldset>
  );
}
