import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { berlinClock, berlinDay, fromMinutes, toMinutes } from '../../../../src/domain/calendar';
import { areaIds } from '../../../../src/domain/plan/areas';
import type { PlanConfig } from '../../../../src/domain/plan/schema';
import { dayWindow } from '../../../../src/domain/schedule/week';
import type { NightBooking } from '../../../../src/domain/staff-reservations/night';
import { bookingAt, nightState } from '../../../../src/domain/staff-reservations/night';
import { client, request } from '../../../shared/api/client';
import { nightLook } from './night-look';
import { Timeline } from './Timeline';
import './night.css';

const FloorPlan = lazy(() => import('../../../shared/FloorPlan'));

/**
 * 'Plan des Abends' beside the day list (docs/booking.md#the-plan-of-the-night): the deployed plan
 * with each table's state at a chosen half hour, and the evening's timeline. A booked table opens
 * its details; a free one a new booking there at that time.
 */
export function NightView({
  date,
  plan,
  bookings,
  onSelect,
  onNew,
}: {
  date: string;
  plan: PlanConfig;
  bookings: readonly NightBooking[];
  onSelect: (booking: NightBooking) => void;
  onNew: (start: { tableId: number; startTime: string }) => void;
}) {
  const id = useId();
  const areas = areaIds.filter((a) => plan.areas[a]);
  const [area, setArea] = useState<string>(areas[0] ?? 'unten');
  const [window, setWindow] = useState<{ open: number; close: number }>();
  const [at, setAt] = useState(0);

  useEffect(() => {
    let stale = false;
    request(client.api.availability.$get({ query: { date } }))
      .then((a) => {
        if (stale) return;
        const hours = dayWindow(a.rules);
        setWindow(hours);
        // Today starts at the current half hour, other days half an hour after opening.
        const clock = toMinutes(berlinClock(new Date())) ?? 0;
        const now = clock < hours.open ? clock + 1440 : clock;
        const today = date === berlinDay(new Date()) && now >= hours.open && now < hours.close;
        setAt(today ? hours.open + Math.floor((now - hours.open) / 30) * 30 : hours.open + 30);
      })
      .catch(() => setWindow(undefined));
    return () => {
      stale = true;
    };
  }, [date]);

  const elements = plan.areas[area]?.elements ?? [];
  const tableIds = elements.flatMap((e) => (e.type === 'table' ? [e.id] : [])).sort((a, b) => a - b);
  if (!window) return null;
  return (
    <section className="staff-card staff-night" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Plan des Abends</h2>
      <div className="staff-night__controls">
        <fieldset className="staff-night__areas">
          <legend className="staff-visually-hidden">Bereich</legend>
          {areas.map((a) => (
            <button
              key={a}
              type="button"
              className="staff-button staff-button--light staff-button--toggle"
              aria-pressed={a === area}
              onClick={() => setArea(a)}
            >
              {plan.areas[a]?.name ?? a}
            </button>
          ))}
        </fieldset>
        <label htmlFor={`${id}-time`} className="staff-night__time">
          Uhrzeit: {fromMinutes(at)} Uhr
        </label>
        <input
          id={`${id}-time`}
          type="range"
          min={window.open}
          max={window.close - 30}
          step={30}
          value={at}
          aria-valuetext={`${fromMinutes(at)} Uhr`}
          onChange={(e) => setAt(Number(e.target.value))}
        />
      </div>
      <ul className="staff-night__legend" aria-label="Legende">
        {Object.values(nightLook).map((l) => (
          <li key={l.label}>
            <span style={{ background: l.fill }} aria-hidden /> {l.label}
          </li>
        ))}
      </ul>
      <Suspense fallback={<p className="staff-muted">Lade Tischplan...</p>}>
        <FloorPlan
          className="staff-night__plan"
          elements={elements}
          settings={plan.settings}
          lookOf={(table) => {
            const booking = bookingAt(table.id, at, bookings, window.open);
            const look = nightLook[nightState(booking)];
            return { fill: look.fill, text: look.text, clickable: true, label: `${table.id}\n${look.label}` };
          }}
          onTableClick={(tableId) => {
            const booking = bookingAt(tableId, at, bookings, window.open);
            if (booking) onSelect(booking);
            else onNew({ tableId, startTime: fromMinutes(at) });
          }}
        />
      </Suspense>
      <Timeline tableIds={tableIds} bookings={bookings} window={window} at={at} onSelect={onSelect} />
    </section>
  );
}
