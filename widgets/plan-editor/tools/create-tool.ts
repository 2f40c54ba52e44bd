import { snap } from '../../../src/domain/plan/limits';
import { dragThreshold, type Gesture, idle, type PointerInput, type Step, type ToolContext, travelled } from './types';

/**
 * A create tool (one palette kind): a click places the element at its default size, a drag draws
 * it from corner to corner (a line from end to end), both snapped to the grid.
 */
export const createTool = {
  down(ctx: ToolContext, input: PointerInput): Step {
    if (ctx.tool.kind !== 'create') return { gesture: idle, effects: [] };
    const start = snapped(ctx, input.point);
    return {
      gesture: {
        kind: 'drawing',
        create: ctx.tool.create,
        start,
        current: start,
        startScreen: input.screen,
        dragged: false,
      },
      effects: [],
    };
  },

  move(ctx: ToolContext, gesture: Gesture, input: PointerInput): Step {
    if (gesture.kind !== 'drawing') return { gesture, effects: [] };
    const dragged = gesture.dragged || travelled(gesture.startScreen, input.screen) >= dragThreshold;
    return { gesture: { ...gesture, dragged, current: snapped(ctx, input.point) }, effects: [] };
  },

  up(ctx: ToolContext, gesture: Gesture, input: PointerInput): Step {
    if (gesture.kind !== 'drawing') return { gesture: idle, effects: [] };
    const moved = this.move(ctx, gesture, input).gesture;
    if (moved.kind !== 'drawing') return { gesture: idle, effects: [] };
    const { start, current, create } = moved;
    if (!moved.dragged || (start.x === current.x && start.y === current.y)) {
      return { gesture: idle, effects: [{ type: 'create', create, at: start }] };
    }
    if (create === 'line') {
      return {
        gesture: idle,
        effects: [
          { type: 'create', create, at: start, size: { width: current.x - start.x, height: current.y - start.y } },
        ],
      };
    }
    return {
      gesture: idle,
      effects: [
        {
          type: 'create',
          create,
          at: { x: Math.min(start.x, current.x), y: Math.min(start.y, current.y) },
          size: { width: Math.abs(current.x - start.x), height: Math.abs(current.y - start.y) },
        },
      ],
    };
  },
};

function snapped(ctx: ToolContext, p: { x: number; y: number }) {
  return ctx.snap ? { x: snap(p.x, ctx.grid), y: snap(p.y, ctx.grid) } : { x: Math.round(p.x), y: Math.round(p.y) };
}
