import { longGermanDateTime } from '../calendar';
import { type ContactRequest, locationLabels } from './schema';

/** Mail subject of docs/mails.md#call-3-contact-request: 'Neue Kontaktanfrage: {subject or Allgemeine Anfrage}'. */
export function contactMailSubject(subject: string): string {
  return `Neue Kontaktanfrage: ${subject.trim() || 'Allgemeine Anfrage'}`;
}

export interface ContactMailRow {
  label: string;
  value: string;
}

/**
 * The rows of the contact mail, in order. Empty phone → 'Nicht angegeben', empty subject →
 * 'Keine Angabe'. Values are plain text: the template escapes them and keeps the message's line breaks.
 */
export function contactMailRows(request: ContactRequest, sentAt: Date): ContactMailRow[] {
  return [
    { label: 'Name', value: request.name },
    { label: 'E-Mail', value: request.email },
    { label: 'Telefon', value: request.phone || 'Nicht angegeben' },
    { label: 'Standort', value: locationLabels[request.location] },
    { label: 'Betreff', value: request.subject || 'Keine Angabe' },
    { label: 'Gesendet am', value: longGermanDateTime(sentAt) },
  ];
}

/** The message split into lines (CRLF, CR or LF), so each becomes its own line in the mail. */
export function messageLines(message: string): string[] {
  return message.split(/\r\n|\r|\n/);
}
