import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'uqr';
import { afterAll, describe, expect, it } from 'vitest';
import { epcPayload, type GiroCodePayment, girocodeModules, girocodeSvg } from '../../src/domain/hire/girocode';

const dir = mkdtempSync(join(tmpdir(), 'girocode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The text an outside QR decoder (zbarimg, Debian zbar-tools) reads from the very SVG a guest gets;
 * `-Sbinary` hands over the bytes as they are, where zbar would otherwise guess a character set.
 */
function zbarDecode(svg: string): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.svg`);
  writeFileSync(file, svg);
  const out = execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', file], { stdio: ['ignore', 'pipe', 'ignore'] });
  // zbarimg ends each symbol it prints with a line break of its own.
  return out.toString('utf8').replace(/\n$/, '');
}

/**
 * The error correction level written in the code's format information: the two bits at row 8,
 * columns 0 and 1 of the symbol (the quiet zone of 4 modules skipped), unmasked with 1 0 (ISO/IEC
 * 18004, 7.9). M is 00.
 */
function eccLevel(modules: boolean[][]): string {
  const row = modules[4 + 8] ?? [];
  const bits = `${Number(row[4]) ^ 1}${Number(row[5]) ^ 0}`;
  return { '01': 'L', '00': 'M', '11': 'Q', '10': 'H' }[bits] ?? '?';
}

const cases: [string, GiroCodePayment][] = [
  [
    'with BIC',
    {
      bic: 'COBADEFFXXX',
      name: 'Irish Pub Reutlingen GmbH',
      iban: 'DE89370400440532013000',
      amountCents: 31250,
      remittance: 'Anzahlung Feier 2026-12-04 A1B2C3',
    },
  ],
  [
    'without BIC, umlauts, the longest fields',
    {
      name: `Gaststätte Zum Rappen – Müller & Söhne ${'x'.repeat(31)}`,
      iban: 'AT611904300234573201',
      amountCents: 99_999_999_999,
      remittance: `Anzahlung Feier 2027-01-15 ÄÖÜß ${'y'.repeat(108)}`,
    },
  ],
];

describe('GiroCode read by an outside decoder', () => {
  it.each(cases)('decodes %s to the same lines', (_, payment) => {
    const payload = epcPayload(payment);
    const lines = zbarDecode(girocodeSvg(payload)).split('\n');
    expect(lines).toEqual(payload.split('\n'));
    expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(lines[4]).toBe(payment.bic ?? '');
    expect(lines[5]).toBe(payment.name);
    expect(lines[6]).toBe(payment.iban);
    expect(lines[7]).toBe(`EUR${(payment.amountCents / 100).toFixed(2)}`);
    expect(lines[10]).toBe(payment.remittance);
    expect(lines).toHaveLength(11);
  });

  it('uses error correction level M', () => {
    // The reader itself tells the levels apart.
    for (const ecc of ['L', 'M', 'Q', 'H'] as const) expect(eccLevel(encode('BCD', { ecc, border: 4 }).data)).toBe(ecc);
    for (const [, payment] of cases) expect(eccLevel(girocodeModules(epcPayload(payment)))).toBe('M');
  });
});
