import type { Availability } from '../../src/domain/booking/schemas';
import type { TableElement } from '../../src/domain/plan/schema';
import { isClickable, reservedTimes, stateColors, type TableState } from './table-states';

/**
 * The area's tables as a list of buttons (number, seats, free/reserved): the same selection as a
 * click on the plan, for keyboard and screen-reader users.
 */
export function TableList({
  areaName,
  tables,
  availability,
  stateOf,
  onSelect,
}: {
  areaName: string;
  tables: TableElement[];
  availability: Availability | undefined;
  stateOf: (tableId: number) => TableState;
  onSelect: (tableId: number) => void;
}) {
  return (
    <section className="bk-list" aria-labelledby="bk-list-heading">
      <h2 id="bk-list-heading">Tische – {areaName}</h2>
      <ul>
        {tables.map((t) => {
          const state = stateOf(t.id);
          const times = state === 'reserved' ? reservedTimes(t.id, availability) : [];
          return (
            <li key={t.id}>
              <button
                type="button"
                className={`bk-table bk-table-${state}`}
                aria-pressed={state === 'selected'}
                aria-disabled={!isClickable(state)}
                data-table={t.id}
                onClick={() => isClickable(state) && onSelect(t.id)}
              >
                <span className="bk-swatch" aria-hidden="true" style={{ background: stateColors[state].fill }} />
                <span className="bk-table-name">Tisch {t.id}</span>
                <span className="bk-table-seats">{t.capacity} Plätze</span>
                <span className="bk-table-state">
                  {stateColors[state].label}
                  {times.length > 0 && ` (${times.join(', ')})`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the colours on the plan mean. */
export function Legend() {
  const shown: TableState[] = ['available', 'reserved', 'selected'];
  return (
    <ul className="bk-legend" aria-label="Legende">
      {shown.map((s) => (
        <li key={s}>
          <span className="bk-swatch" aria-hidden="true" style={{ background: stateColors[s].fill }} />
          {{ available: 'Verfügbar', reserved: 'Reserviert', selected: 'Ausgewählt', blocked: '' }[s]}
        </li>
      ))}
    </ul>
  );
}
