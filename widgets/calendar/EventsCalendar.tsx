import { useEffect, useMemo, useState } from 'react';
import {
  berlinDay,
  dayParts,
  daysInMonth,
  germanMonth,
  longGermanDate,
  shiftMonth,
  toDay,
} from '../../src/domain/calendar';
import { type EventCalendar, eventsInMonth, monthGrid } from '../../src/domain/events/calendar';
import { type Closure, withClosures } from '../../src/domain/events/closures';
import { type CalendarEvent, typeLabels } from '../../src/domain/events/schema';
import { client, request } from '../shared/api/client';
import { Dialog } from '../shared/Dialog';
import { EventDetails } from './EventDetails';
import { eventColorStyle, legendTypes } from './event-colors';
import '../shared/tokens.css';
import './calendar.css';

export interface EventsCalendarProps {
  /** The event files (src/content/events/) and the weekly events (quiz, karaoke) of irish.yaml. */
  calendar: EventCalendar;
  /** WhatsApp number for quiz sign-ups. */
  whatsapp: string;
}

const weekdays = [
  ['Mo', 'Montag'],
  ['Di', 'Dienstag'],
  ['Mi', 'Mittwoch'],
  ['Do', 'Donnerstag'],
  ['Fr', 'Freitag'],
  ['Sa', 'Samstag'],
  ['So', 'Sonntag'],
] as const;

/**
 * The days the owner closed in the shown month (`GET /api/closures`): the staff area's dated
 * exceptions, so a closure shows without a rebuild. Without an answer the month shows its events.
 */
function useClosures(month: { year: number; month: number } | null): Closure[] {
  const [found, setFound] = useState<Closure[]>([]);
  useEffect(() => {
    if (!month) return;
    let current = true;
    const from = toDay(month.year, month.month, 1);
    const to = toDay(month.year, month.month, daysInMonth(month.year, month.month));
    request(client.api.closures.$get({ query: { from, to } }))
      .then((answer) => current && setFound(answer.closures))
      .catch(() => current && setFound([]));
    return () => {
      current = false;
    };
  }, [month]);
  return found;
}

/**
 * Month view of the Irish pub's events, starting at the current month (Berlin), with unlimited
 * previous/next navigation; a marked day opens a dialog whose content depends on the event type.
 * The month is chosen after hydration, so server HTML and first client render agree.
 */
export default function EventsCalendar({ calendar, whatsapp }: EventsCalendarProps) {
  const [today, setToday] = useState<string | null>(null);
  const [month, setMonth] = useState<{ year: number; month: number } | null>(null);
  const [selected, setSelected] = useState<CalendarEvent | null>(null);

  useEffect(() => {
    const key = berlinDay(new Date());
    const { year, month } = dayParts(key);
    setToday(key);
    setMonth({ year, month });
  }, []);

  const closures = useClosures(month);
  const events = useMemo(
    () =>
      month
        ? withClosures(eventsInMonth(month.year, month.month, calendar), closures)
        : new Map<string, CalendarEvent>(),
    [month, calendar, closures],
  );

  if (!month) {
    return (
      <div className="events-calendar" aria-busy="true">
        <p className="events-calendar__loading">Kalender wird geladen …</p>
      </div>
    );
  }

  const move = (delta: number) => setMonth(shiftMonth(month.year, month.month, delta));
  const title = germanMonth(month.year, month.month);

  return (
    <div className="events-calendar">
      <div className="events-calendar__head">
        <button type="button" className="events-calendar__nav" onClick={() => move(-1)} aria-label="Vorheriger Monat">
          ‹
        </button>
        <h3 className="events-calendar__title" aria-live="polite">
          {title}
        </h3>
        <button type="button" className="events-calendar__nav" onClick={() => move(1)} aria-label="Nächster Monat">
          ›
        </button>
      </div>
      <table className="events-calendar__grid">
        <caption className="visually-hidden">Veranstaltungen im {title}</caption>
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <th key={short} scope="col">
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month.year, month.month).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: padding cells are identified by their position
                if (!date) return <td key={`pad-${i}`} className="events-calendar__pad" />;
                const event = events.get(date);
                const day = dayParts(date).day;
                const isToday = date === today;
                return (
                  <td key={date} className={isToday ? 'events-calendar__today' : undefined}>
                    {event ? (
                      <button
                        type="button"
                        className={`events-calendar__event events-calendar__event--${event.type}`}
                        style={eventColorStyle(event.type)}
                        aria-label={`${longGermanDate(date)}: ${event.name}`}
                        aria-current={isToday ? 'date' : undefined}
                        data-date={date}
                        onClick={() => setSelected(event)}
                      >
                        <span className="events-calendar__day">{day}</span>
                        <span className="events-calendar__icon" aria-hidden="true">
                          {event.icon}
                        </span>
                      </button>
                    ) : (
                      <span className="events-calendar__plain" aria-current={isToday ? 'date' : undefined}>
                        {day}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="events-calendar__legend" aria-label="Legende">
        {legendTypes.map((type) => (
          <li key={type}>
            <span className="events-calendar__swatch" style={eventColorStyle(type)} aria-hidden="true" />
            {typeLabels[type]}
          </li>
        ))}
      </ul>
      {selected && (
        <Dialog
          className="events-calendar__dialog"
          labelledBy="event-dialog-title"
          closeButton={false}
          closeOnBackdrop
          onClose={() => setSelected(null)}
        >
          <EventDetails event={selected} whatsapp={whatsapp} onClose={() => setSelected(null)} />
        </Dialog>
      )}
    </div>
  );
}
