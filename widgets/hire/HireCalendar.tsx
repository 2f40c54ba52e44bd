import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { addDays, dayParts, germanMonth, longGermanDate, shiftMonth, weekdayOf } from '../../src/domain/calendar';
import { dayStateLabel } from '../../src/domain/hire/text';
import type { DayState } from '../../src/domain/hire/values';
import { fetchMonth } from './requests';

/** Days a guest can ask for: free, or asked for by another guest (the owner decides). */
const pickable = (state: DayState | undefined) => state === 'frei' || state === 'angefragt';
const weekdayHeads = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const monthOf = (day: string) => day.slice(0, 7);

/** The arrow keys' moves in days; Home and End go to the week's Monday and Sunday. */
function moved(day: string, key: string): string | undefined {
  const isoWeekday = (weekdayOf(day) + 6) % 7;
  const steps: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: -isoWeekday,
    End: 6 - isoWeekday,
  };
  if (key in steps) return addDays(day, steps[key] ?? 0);
  if (key === 'PageUp' || key === 'PageDown') {
    const { year, month, day: d } = dayParts(day);
    const to = shiftMonth(year, month, key === 'PageUp' ? -1 : 1);
    return `${to.year}-${String(to.month).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
  }
  return undefined;
}

/**
 * A space's month as a grid (docs/hire.md#the-guests-form): each day with its state as colour and
 * text; the arrow keys move a day or a week, Page Up and Down a month, Enter or Space picks a
 * free or asked-for day (each day is a button). One day is in the tab order; screen readers hear
 * the date and its state.
 */
export function HireCalendar({
  space,
  value,
  onPick,
  first,
}: {
  space: string;
  value: string;
  onPick: (day: string) => void;
  /** The day the calendar opens on when none is picked: tomorrow. */
  first: string;
}) {
  const id = useId();
  const [focus, setFocus] = useState(value || first);
  const [days, setDays] = useState<Record<string, DayState>>({});
  const [failed, setFailed] = useState('');
  const grid = useRef<HTMLTableElement>(null);
  const moving = useRef(false);
  const month = monthOf(focus);

  useEffect(() => {
    const abort = new AbortController();
    setDays({});
    setFailed('');
    fetchMonth(space, month, abort.signal).then((answer) => {
      if (abort.signal.aborted) return;
      if (!answer.ok) return setFailed(answer.error);
      setDays(Object.fromEntries(answer.body.days.map((d) => [d.date, d.state])));
    });
    return () => abort.abort();
  }, [space, month]);

  useEffect(() => {
    if (!moving.current) return;
    moving.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focus}"]`)?.focus();
  });

  const { year, month: m } = dayParts(`${month}-01`);
  const start = `${month}-01`;
  const lead = (weekdayOf(start) + 6) % 7;
  const cells: (string | undefined)[] = [
    ...Array.from({ length: lead }, () => undefined),
    ...Array.from({ length: new Date(Date.UTC(year, m, 0)).getUTCDate() }, (_, i) => addDays(start, i)),
  ];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  function onKey(event: KeyboardEvent, day: string) {
    const next = moved(day, event.key);
    if (!next || next < first) return;
    event.preventDefault();
    moving.current = true;
    setFocus(next);
  }
  const go = (delta: number) => {
    const to = shiftMonth(year, m, delta);
    const day = `${to.year}-${String(to.month).padStart(2, '0')}-01`;
    setFocus(day < first ? first : day);
  };
  const title = `${id}-title`;

  return (
    <div className="hire-cal">
      <div className="hire-cal__head">
        <button type="button" className="hire-cal__nav" onClick={() => go(-1)} disabled={month <= monthOf(first)}>
          <span aria-hidden="true">‹</span> Vormonat
        </button>
        <h3 id={title} aria-live="polite">
          {germanMonth(year, m)}
        </h3>
        <button type="button" className="hire-cal__nav" onClick={() => go(1)}>
          Nächster Monat <span aria-hidden="true">›</span>
        </button>
      </div>
      {failed && (
        <p className="contact-form__error" role="alert">
          {failed}
        </p>
      )}
      <table aria-labelledby={title} className="hire-cal__grid" ref={grid}>
        <thead>
          <tr>
            {weekdayHeads.map((w) => (
              <th key={w} scope="col" className="hire-cal__weekday">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: the blank cells before the 1st have nothing but their place.
                if (!day) return <td key={`blank-${i}`} />;
                const state = days[day];
                const label = state ? dayStateLabel[state] : '';
                return (
                  <td key={day}>
                    <button
                      type="button"
                      aria-pressed={day === value}
                      aria-disabled={!pickable(state)}
                      aria-label={`${longGermanDate(day)}${label ? `, ${label}` : ''}`}
                      data-day={day}
                      data-state={state ?? 'laedt'}
                      tabIndex={day === focus ? 0 : -1}
                      className="hire-cal__day"
                      onKeyDown={(e) => onKey(e, day)}
                      onClick={() => {
                        setFocus(day);
                        if (pickable(state)) onPick(day);
                      }}
                    >
                      <span aria-hidden="true" className="hire-cal__num">
                        {Number(day.slice(8))}
                      </span>
                      <span aria-hidden="true" className="hire-cal__state">
                        {label}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
