import { describe, expect, it } from 'vitest';
import { affectedLine, impactSummary } from './labels';

const r = { id: 'a', date: '2026-11-29', startTime: '20:00', tableIds: [3, 4], customerName: 'Anna' };

describe('labels of the week', () => {
  it('lists an affected reservation with its date, time, tables and name', () => {
    expect(affectedLine(r)).toBe('Sonntag, 29. November 2026, 20:00 Uhr · Tisch 3 + 4 · Anna');
  });

  it('sums up what a confirmed change did', () => {
    expect(impactSummary({ cancelled: [r, r], kept: [] })).toBe(
      '2 Reservierungen storniert, die Gäste werden per E-Mail informiert',
    );
    expect(impactSummary({ cancelled: [], kept: [r] })).toBe('1 Reservierung bleibt bestehen');
    expect(impactSummary({})).toBe('');
  });
});
