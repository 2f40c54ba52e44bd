import { createTool } from './create-tool';
import { selectTool } from './select-tool';
import { type Gesture, idle, type PointerInput, type Step, type ToolContext } from './types';

/**
 * Routes pointer events to the active tool. Panning works in every tool: with the hand tool, the
 * middle button, or while the space bar is held.
 */
export function pointerDown(ctx: ToolContext, input: PointerInput): Step {
  if (ctx.tool.kind === 'hand' || input.button === 1 || input.spaceHeld) {
    return { gesture: { kind: 'panning', last: input.screen }, effects: [] };
  }
  if (input.button !== 0) return { gesture: idle, effects: [] };
  return ctx.tool.kind === 'create' ? createTool.down(ctx, input) : selectTool.down(ctx, input);
}

export function pointerMove(ctx: ToolContext, gesture: Gesture, input: PointerInput): Step {
  if (gesture.kind === 'panning') {
    const dx = input.screen.x - gesture.last.x;
    const dy = input.screen.y - gesture.last.y;
    return { gesture: { kind: 'panning', last: input.screen }, effects: [{ type: 'pan', dx, dy }] };
  }
  if (gesture.kind === 'drawing') return createTool.move(ctx, gesture, input);
  return selectTool.move(ctx, gesture, input);
}

export function pointerUp(ctx: ToolContext, gesture: Gesture, input: PointerInput): Step {
  if (gesture.kind === 'panning') return { gesture: idle, effects: [] };
  if (gesture.kind === 'drawing') return createTool.up(ctx, gesture, input);
  return selectTool.up(ctx, gesture, input);
}

export type { Gesture, PointerInput, Step, Tool, ToolContext, ToolEffect } from './types';
export { idle } from './types';
