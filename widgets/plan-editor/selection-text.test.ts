import { describe, expect, it } from 'vitest';
import { sampleLine, table } from '../../src/domain/plan/fixtures';
import { geometryText, selectionText } from './selection-text';

describe('selection text', () => {
  it('names what is selected', () => {
    expect(selectionText([])).toBe('Keine Auswahl');
    expect(selectionText([table(16)])).toBe('Tisch 16 ausgewählt');
    expect(selectionText([table(1), sampleLine])).toBe('2 Elemente ausgewählt');
  });

  it('gives position, size and rotation', () => {
    expect(geometryText(table(16, { x: 700, y: 340, width: 120, height: 80, rotation: 15 }))).toBe(
      '700, 340 · 120 × 80 · 15°',
    );
    expect(geometryText(sampleLine)).toBe('0, 580 → 400, 580');
    expect(geometryText(undefined)).toBe('');
  });
});
