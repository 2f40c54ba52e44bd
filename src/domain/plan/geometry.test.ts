import { describe, expect, it } from 'vitest';
import { planOf, sampleLine, table } from './fixtures';
import { boxFromPoints, elementBounds, elementsInBox, fitView } from './geometry';

describe('plan geometry', () => {
  it('bounds a rotated box about its origin', () => {
    const b = elementBounds(table(1, { x: 100, y: 100, width: 100, height: 60, rotation: 90 }));
    expect(b.x).toBeCloseTo(40);
    expect(b.y).toBeCloseTo(100);
    expect(b.width).toBeCloseTo(60);
    expect(b.height).toBeCloseTo(100);
  });

  it('bounds a line by its end points', () => {
    expect(elementBounds(sampleLine)).toEqual({ x: 0, y: 580, width: 400, height: 0 });
  });

  it('finds the elements a drag box touches, in either drag direction', () => {
    const plan = planOf({ unten: [table(1, { x: 0, y: 0 }), table(2, { x: 300, y: 300 }), sampleLine] });
    const els = plan.areas.unten?.elements ?? [];
    expect(elementsInBox(els, boxFromPoints({ x: 120, y: 80 }, { x: -10, y: -10 }))).toEqual([0]);
    expect(elementsInBox(els, boxFromPoints({ x: 350, y: 590 }, { x: 280, y: 320 }))).toEqual([1, 2]);
  });

  it('fits the 900×600 canvas into a view, centred', () => {
    const v = fitView({ x: 0, y: 0, width: 900, height: 600 }, { width: 948, height: 400 }, 24);
    expect(v.scale).toBeCloseTo(352 / 600);
    expect(v.y).toBeCloseTo(24);
    expect(v.x).toBeCloseTo((948 - 900 * v.scale) / 2);
  });
});
