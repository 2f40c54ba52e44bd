import { longGermanDate } from '../../src/domain/calendar';
import { type CalendarEvent, typeLabels } from '../../src/domain/events/schema';
import { eventColorStyle } from './event-colors';

/** What a guest needs to know for each type of event, beyond the event's own text. */
function TypeInfo({ event, whatsapp }: { event: CalendarEvent; whatsapp: string }) {
  const wa = `https://wa.me/${whatsapp.replace(/[^\d]/g, '')}`;
  switch (event.type) {
    case 'quiz':
      return (
        <p>
          <a href={`/reservierung?datum=${event.date}`}>Zur Anmeldung für diesen Abend</a> (je nach Abend online oder
          per WhatsApp an <a href={wa}>{whatsapp}</a> mit Teamname, Personenzahl und Datum).{' '}
          <a href="#quiz-regeln">Zu den Quiz-Regeln</a>
        </p>
      );
    case 'karaoke':
      return <p>Keine Reservierung nötig – einfach vorbeikommen und singen. Über 70.000 Songs warten.</p>;
    case 'halloween':
      return <p>Kostümwettbewerb: Das beste Kostüm gewinnt 3 Liter. Jedes Getränk ist eine Stimme.</p>;
    case 'closed':
      return <p>An diesem Tag bleibt der Irish Pub geschlossen. Wir freuen uns auf euren nächsten Besuch!</p>;
    case 'live-music':
      return <p>Live-Musik im Pub – kommt früh, die besten Plätze sind schnell weg.</p>;
    case 'special':
      return (
        <p>
          Für größere Gruppen lohnt sich eine <a href="/reservierung">Reservierung</a>.
        </p>
      );
    default:
      return unknownType(event.type);
  }
}

/** Fails the type check when an event type has no case above. */
function unknownType(type: never): null {
  throw new Error(`event type without guest information: ${String(type)}`);
}

/** Content of the event dialog: icon, name, date and time, details, note and type-specific info. */
export function EventDetails({
  event,
  whatsapp,
  onClose,
}: {
  event: CalendarEvent;
  whatsapp: string;
  onClose: () => void;
}) {
  return (
    <div
      className={`events-calendar__details events-calendar__details--${event.type}`}
      style={eventColorStyle(event.type)}
      data-event-type={event.type}
    >
      <div className="events-calendar__details-head">
        <span className="events-calendar__big-icon" aria-hidden="true">
          {event.icon}
        </span>
        <div>
          <p className="events-calendar__type">{typeLabels[event.type]}</p>
          <h3 id="event-dialog-title">{event.name}</h3>
        </div>
      </div>
      <p className="events-calendar__when">
        {longGermanDate(event.date)}
        {event.time && ` · ab ${event.time} Uhr`}
      </p>
      {event.details && <p>{event.details}</p>}
      {event.note && <p className="events-calendar__note">{event.note}</p>}
      <TypeInfo event={event} whatsapp={whatsapp} />
      {event.page && (
        <p>
          <a href={event.page}>Alles zur Veranstaltung</a>
        </p>
      )}
      <button type="button" className="btn btn--irish" onClick={onClose}>
        Schließen
      </button>
    </div>
  );
}
