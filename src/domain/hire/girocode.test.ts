import { describe, expect, it } from 'vitest';
import { epcPayload, girocodeModules, girocodeSvg } from './girocode';

const payment = {
  bic: 'COBADEFFXXX',
  name: 'Irish Pub Reutlingen GmbH',
  iban: 'DE89370400440532013000',
  amountCents: 31250,
  remittance: 'Anzahlung Feier 2026-12-04 A1B2C3',
};

describe('GiroCode payload (EPC069-12)', () => {
  it('writes version 002, UTF-8, SCT, the fields in order, LF and no trailing separator', () => {
    expect(epcPayload(payment)).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nIrish Pub Reutlingen GmbH\nDE89370400440532013000\nEUR312.50\n\n\nAnzahlung Feier 2026-12-04 A1B2C3',
    );
  });

  it('leaves the BIC line empty when there is none, and writes every amount with two decimals', () => {
    const lines = epcPayload({ ...payment, bic: undefined, amountCents: 1 }).split('\n');
    expect(lines[4]).toBe('');
    expect(lines[7]).toBe('EUR0.01');
    expect(epcPayload({ ...payment, amountCents: 1250 }).split('\n')[7]).toBe('EUR12.50');
    expect(epcPayload({ ...payment, amountCents: 99_999_999_999 }).split('\n')[7]).toBe('EUR999999999.99');
  });

  it('counts characters, not bytes, against the limits of name (70) and remittance (140)', () => {
    expect(() => epcPayload({ ...payment, name: 'Ä'.repeat(70), remittance: 'ü'.repeat(20) })).not.toThrow();
    expect(() => epcPayload({ ...payment, name: 'x'.repeat(71) })).toThrow(RangeError);
    expect(() => epcPayload({ ...payment, remittance: 'x'.repeat(141) })).toThrow(RangeError);
    expect(() => epcPayload({ ...payment, remittance: 'ü'.repeat(141) })).toThrow(RangeError);
  });

  it('refuses what a banking app would misread', () => {
    for (const bad of [
      { name: 'Irish\nPub' },
      { name: ' ' },
      { remittance: '' },
      { iban: 'DE89 3704 0044 0532 0130 00' },
      { bic: 'COBADE' },
      { amountCents: 0 },
      { amountCents: 12.5 },
      { amountCents: 100_000_000_000 },
    ]) {
      expect(() => epcPayload({ ...payment, ...bad }), JSON.stringify(bad)).toThrow(RangeError);
    }
  });

  it('keeps the whole text within 331 bytes, so it fits a QR code of version 13 at level M', () => {
    const longest = epcPayload({
      ...payment,
      name: 'x'.repeat(70),
      remittance: 'y'.repeat(140),
      amountCents: 99_999_999_999,
    });
    expect(new TextEncoder().encode(longest).length).toBeLessThanOrEqual(331);
    expect(girocodeModules(longest).length).toBeLessThanOrEqual(17 + 4 * 13 + 2 * 4);
    expect(() => epcPayload({ ...payment, name: 'Ä'.repeat(70), remittance: 'ü'.repeat(140) })).toThrow(RangeError);
    expect(girocodeSvg(epcPayload(payment))).toMatch(/^<svg /);
  });
});
