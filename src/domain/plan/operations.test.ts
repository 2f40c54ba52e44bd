import { describe, expect, it } from 'vitest';
import { createElement } from './factory';
import { planOf, sampleLine, sampleText, table } from './fixtures';
import {
  addElements,
  applyEditorLimits,
  duplicateElements,
  moveElements,
  placeElement,
  removeElements,
  renameArea,
  reorderElements,
  resizeElements,
  rotateElements,
  setLineEnd,
  updateElement,
} from './operations';
import type { PlanElement } from './schema';

const base = planOf({ unten: [table(1), sampleText, sampleLine], oben: [table(11)] });
const at = (plan: typeof base, area: string, i: number) => plan.areas[area]?.elements[i] as PlanElement;
const seq = () => {
  let n = 0;
  return () => (n++ % 10) / 10;
};

describe('plan edit operations', () => {
  it('never change their input', () => {
    const frozen = structuredClone(base);
    moveElements(base, 'unten', [0, 1, 2], 20, 20);
    removeElements(base, 'unten', [0]);
    duplicateElements(base, 'unten', [0, 1]);
    updateElement(base, 'unten', 0, { capacity: 8 });
    expect(base).toEqual(frozen);
  });

  it('adds elements with the editor limits and returns their indices', () => {
    const chair = createElement(base, 'chair', { at: { x: 10, y: 10 }, size: { width: 5, height: 5 } });
    const { plan, indices } = addElements(base, 'oben', [chair]);
    expect(indices).toEqual([1]);
    expect(at(plan, 'oben', 1)).toMatchObject({ type: 'chair', x: 20, y: 20, width: 20, height: 20 });
  });

  it('removes the chosen elements only', () => {
    const plan = removeElements(base, 'unten', [0, 2]);
    expect(plan.areas.unten?.elements).toEqual([sampleText]);
    expect(plan.areas.oben).toBe(base.areas.oben);
    expect(removeElements(base, 'unten', [])).toBe(base);
  });

  it('moves boxes and both ends of lines (the arrow-key nudge too)', () => {
    const plan = moveElements(base, 'unten', [0, 2], 20, -1);
    expect(at(plan, 'unten', 0)).toMatchObject({ x: 60, y: 39 });
    expect(at(plan, 'unten', 2)).toMatchObject({ x1: 20, y1: 579, x2: 420, y2: 579 });
    expect(at(plan, 'unten', 1)).toBe(sampleText);
  });

  it('writes a transform back with scale folded in and the minimum size of 20', () => {
    const plan = placeElement(base, 'unten', 0, { x: 80, y: 100, width: 10, height: 200.4, rotation: 450 });
    expect(at(plan, 'unten', 0)).toMatchObject({ x: 80, y: 100, width: 20, height: 200, rotation: 90 });
    const line = placeElement(base, 'unten', 2, { x1: 1, y1: 2, x2: 3, y2: 4, rotation: -90 });
    expect(at(line, 'unten', 2)).toMatchObject({ x1: 1, y1: 2, x2: 3, y2: 4, rotation: 270 });
    expect(placeElement(base, 'unten', 2, { x: 0, y: 0, width: 50, height: 50, rotation: 0 }).areas.unten).toEqual(
      base.areas.unten,
    );
  });

  it('keeps squares, circles and square tables square', () => {
    const square = applyEditorLimits(table(1, { shape: 'square', width: 60, height: 100 }));
    expect(square).toMatchObject({ width: 100, height: 100 });
    const plan = planOf({ unten: [createElement(base, 'circle', { at: { x: 0, y: 0 } })] });
    expect(at(resizeElements(plan, 'unten', [0], 40, 0), 'unten', 0)).toMatchObject({ width: 140, height: 140 });
  });

  it('resizes by keyboard steps without going below 20', () => {
    const plan = resizeElements(base, 'unten', [0], -200, 20);
    expect(at(plan, 'unten', 0)).toMatchObject({ width: 20, height: 80 });
  });

  it('moves one end of a line, folding its rotation into the end points', () => {
    const plan = setLineEnd(base, 'unten', 2, 2, { x: 200, y: 400 });
    expect(at(plan, 'unten', 2)).toMatchObject({ x1: 0, y1: 580, x2: 200, y2: 400, rotation: 0 });
    const rotated = rotateElements(base, 'unten', [2], 90);
    expect(at(setLineEnd(rotated, 'unten', 2, 1, { x: 20, y: 20 }), 'unten', 2)).toMatchObject({
      x1: 20,
      y1: 20,
      x2: 0,
      y2: 980,
      rotation: 0,
    });
    expect(setLineEnd(base, 'unten', 0, 1, { x: 0, y: 0 }).areas.unten?.elements[0]).toEqual(table(1));
  });

  it('rotates within 0–360', () => {
    const plan = rotateElements(base, 'unten', [0], -15);
    expect(at(plan, 'unten', 0).rotation).toBe(345);
    expect(at(rotateElements(plan, 'unten', [0], 15), 'unten', 0).rotation).toBe(0);
  });

  it('clamps stroke widths: 1–10 for shapes, 1–20 for lines', () => {
    const rect = createElement(base, 'rectangle', { at: { x: 0, y: 0 } });
    const plan = addElements(base, 'unten', [rect]).plan;
    expect(at(updateElement(plan, 'unten', 3, { strokeWidth: 15 }), 'unten', 3)).toMatchObject({ strokeWidth: 10 });
    expect(at(updateElement(plan, 'unten', 3, { strokeWidth: 0 }), 'unten', 3)).toMatchObject({ strokeWidth: 1 });
    expect(at(updateElement(base, 'unten', 2, { strokeWidth: 15 }), 'unten', 2)).toMatchObject({ strokeWidth: 15 });
    expect(at(updateElement(base, 'unten', 2, { strokeWidth: 25 }), 'unten', 2)).toMatchObject({ strokeWidth: 20 });
  });

  it('updates only fields the element has, with values of the right type', () => {
    const plan = updateElement(base, 'unten', 0, { capacity: 4, id: 16.7, text: 'x', type: 'chair', x: 'a' });
    expect(at(plan, 'unten', 0)).toEqual({ ...table(16), capacity: 4 });
    const text = updateElement(base, 'unten', 1, { text: 'Bar', hasBackground: true, fontSize: 200 });
    expect(at(text, 'unten', 1)).toMatchObject({ text: 'Bar', hasBackground: true, fontSize: 96 });
  });

  it('leaves capacity and table number to validation, so broken imports stay visible', () => {
    const plan = updateElement(base, 'unten', 0, { capacity: 0 });
    expect(at(plan, 'unten', 0)).toMatchObject({ capacity: 0 });
  });

  it('squares a table when its shape becomes square', () => {
    const plan = updateElement(base, 'unten', 0, { shape: 'square' });
    expect(at(plan, 'unten', 0)).toMatchObject({ shape: 'square', width: 100, height: 100 });
  });

  it('duplicates with an offset of one grid step, new ids and the next free table numbers', () => {
    const twice = duplicateElements(base, 'unten', [0, 1, 0], seq());
    expect(twice.indices).toEqual([3, 4]);
    expect(at(twice.plan, 'unten', 3)).toMatchObject({ type: 'table', id: 2, x: 60, y: 60 });
    expect(at(twice.plan, 'unten', 4)).toMatchObject({ type: 'text', text: 'Theke', x: 120, y: 40 });
    expect(at(twice.plan, 'unten', 4).id).not.toBe(sampleText.id);
    const three = duplicateElements(planOf({ unten: [table(1), table(2)], oben: [table(3)] }), 'unten', [0, 1]);
    expect(three.plan.areas.unten?.elements.map((e) => e.id)).toEqual([1, 2, 4, 5]);
  });

  it('reorders to the front or the back and reports the new indices', () => {
    const front = reorderElements(base, 'unten', [0], 'front');
    expect(front.plan.areas.unten?.elements.map((e) => e.type)).toEqual(['text', 'line', 'table']);
    expect(front.indices).toEqual([2]);
    const back = reorderElements(base, 'unten', [2], 'back');
    expect(back.plan.areas.unten?.elements.map((e) => e.type)).toEqual(['line', 'table', 'text']);
    expect(back.indices).toEqual([0]);
  });

  it('renames an area', () => {
    expect(renameArea(base, 'oben', 'Galerie').areas.oben?.name).toBe('Galerie');
  });
});
