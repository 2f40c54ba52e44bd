import { describe, expect, it } from 'vitest';
import { createElement, describeElement, nextTableId, paletteKinds } from './factory';
import { planOf, table } from './fixtures';
import { planElement } from './schema';

describe('new elements from the palette', () => {
  const plan = planOf({ unten: [table(1), table(2)], oben: [table(4)] });

  it('makes a valid element of every palette kind, snapped to the grid', () => {
    for (const kind of paletteKinds) {
      const e = createElement(plan, kind, { at: { x: 51, y: 69 } });
      expect(planElement.parse(e)).toEqual(e);
      if (e.type === 'line') expect([e.x1, e.y1]).toEqual([60, 60]);
      else expect([e.x, e.y]).toEqual([60, 60]);
    }
  });

  it('numbers a new table with the lowest free number across areas', () => {
    expect(nextTableId(plan)).toBe(3);
    const round = createElement(plan, 'table-round', { at: { x: 0, y: 0 } });
    expect(round).toMatchObject({ type: 'table', id: 3, shape: 'round', capacity: 4, width: 80, height: 80 });
  });

  it('takes the dragged size and places without snapping when asked', () => {
    const e = createElement(plan, 'rectangle', {
      at: { x: 13, y: 7 },
      size: { width: 240, height: 80 },
      snapToGrid: false,
    });
    expect(e).toMatchObject({ x: 13, y: 7, width: 240, height: 80 });
    const line = createElement(plan, 'line', { at: { x: 0, y: 0 }, size: { width: 100, height: -40 } });
    expect(line).toMatchObject({ x1: 0, y1: 0, x2: 100, y2: -40 });
  });

  it('describes elements in German', () => {
    expect(describeElement(table(16))).toBe('Tisch 16');
    expect(describeElement(createElement(plan, 'text', { at: { x: 0, y: 0 } }))).toBe('Text „Text“');
  });
});
