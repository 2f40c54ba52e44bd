import { planTables } from '../../../src/domain/plan/areas';
import type { PlanConfig } from '../../../src/domain/plan/schema';
import type { PlanValidation } from '../../../src/domain/plan/validation';
import { Icon } from '../../shared/icons';
import { TextField } from './fields';

/** The panel when nothing is selected: area name, plan figures and the live check of the plan. */
export function PlanSummary(props: {
  plan: PlanConfig;
  area: string;
  validation: PlanValidation;
  onRename: (name: string) => void;
}) {
  const tables = planTables(props.plan);
  const here = tables.filter((t) => t.area === props.area);
  const seats = (list: typeof tables) => list.reduce((sum, t) => sum + Math.max(0, t.capacity), 0);
  const { errors, warnings } = props.validation;
  return (
    <>
      <section className="pe-section" aria-labelledby="pe-area-title">
        <h3 id="pe-area-title" className="pe-section-title">
          Bereich
        </h3>
        <div className="pe-fields">
          <TextField label="Name" value={props.plan.areas[props.area]?.name ?? ''} onChange={props.onRename} />
        </div>
        <dl className="pe-stats">
          {(
            [
              ['Tische hier', here.length],
              ['Plätze hier', seats(here)],
              ['Tische gesamt', tables.length],
              ['Plätze gesamt', seats(tables)],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="pe-section" aria-labelledby="pe-check-title">
        <h3 id="pe-check-title" className="pe-section-title">
          Prüfung
        </h3>
        {errors.length === 0 && warnings.length === 0 && (
          <p className="pe-ok">
            <Icon name="check" size={16} /> Keine Fehler oder Warnungen.
          </p>
        )}
        {errors.length + warnings.length > 0 && (
          <ul className="pe-issues">
            {errors.map((m) => (
              <li key={m} className="pe-issue-error">
                <Icon name="error" size={16} /> {m}
              </li>
            ))}
            {warnings.map((m) => (
              <li key={m} className="pe-issue-warning">
                <Icon name="warning" size={16} /> {m}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="pe-hint">
        Element wählen: anklicken, aufziehen oder in der Liste unten. Umschalt-Klick wählt mehrere.
      </p>
    </>
  );
}

/** The panel for several selected elements. */
export function MultiSelection({
  count,
  onDuplicate,
  onDelete,
}: {
  count: number;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  return (
    <section className="pe-section" aria-labelledby="pe-multi-title">
      <h3 id="pe-multi-title" className="pe-section-title">
        {count} Elemente ausgewählt
      </h3>
      <p className="pe-hint">
        Ziehen verschiebt alle; die Griffe ändern Größe und Drehung gemeinsam. Pfeiltasten verschieben.
      </p>
      <div className="pe-row">
        <button type="button" className="pe-button" onClick={onDuplicate}>
          <Icon name="duplicate" size={16} /> Duplizieren
        </button>
        <button type="button" className="pe-button pe-danger" onClick={onDelete}>
          <Icon name="trash" size={16} /> Löschen
        </button>
      </div>
    </section>
  );
}
