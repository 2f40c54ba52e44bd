import { tablesLabel } from '../../../../src/domain/booking/tables';
import { fromMinutes } from '../../../../src/domain/calendar';
import type { NightBooking } from '../../../../src/domain/staff-reservations/night';
import { eveningSteps, nightState, timelineRows } from '../../../../src/domain/staff-reservations/night';
import { walkInName } from '../../../../src/domain/staff-reservations/staff-booking';
import { nightLook } from './night-look';

const step = 30;

/**
 * The evening as tables × half hours: each booking a button across its time, which opens its
 * details (a hire's, its sheet); the chosen moment is marked. The keyboard way to the plan of the night.
 */
export function Timeline({
  tableIds,
  bookings,
  window,
  at,
  onSelect,
}: {
  tableIds: readonly number[];
  bookings: readonly NightBooking[];
  window: { open: number; close: number };
  at: number;
  onSelect: (booking: NightBooking) => void;
}) {
  const rows = timelineRows(tableIds, bookings, window, step);
  const steps = eveningSteps(window, step);
  const now = Math.floor((at - window.open) / step);
  const columns = `4.5rem repeat(${steps.length}, minmax(2.25rem, 1fr))`;
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1).
    <section className="staff-timeline" aria-label="Zeitleiste des Abends" tabIndex={0}>
      <div className="staff-timeline__row staff-timeline__head" style={{ gridTemplateColumns: columns }} aria-hidden>
        <span />
        {steps.map((minute, i) => (
          <span key={minute} className={i === now ? 'staff-timeline__now' : undefined}>
            {minute % 60 === 0 ? fromMinutes(minute) : ''}
          </span>
        ))}
      </div>
      {rows.map((row) => (
        <div key={row.tableId} className="staff-timeline__row" style={{ gridTemplateColumns: columns }}>
          <span className="staff-timeline__table">Tisch {row.tableId}</span>
          <span className="staff-timeline__marker" style={{ gridColumn: `${now + 2} / span 1` }} aria-hidden />
          {row.bars.map(({ booking: b, from, to }) => {
            const look = nightLook[nightState(b)];
            const name = b.customerName ?? walkInName;
            return (
              <button
                key={b.id}
                type="button"
                className="staff-timeline__bar"
                style={{ gridColumn: `${from + 2} / ${to + 2}`, background: look.fill, color: look.text }}
                aria-label={
                  'hire' in b
                    ? // A party holds many tables: each row names its own, and the name says 'Feier'.
                      `Tisch ${row.tableId}, ${b.startTime}–${b.endTime} Uhr, ${name}`
                    : `Tisch ${tablesLabel(b.tableIds)}, ${b.startTime}–${b.endTime} Uhr, ${name} (${look.label})`
                }
                onClick={() => onSelect(b)}
              >
                {name}
              </button>
            );
          })}
        </div>
      ))}
    </section>
  );
}
