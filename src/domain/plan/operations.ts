import { keepsSquare, newElementId, nextTableId } from './factory';
import { elementCorners } from './geometry';
import {
  clamp,
  fontSizeRange,
  gridSize,
  lineStrokeWidth,
  minElementSize,
  normalizeRotation,
  shapeStrokeWidth,
} from './limits';
import type { PlanConfig, PlanElement } from './schema';

/**
 * Pure edit operations on the plan: each returns a new plan (structural sharing, the input is never
 * changed). Elements are addressed by their index in an area's `elements`, because table numbers
 * may be duplicated while a plan is being edited (validation reports that).
 */

export type ElementPatch = Partial<Record<string, unknown>>;

function elementsOf(plan: PlanConfig, area: string): PlanElement[] {
  const found = plan.areas[area];
  if (!found) throw new Error(`Unknown area ${area}`);
  return found.elements;
}

function withElements(plan: PlanConfig, area: string, elements: PlanElement[]): PlanConfig {
  const current = plan.areas[area];
  if (!current) throw new Error(`Unknown area ${area}`);
  return { ...plan, areas: { ...plan.areas, [area]: { ...current, elements } } };
}

function mapSelected(
  plan: PlanConfig,
  area: string,
  indices: readonly number[],
  change: (e: PlanElement) => PlanElement,
): PlanConfig {
  const chosen = new Set(indices);
  if (chosen.size === 0) return plan;
  return withElements(
    plan,
    area,
    elementsOf(plan, area).map((e, i) => (chosen.has(i) ? change(e) : e)),
  );
}

/**
 * The editor limits of docs/booking.md#table-plan applied to one element: boxes at least 20 × 20 (squares, circles
 * and square tables keep equal sides), stroke width 1–10 for shapes and 1–20 for lines, rotation
 * 0–360, font size 8–96. Table numbers and capacities are left to validation.
 */
export function applyEditorLimits(e: PlanElement): PlanElement {
  const rotation = normalizeRotation(e.rotation);
  if (e.type === 'line') {
    return { ...e, rotation, strokeWidth: clamp(Math.round(e.strokeWidth), lineStrokeWidth.min, lineStrokeWidth.max) };
  }
  let width = Math.max(minElementSize, Math.round(e.width));
  let height = Math.max(minElementSize, Math.round(e.height));
  if (keepsSquare(e)) width = height = Math.max(width, height);
  const base = { ...e, rotation, width, height };
  switch (base.type) {
    case 'rectangle':
    case 'square':
    case 'circle':
      return { ...base, strokeWidth: clamp(Math.round(base.strokeWidth), shapeStrokeWidth.min, shapeStrokeWidth.max) };
    case 'text':
      return { ...base, fontSize: clamp(Math.round(base.fontSize), fontSizeRange.min, fontSizeRange.max) };
    default:
      return base;
  }
}

/** Appends elements to an area; returns the plan and the new elements' indices. */
export function addElements(
  plan: PlanConfig,
  area: string,
  added: PlanElement[],
): { plan: PlanConfig; indices: number[] } {
  const elements = elementsOf(plan, area);
  return {
    plan: withElements(plan, area, [...elements, ...added.map(applyEditorLimits)]),
    indices: added.map((_, i) => elements.length + i),
  };
}

export function removeElements(plan: PlanConfig, area: string, indices: readonly number[]): PlanConfig {
  const gone = new Set(indices);
  if (gone.size === 0) return plan;
  return withElements(
    plan,
    area,
    elementsOf(plan, area).filter((_, i) => !gone.has(i)),
  );
}

/** Moves elements by (dx, dy); a line moves both end points. Also the arrow-key nudge. */
export function moveElements(
  plan: PlanConfig,
  area: string,
  indices: readonly number[],
  dx: number,
  dy: number,
): PlanConfig {
  if (dx === 0 && dy === 0) return plan;
  return mapSelected(plan, area, indices, (e) =>
    e.type === 'line'
      ? { ...e, x1: e.x1 + dx, y1: e.y1 + dy, x2: e.x2 + dx, y2: e.y2 + dy }
      : { ...e, x: e.x + dx, y: e.y + dy },
  );
}

/** Where a boxed element ends up after a drag, resize or rotation (scale already folded in). */
export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** Where a line ends up after a drag or an end-point edit. */
export interface LinePlacement {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  rotation: number;
}

/**
 * Writes the result of a canvas transform back into the plan, with the editor limits. A boxed
 * element takes a `Placement`, a line a `LinePlacement`; a mismatched kind is ignored.
 */
export function placeElement(
  plan: PlanConfig,
  area: string,
  index: number,
  placement: Placement | LinePlacement,
): PlanConfig {
  return mapSelected(plan, area, [index], (e) => {
    if (e.type === 'line') return 'x1' in placement ? applyEditorLimits({ ...e, ...placement }) : e;
    return 'width' in placement ? applyEditorLimits({ ...e, ...placement }) : e;
  });
}

