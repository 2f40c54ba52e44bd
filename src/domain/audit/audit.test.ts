import { describe, expect, it } from 'vitest';
import { actionLabel, fieldLabel, mailLabel } from './audit';

describe('the log in German', () => {
  it('names actions by what and how; a staff deletion with the guest told is a cancellation', () => {
    expect(actionLabel({ action: 'reservation.created', mails: [] })).toBe('Reservierung angelegt');
    expect(actionLabel({ action: 'reservation.deleted', mails: [] })).toBe('Reservierung gelöscht');
    expect(actionLabel({ action: 'reservation.deleted', mails: ['reservation-cancelled'] })).toBe(
      'Reservierung storniert',
    );
    expect(actionLabel({ action: 'account.invited', mails: ['staff-invitation'] })).toBe('Konto eingeladen');
    expect(actionLabel({ action: 'publish.created', mails: [] })).toBe('Veröffentlichen gedrückt');
    expect(actionLabel({ action: 'account.signed-in', mails: [] })).toBe('Angemeldet');
    expect(actionLabel({ action: 'account.link-sent', mails: [] })).toBe('Link zum Passwort gesendet');
  });

  it('names fields in German, unknown ones as they are', () => {
    expect(['table_ids', 'guest_count', 'special_requests'].map(fieldLabel)).toEqual(['Tische', 'Personen', 'Wünsche']);
    expect(fieldLabel('something_new')).toBe('something_new');
  });

  it('names mails for people, and unknown kinds as they are', () => {
    expect(mailLabel('reservation-confirmation')).toBe('Bestätigung an den Gast');
    expect(mailLabel('something-new')).toBe('something-new');
  });
});
