import { useId } from 'react';

export interface PickableTable {
  id: number;
  capacity: number;
  /** The area's name, e.g. 'Erdgeschoss'. */
  areaName: string;
}

/** 'Tische': one checkbox per table of the deployed plan, grouped by area; several make one party. */
export function TablePicker({
  tables,
  selected,
  error,
  onChange,
}: {
  tables: readonly PickableTable[];
  selected: readonly number[];
  error?: string;
  onChange: (tableIds: number[]) => void;
}) {
  const id = useId();
  const areas = [...new Set(tables.map((t) => t.areaName))];
  const seats = tables.filter((t) => selected.includes(t.id)).reduce((sum, t) => sum + t.capacity, 0);
  const toggle = (table: number) =>
    onChange(
      selected.includes(table) ? selected.filter((t) => t !== table) : [...selected, table].sort((a, b) => a - b),
    );
  return (
    <fieldset
      className="staff-tables"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : `${id}-seats`}
    >
      <legend>Tische</legend>
      {areas.map((area) => (
        <div key={area} className="staff-tables__area">
          <p className="staff-tables__area-name">{area}</p>
          <div className="staff-tables__list">
            {tables
              .filter((t) => t.areaName === area)
              .map((t) => (
                <label key={t.id} className="staff-tables__table">
                  <input type="checkbox" checked={selected.includes(t.id)} onChange={() => toggle(t.id)} />
                  <span>
                    Tisch {t.id} <span className="staff-muted">· {t.capacity} Plätze</span>
                  </span>
                </label>
              ))}
          </div>
        </div>
      ))}
      <p id={`${id}-seats`} className="staff-muted staff-small">
        {selected.length ? `Zusammen ${seats} Plätze` : 'Kein Tisch gewählt'}
      </p>
      {error && (
        <p id={`${id}-error`} className="staff-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
