import { boxFromPoints, elementsInBox } from '../../../src/domain/plan/geometry';
import { snap } from '../../../src/domain/plan/limits';
import { dragThreshold, type Gesture, idle, type PointerInput, type Step, type ToolContext, travelled } from './types';

/**
 * The select tool: click selects, shift-click adds or removes, a drag on empty canvas selects by
 * box, a drag on an element moves the selection (snapped so the pressed element lands on the grid),
 * a drag on a line's end-point handle moves that end.
 */
export const selectTool = {
  down(ctx: ToolContext, input: PointerInput): Step {
    if (input.handle) {
      return { gesture: { kind: 'endpoint', ...input.handle, point: snapPoint(ctx, input.point) }, effects: [] };
    }
    const { hit } = input;
    if (hit === undefined) {
      const base = input.shift ? ctx.selection : [];
      return {
        gesture: { kind: 'marquee', start: input.point, current: input.point, base },
        effects: input.shift ? [] : [{ type: 'select', selection: [] }],
      };
    }
    const pressing = { kind: 'pressing' as const, start: input.point, startScreen: input.screen, hit };
    if (input.shift) {
      const has = ctx.selection.includes(hit);
      const selection = has ? ctx.selection.filter((i) => i !== hit) : [...ctx.selection, hit];
      return {
        gesture: has ? idle : { ...pressing, indices: selection },
        effects: [{ type: 'select', selection }],
      };
    }
    if (ctx.selection.includes(hit)) {
      const collapseTo = ctx.selection.length > 1 ? hit : undefined;
      return { gesture: { ...pressing, indices: ctx.selection, collapseTo }, effects: [] };
    }
    return { gesture: { ...pressing, indices: [hit] }, effects: [{ type: 'select', selection: [hit] }] };
  },

  move(ctx: ToolContext, gesture: Gesture, input: PointerInput): Step {
    switch (gesture.kind) {
      case 'pressing':
        if (travelled(gesture.startScreen, input.screen) < dragThreshold) return { gesture, effects: [] };
        return this.move(
          ctx,
          { kind: 'moving', start: gesture.start, hit: gesture.hit, indices: gesture.indices, delta: { x: 0, y: 0 } },
          input,
        );
      case 'moving':
        return { gesture: { ...gesture, delta: moveDelta(ctx, gesture.hit, gesture.start, input.point) }, effects: [] };
      case 'marquee': {
        const current = input.point;
        return {
          gesture: { ...gesture, current },
          effects: [{ type: 'select', selection: marqueeSelection(ctx, gesture.start, current, gesture.base) }],
        };
      }
      case 'endpoint':
        return { gesture: { ...gesture, point: snapPoint(ctx, input.point) }, effects: [] };
      default:
        return { gesture, effects: [] };
    }
  },

  up(ctx: ToolContext, gesture: Gesture, input: PointerInput): Step {
    switch (gesture.kind) {
      case 'pressing':
        return {
          gesture: idle,
          effects: gesture.collapseTo === undefined ? [] : [{ type: 'select', selection: [gesture.collapseTo] }],
        };
      case 'moving': {
        const { x: dx, y: dy } = moveDelta(ctx, gesture.hit, gesture.start, input.point);
        return {
          gesture: idle,
          effects: dx === 0 && dy === 0 ? [] : [{ type: 'move', indices: gesture.indices, dx, dy }],
        };
      }
      case 'marquee':
        return {
          gesture: idle,
          effects: [{ type: 'select', selection: marqueeSelection(ctx, gesture.start, input.point, gesture.base) }],
        };
      case 'endpoint':
        return {
          gesture: idle,
          effects: [{ type: 'line-end', index: gesture.index, end: gesture.end, point: snapPoint(ctx, input.point) }],
        };
      default:
        return { gesture: idle, effects: [] };
    }
  },
};

function snapPoint(ctx: ToolContext, p: { x: number; y: number }) {
  return ctx.snap ? { x: snap(p.x, ctx.grid), y: snap(p.y, ctx.grid) } : { x: Math.round(p.x), y: Math.round(p.y) };
}

/** The drag offset; with snapping, the pressed element's origin lands on a grid point. */
export function moveDelta(
  ctx: ToolContext,
  hit: number,
  start: { x: number; y: number },
  now: { x: number; y: number },
) {
  const raw = { x: now.x - start.x, y: now.y - start.y };
  const e = ctx.elements[hit];
  if (!e) return { x: Math.round(raw.x), y: Math.round(raw.y) };
  const origin = e.type === 'line' ? { x: e.x1, y: e.y1 } : { x: e.x, y: e.y };
  const target = snapPoint(ctx, { x: origin.x + raw.x, y: origin.y + raw.y });
  return { x: target.x - origin.x, y: target.y - origin.y };
}

function marqueeSelection(ctx: ToolContext, a: { x: number; y: number }, b: { x: number; y: number }, base: number[]) {
  const inside = elementsInBox(ctx.elements, boxFromPoints(a, b));
  return [...new Set([...base, ...inside])].sort((x, y) => x - y);
}
