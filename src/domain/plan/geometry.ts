import type { PlanElement } from './schema';

/** An axis-aligned box in canvas units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Geometry convention shared by the editor and the booking plan (Konva's own): a boxed element is
 * drawn in `[0, width] × [0, height]` of a node placed at `(x, y)` and rotated by `rotation`
 * degrees clockwise about `(x, y)`. A line is a node at `(x1, y1)` with points `[0, 0, x2-x1,
 * y2-y1]`, rotated about `(x1, y1)`.
 */
export function elementCorners(e: PlanElement): { x: number; y: number }[] {
  const rad = (e.rotation * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const at = (ox: number, oy: number, dx: number, dy: number) => ({
    x: ox + dx * cos - dy * sin,
    y: oy + dx * sin + dy * cos,
  });
  if (e.type === 'line') {
    return [at(e.x1, e.y1, 0, 0), at(e.x1, e.y1, e.x2 - e.x1, e.y2 - e.y1)];
  }
  return [at(e.x, e.y, 0, 0), at(e.x, e.y, e.width, 0), at(e.x, e.y, e.width, e.height), at(e.x, e.y, 0, e.height)];
}

/** The axis-aligned box around an element as drawn (rotation included). */
export function elementBounds(e: PlanElement): Box {
  return boundsOfPoints(elementCorners(e));
}

export function boundsOfPoints(points: { x: number; y: number }[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The box around several elements, or undefined for none. */
export function boundsOfElements(elements: PlanElement[]): Box | undefined {
  if (elements.length === 0) return undefined;
  return boundsOfPoints(elements.flatMap(elementCorners));
}

/** Whether two boxes overlap (touching edges count). */
export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** A box from two corner points in any order (a drag from `a` to `b`). */
export function boxFromPoints(a: { x: number; y: number }, b: { x: number; y: number }): Box {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
}

/** Indices of the elements whose drawn box overlaps `box` (the drag-box selection). */
export function elementsInBox(elements: PlanElement[], box: Box): number[] {
  return elements.flatMap((e, i) => (boxesIntersect(elementBounds(e), box) ? [i] : []));
}

/** Zoom and offset that show `content` centred in a `view` with `padding` screen px around it. */
export function fitView(
  content: Box,
  view: { width: number; height: number },
  padding = 24,
  limits = { min: 0.1, max: 4 },
): { scale: number; x: number; y: number } {
  const w = Math.max(content.width, 1);
  const h = Math.max(content.height, 1);
  const raw = Math.min((view.width - 2 * padding) / w, (view.height - 2 * padding) / h);
  const scale = Math.min(limits.max, Math.max(limits.min, raw));
  return {
    scale,
    x: (view.width - w * scale) / 2 - content.x * scale,
    y: (view.height - h * scale) / 2 - content.y * scale,
  };
}