type LineElement = Extract<PlanElement, { type: 'line' }>;

/**
 * A line with one end moved to the canvas point `p`. The line's rotation is folded into its end
 * points first (rotation becomes 0), so the other end stays exactly where it is drawn.
 */
export function lineWithEnd(e: LineElement, end: 1 | 2, p: { x: number; y: number }): LineElement {
  const [a, b] = elementCorners(e).map((q) => ({ x: Math.round(q.x), y: Math.round(q.y) }));
  const [p1, p2] = end === 1 ? [p, b] : [a, p];
  if (!p1 || !p2) return e;
  return { ...e, x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y, rotation: 0 };
}

/** Moves one end of the line at `index` (the end-point handles of the editor). */
export function setLineEnd(plan: PlanConfig, area: string, index: number, end: 1 | 2, p: { x: number; y: number }) {
  return mapSelected(plan, area, [index], (e) => (e.type === 'line' ? lineWithEnd(e, end, p) : e));
}

/** Rotates elements by `degrees` about their own origin (the documented rotation field). */
export function rotateElements(plan: PlanConfig, area: string, indices: readonly number[], degrees: number) {
  return mapSelected(plan, area, indices, (e) => ({ ...e, rotation: normalizeRotation(e.rotation + degrees) }));
}

/** Grows or shrinks boxed elements by (dw, dh), never below the minimum size; lines stretch their end. */
export function resizeElements(plan: PlanConfig, area: string, indices: readonly number[], dw: number, dh: number) {
  return mapSelected(plan, area, indices, (e) =>
    e.type === 'line'
      ? { ...e, x2: e.x2 + dw, y2: e.y2 + dh }
      : applyEditorLimits({ ...e, width: e.width + dw, height: e.height + dh }),
  );
}

/**
 * Sets properties of one element from the properties panel. Fields the element's type does not
 * have, and the `type` itself, are ignored; values are checked by the plan schema's types
 * (numbers stay numbers) and the editor limits.
 */
export function updateElement(plan: PlanConfig, area: string, index: number, patch: ElementPatch): PlanConfig {
  return mapSelected(plan, area, [index], (e) => {
    const next: Record<string, unknown> = { ...e };
    for (const [key, value] of Object.entries(patch)) {
      if (key === 'type' || !(key in e)) continue;
      const old = (e as Record<string, unknown>)[key];
      if (typeof old === 'number' && (typeof value !== 'number' || !Number.isFinite(value))) continue;
      if (typeof old !== 'number' && typeof value !== typeof old) continue;
      next[key] = key === 'id' && e.type === 'table' ? Math.trunc(value as number) : value;
    }
    if (e.type === 'table' && next.shape === 'square' && e.shape !== 'square') {
      next.height = next.width;
    }
    return applyEditorLimits(next as PlanElement);
  });
}

/**
 * Copies elements, shifted by one grid step; copied tables get the next free table numbers.
 * Returns the plan and the copies' indices (appended, so they draw on top).
 */
export function duplicateElements(
  plan: PlanConfig,
  area: string,
  indices: readonly number[],
  random: () => number = Math.random,
  offset: number = gridSize,
): { plan: PlanConfig; indices: number[] } {
  const elements = elementsOf(plan, area);
  const taken: number[] = [];
  const copies = [...new Set(indices)]
    .sort((a, b) => a - b)
    .flatMap((i): PlanElement[] => {
      const e = elements[i];
      if (!e) return [];
      if (e.type === 'table') {
        const id = nextTableId(plan, taken);
        taken.push(id);
        return [{ ...e, id, x: e.x + offset, y: e.y + offset }];
      }
      const id = newElementId(e.type, random);
      if (e.type === 'line') {
        return [{ ...e, id, x1: e.x1 + offset, y1: e.y1 + offset, x2: e.x2 + offset, y2: e.y2 + offset }];
      }
      return [{ ...e, id, x: e.x + offset, y: e.y + offset }];
    });
  return addElements(plan, area, copies);
}

/** Moves elements to the top or bottom of the drawing order; returns their new indices. */
export function reorderElements(
  plan: PlanConfig,
  area: string,
  indices: readonly number[],
  to: 'front' | 'back',
): { plan: PlanConfig; indices: number[] } {
  const chosen = new Set(indices);
  const elements = elementsOf(plan, area);
  const picked = elements.filter((_, i) => chosen.has(i));
  const rest = elements.filter((_, i) => !chosen.has(i));
  const ordered = to === 'front' ? [...rest, ...picked] : [...picked, ...rest];
  const start = to === 'front' ? rest.length : 0;
  return { plan: withElements(plan, area, ordered), indices: picked.map((_, i) => start + i) };
}

export function renameArea(plan: PlanConfig, area: string, name: string): PlanConfig {
  const current = plan.areas[area];
  if (!current) return plan;
  return { ...plan, areas: { ...plan.areas, [area]: { ...current, name } } };
}
