import { useId } from 'react';
import { DayStepper } from '../shared/DayStepper';

/** Date input with previous/next-day buttons; nothing before today (Berlin) or after `last` (the booking horizon). */
export function DateNav({
  date,
  today,
  last,
  onChange,
}: {
  date: string;
  today: string;
  last: string | undefined;
  onChange: (date: string) => void;
}) {
  const id = useId();
  return (
    <div className="bk-date">
      <label htmlFor={id}>Datum</label>
      <div className="bk-date-controls">
        <DayStepper
          id={id}
          date={date}
          today={today}
          last={last}
          buttonClassName="bk-icon-button"
          onChange={onChange}
        />
      </div>
    </div>
  );
}

export interface AreaOption {
  id: string;
  name: string;
  range: string;
}

/** The area switch: 'Unten' (tables 1–10) and 'Oben' (tables 11–15), as the deployed plan names them. */
export function AreaSwitch({
  areas,
  area,
  onChange,
}: {
  areas: AreaOption[];
  area: string;
  onChange: (area: string) => void;
}) {
  return (
    <fieldset className="bk-areas">
      <legend>Bereich</legend>
      <div className="bk-area-buttons">
        {areas.map((a) => (
          <button
            key={a.id}
            type="button"
            className="bk-area"
            aria-pressed={a.id === area}
            onClick={() => a.id !== area && onChange(a.id)}
          >
            {a.name} <span className="bk-area-range">({a.range})</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
