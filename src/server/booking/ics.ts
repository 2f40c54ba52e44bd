import { icalendar } from '../../domain/calendar/ical';

/** The reservation as one calendar event for the booking mails, or its cancellation. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  /** `cancel` makes calendars remove the event they got with the confirmation (same uid). */
  method: 'publish' | 'cancel';
  /** Raised by every change; a calendar keeps the version with the highest. */
  sequence: number;
}

/** The attachment of the booking mails: one event in UTC. */
export function calendarFile(event: CalendarEvent): string {
  const cancel = event.method === 'cancel';
  return icalendar({
    product: '-//Irish Pub Reutlingen//Tischreservierung//DE',
    method: event.method,
    events: [
      {
        uid: event.uid,
        stamp: event.stamp,
        sequence: event.sequence,
        status: cancel ? 'cancelled' : 'confirmed',
        start: { instant: event.start },
        end: { instant: event.end },
        summary: event.summary,
        location: event.location,
        description: event.description,
      },
    ],
  });
}
