import { describe, expect, it } from 'vitest';
import { dayRows } from './build';
import { figuresCsv, figuresCsvName, germanNumber } from './csv';

describe('figuresCsv (docs/figures.md#api)', () => {
  const days = dayRows('2026-11-01', '2026-11-02', [
    { day: '2026-11-01', figure: 'bookings', key: 'online', n: 3 },
    { day: '2026-11-01', figure: 'bookings', key: 'vor-ort', n: 2 },
    { day: '2026-11-01', figure: 'guests', key: 'online', n: 9 },
    { day: '2026-11-01', figure: 'no-shows', key: 'online', n: 1 },
    { day: '2026-11-01', figure: 'cancelled', key: 'guest', n: 4 },
    { day: '2026-11-02', figure: 'hire', key: 'revenue-cents', n: 123450 },
  ]);
  const csv = figuresCsv(days);
  const lines = csv.slice(1).split('\r\n');

  it('starts with a BOM and a German header row, ; separated', () => {
    expect(csv.startsWith('\uFEFFDatum;')).toBe(true);
    expect(lines[0]).toBe(
      'Datum;Buchungen;Gäste;No-Shows;Storniert;Laufkundschaft;Buchungen online;Buchungen telefon;' +
        'Buchungen whatsapp;Buchungen vor-ort;Buchungen warteliste;Mietumsatz (€)',
    );
  });

  it('writes one row per day, zeros included, with a decimal comma where a number is not whole', () => {
    expect(lines.slice(1)).toEqual(['2026-11-01;5;9;1;4;2;3;0;0;2;0;0', '2026-11-02;0;0;0;0;0;0;0;0;0;0;1234,50', '']);
  });

  it('formats numbers as a German spreadsheet reads them', () => {
    expect(germanNumber(12)).toBe('12');
    expect(germanNumber(0.5)).toBe('0,50');
    expect(germanNumber(1234.5)).toBe('1234,50');
  });

  it('names the file by the period', () => {
    expect(figuresCsvName('2026-11-01', '2026-11-30')).toBe('zahlen-2026-11-01-bis-2026-11-30.csv');
  });
});
