import { describe, expect, it } from 'vitest';
import { contactMailRows, contactMailSubject, messageLines } from './mail-content';
import { contactRequest } from './schema';

const base = { name: 'Anna Muster', email: 'anna@example.org', message: 'Hallo' };

describe('contact request', () => {
  it('requires name, email and message', () => {
    const result = contactRequest.safeParse({ name: ' ', email: 'kein-mail', message: '' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'message']));
  });

  it('defaults the location to beide and the optional fields to empty', () => {
    expect(contactRequest.parse(base)).toEqual({ ...base, phone: '', subject: '', location: 'beide' });
  });

  it('accepts only the three locations', () => {
    expect(contactRequest.safeParse({ ...base, location: 'irish' }).success).toBe(true);
    expect(contactRequest.safeParse({ ...base, location: 'paris' }).success).toBe(false);
  });
});

describe('contact mail content', () => {
  it("uses the subject or 'Allgemeine Anfrage'", () => {
    expect(contactMailSubject('Geburtstagsfeier')).toBe('Neue Kontaktanfrage: Geburtstagsfeier');
    expect(contactMailSubject('')).toBe('Neue Kontaktanfrage: Allgemeine Anfrage');
    expect(contactMailSubject('   ')).toBe('Neue Kontaktanfrage: Allgemeine Anfrage');
  });

  it("shows 'Nicht angegeben' for an empty phone and 'Keine Angabe' for an empty subject", () => {
    const rows = contactMailRows(contactRequest.parse(base), new Date('2026-11-21T12:00:00Z'));
    expect(rows).toEqual([
      { label: 'Name', value: 'Anna Muster' },
      { label: 'E-Mail', value: 'anna@example.org' },
      { label: 'Telefon', value: 'Nicht angegeben' },
      { label: 'Standort', value: 'Beide Standorte' },
      { label: 'Betreff', value: 'Keine Angabe' },
      { label: 'Gesendet am', value: 'Samstag, 21. November 2026 um 13:00 Uhr' },
    ]);
  });

  it('names the chosen location and keeps given values', () => {
    const rows = contactMailRows(
      contactRequest.parse({ ...base, phone: '0171 555', subject: 'Feier', location: 'rappen' }),
      new Date('2026-07-01T18:30:00Z'),
    );
    expect(rows.map((r) => r.value)).toEqual([
      'Anna Muster',
      'anna@example.org',
      '0171 555',
      'Rappen',
      'Feier',
      'Mittwoch, 1. Juli 2026 um 20:30 Uhr',
    ]);
  });

  it('splits the message at every kind of line break', () => {
    expect(messageLines('a\nb\r\nc\rd')).toEqual(['a', 'b', 'c', 'd']);
  });
});
