import { addDays, isCalendarDay } from '../../src/domain/calendar';

/**
 * Previous-day button, date input and next-day button. Never goes before `today` (Berlin) nor
 * after `last` when given; the caller renders the label for `id` and the surrounding frame.
 */
export function DayStepper({
  id,
  date,
  today,
  last,
  buttonClassName,
  onChange,
}: {
  id: string;
  date: string;
  today: string;
  last?: string;
  buttonClassName: string;
  onChange: (date: string) => void;
}) {
  const change = (value: string) => {
    if (!isCalendarDay(value)) return;
    onChange(value < today ? today : last && value > last ? last : value);
  };
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
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
        className={buttonClassName}
        aria-label="Nächster Tag"
        disabled={last !== undefined && date >= last}
        onClick={() => change(addDays(date, 1))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
