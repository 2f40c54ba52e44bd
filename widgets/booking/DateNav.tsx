import { useId } from 'react';
import { addDays, isCalendarDay } from '../../src/domain/calendar';

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
  const change = (value: string) => {
    if (!isCalendarDay(value)) return;
    onChange(value < today ? today : last && value > last ? last : value);
  };
  return (
    <div className="bk-date">
      <label htmlFor={id}>Datum</label>
      <div className="bk-date-controls">
        <button
          type="button"
          className="bk-icon-button"
          aria-label="Vorheriger Tag"
          disabled={date <= today}
          onClick={() => change(addDays(date, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <input
          id={id}
          type="date"
          min={today}
          max={last}
          value={date}
          onChange={(e) => change(e.target.value)}
          required
        />
        <button
          type="button"
          className="bk-icon-button"
          aria-label="Nächster Tag"
          disabled={last !== undefined && date >= last}
          onClick={() => change(addDays(date, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
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
