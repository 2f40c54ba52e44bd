import { describe, expect, it } from 'vitest';
import { hireSettings } from './settings';

const valid = {
  hireAccountHolder: 'Irish Pub Reutlingen GmbH',
  hireIban: 'de89 3704 0044 0532 0130 00',
  hireBic: ' cobadeffxxx ',
  hireDepositPercent: '30',
  hireDepositDays: 14,
};
const messageOf = (input: unknown) => hireSettings.safeParse(input).error?.issues[0]?.message;

describe('hire settings', () => {
  it('stores the IBAN and BIC without spaces in upper case; a blank BIC is absent', () => {
    expect(hireSettings.parse(valid)).toEqual({
      hireAccountHolder: 'Irish Pub Reutlingen GmbH',
      hireIban: 'DE89370400440532013000',
      hireBic: 'COBADEFFXXX',
      hireDepositPercent: 30,
      hireDepositDays: 14,
    });
    expect(hireSettings.parse({ ...valid, hireBic: '' }).hireBic).toBeUndefined();
    expect(hireSettings.parse({ ...valid, hireBic: null }).hireBic).toBeUndefined();
    expect(hireSettings.parse({ ...valid, hireBic: undefined }).hireBic).toBeUndefined();
  });

  it('refuses an IBAN whose checksum or length is wrong', () => {
    expect(messageOf({ ...valid, hireIban: 'DE89370400440532013001' })).toBe(
      'Diese IBAN ist ungültig. Bitte prüfen Sie die Eingabe.',
    );
    expect(messageOf({ ...valid, hireIban: 'DE8937040044053201300' })).toBe(
      'Diese IBAN ist ungültig. Bitte prüfen Sie die Eingabe.',
    );
    expect(messageOf({ ...valid, hireIban: 'DE' })).toBe('Diese IBAN ist ungültig. Bitte prüfen Sie die Eingabe.');
  });

  it('reads a blank holder and IBAN as not set, as GET answers them, so the settings can be saved whole', () => {
    expect(hireSettings.parse({ ...valid, hireAccountHolder: ' ', hireIban: '' })).toMatchObject({
      hireAccountHolder: '',
      hireIban: '',
    });
  });

  it('refuses a malformed BIC, a holder a GiroCode cannot carry, and deposit rules out of range', () => {
    expect(messageOf({ ...valid, hireBic: 'COBADE' })).toMatch(/^Diese BIC ist ungültig/);
    expect(messageOf({ ...valid, hireAccountHolder: 'x'.repeat(71) })).toMatch(/^Bitte den Kontoinhaber/);
    expect(messageOf({ ...valid, hireAccountHolder: 'A\nB' })).toMatch(/^Bitte den Kontoinhaber/);
    expect(messageOf({ ...valid, hireDepositPercent: 101 })).toBe(
      'Die Anzahlung muss zwischen 0 und 100 Prozent liegen.',
    );
    expect(messageOf({ ...valid, hireDepositPercent: '' })).toBe(
      'Die Anzahlung muss zwischen 0 und 100 Prozent liegen.',
    );
    expect(messageOf({ ...valid, hireDepositDays: 0 })).toBe(
      'Die Frist für die Anzahlung muss zwischen 1 und 60 Tagen liegen.',
    );
  });
});
