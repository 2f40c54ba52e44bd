import ICAL from 'ical.js';

/** An iCalendar text read the way a calendar app reads it: its VTIMEZONEs define the zones of its times. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { method: calendar.getFirstPropertyValue('method'), events };
}

/** The instants an event starts and ends at, as ISO strings in UTC. */
export function instants(event: ICAL.Event | undefined): [string, string] {
  if (!event) throw new Error('no event');
  return [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()];
}
