import { describe, expect, it } from 'vitest';
import { dayStateLabel, hireStatusLabel, hireText, occasionLabel } from './text';
import { dayStates, hireStatuses, occasions } from './values';

describe('hire texts', () => {
  it('names every status, occasion and calendar state, and nothing else', () => {
    expect(Object.keys(hireStatusLabel)).toEqual([...hireStatuses]);
    expect(Object.keys(occasionLabel)).toEqual([...occasions]);
    expect(Object.keys(dayStateLabel)).toEqual([...dayStates]);
    expect(dayStateLabel['nicht-buchbar']).toBe('nicht buchbar');
    expect(hireStatusLabel.angenommen).toBe('Angenommen – Anzahlung offen');
  });

  it('fills the mail subjects and field errors as the issue words them', () => {
    const space = 'Irish Pub: ganzer Pub';
    expect(hireText.guestSubject(space, '04.12.2026')).toBe('Ihre Mietanfrage: Irish Pub: ganzer Pub am 04.12.2026');
    expect(hireText.venueSubject(space, '04.12.2026')).toBe('NEUE MIETANFRAGE - Irish Pub: ganzer Pub - 04.12.2026');
    expect(hireText.offerSubject(space, '04.12.2026')).toBe('Ihr Angebot: Irish Pub: ganzer Pub am 04.12.2026');
    expect(hireText.confirmedSubject(space, '04.12.2026')).toMatch(/^Ihre Feier ist bestätigt: /);
    expect(hireText.guestsMax(60)).toBe('Maximal 60 Personen in diesem Raum');
    expect(hireText.thanks).toMatch(/^Vielen Dank für Ihre Anfrage! /);
    expect(hireText.paymentReference('2026-12-04', 'A1B2C3')).toBe('Anzahlung Feier 2026-12-04 A1B2C3');
  });
});
