import { describeElement } from '../../../src/domain/plan/factory';
import type { PlanElement } from '../../../src/domain/plan/schema';

/**
 * The elements of the area as a list of buttons: selection by keyboard (Enter; Shift+Enter adds),
 * with the table numbers and seats at a glance. Topmost element first, as in a layers panel.
 */
export function ElementList(props: {
  elements: PlanElement[];
  selection: number[];
  areaName: string;
  onSelect: (index: number, add: boolean) => void;
}) {
  const order = props.elements.map((e, i) => ({ e, i })).reverse();
  return (
    <section className="pe-section pe-list-section" aria-labelledby="pe-list-title">
      <h3 id="pe-list-title" className="pe-section-title">
        Elemente in {props.areaName} ({props.elements.length})
      </h3>
      <ul className="pe-list" aria-labelledby="pe-list-title">
        {order.map(({ e, i }) => (
          <li key={i}>
            <button
              type="button"
              className="pe-list-item"
              aria-pressed={props.selection.includes(i)}
              onClick={(ev) => props.onSelect(i, ev.shiftKey || ev.ctrlKey || ev.metaKey)}
            >
              <span>{describeElement(e)}</span>
              {e.type === 'table' && (
                <span className="pe-list-meta">
                  <span className="pe-sr">, </span>
                  {e.capacity} Plätze
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
