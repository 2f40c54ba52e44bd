import { describe, expect, it } from 'vitest';
import { planOf, table } from './fixtures';
import { maxPlanBytes } from './limits';
import { formatMegabytes, formatSize, planBytes, planSizeError } from './size';

describe('plan size', () => {
  it('counts UTF-8 bytes of the JSON, so umlauts count twice', () => {
    const ascii = planOf({ unten: [table(1)] });
    const umlaut = { ...ascii, areas: { unten: { name: 'Ünten', elements: ascii.areas.unten?.elements ?? [] } } };
    expect(planBytes(umlaut)).toBe(planBytes(ascii) + 1);
  });

  it('allows exactly 0.95 MB and refuses one byte more', () => {
    const base = planOf({ unten: [table(1)] });
    const padded = (bytes: number) => ({
      ...base,
      areas: { unten: { name: 'x'.repeat(bytes - planBytes(base) + 5), elements: base.areas.unten?.elements ?? [] } },
    });
    expect(planBytes(padded(maxPlanBytes))).toBe(maxPlanBytes);
    expect(planSizeError(padded(maxPlanBytes))).toBeUndefined();
    expect(planSizeError(padded(maxPlanBytes + 1))).toMatch(/^Tischplan zu groß \(0,95 MB/);
    expect(maxPlanBytes).toBe(996_147);
  });

  it('formats sizes the German way', () => {
    expect(formatMegabytes(268 * 1024)).toBe('0,26 MB');
    expect(formatSize(268 * 1024)).toBe('268 KB');
    expect(formatSize(200)).toBe('1 KB');
    expect(formatSize(2 * 1024 * 1024)).toBe('2,00 MB');
  });
});
