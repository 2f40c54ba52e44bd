import type { PaletteKind } from '../../../src/domain/plan/factory';
import type { PlanElement } from '../../../src/domain/plan/schema';

export interface Point {
  x: number;
  y: number;
}

/** The active tool: select (and move), hand (pan), or create an element of a palette kind. */
export type Tool = { kind: 'select' } | { kind: 'hand' } | { kind: 'create'; create: PaletteKind };

/** One pointer event as the tools see it, already translated from Konva. */
export interface PointerInput {
  /** Position in canvas units (plan coordinates). */
  point: Point;
  /** Position in screen px within the canvas container (for panning and click thresholds). */
  screen: Point;
  /** Index of the element under the pointer in the current area, if any. */
  hit?: number;
  /** A line end-point handle under the pointer. */
  handle?: { index: number; end: 1 | 2 };
  shift: boolean;
  /** 0 primary, 1 middle. */
  button: number;
  /** The space bar is held: drag pans, as in most drawing tools. */
  spaceHeld: boolean;
}

export interface ToolContext {
  tool: Tool;
  elements: PlanElement[];
  selection: number[];
  snap: boolean;
  grid: number;
}

/** What a pointer is doing between press and release. */
export type Gesture =
  | { kind: 'idle' }
  | { kind: 'pressing'; start: Point; startScreen: Point; hit: number; indices: number[]; collapseTo?: number }
  | { kind: 'moving'; start: Point; hit: number; indices: number[]; delta: Point }
  | { kind: 'marquee'; start: Point; current: Point; base: number[] }
  | { kind: 'panning'; last: Point }
  | { kind: 'drawing'; create: PaletteKind; start: Point; current: Point; startScreen: Point; dragged: boolean }
  | { kind: 'endpoint'; index: number; end: 1 | 2; point: Point };

/** What the editor does in response; the tools never touch the plan themselves. */
export type ToolEffect =
  | { type: 'select'; selection: number[] }
  | { type: 'move'; indices: number[]; dx: number; dy: number }
  | { type: 'create'; create: PaletteKind; at: Point; size?: { width: number; height: number } }
  | { type: 'line-end'; index: number; end: 1 | 2; point: Point }
  | { type: 'pan'; dx: number; dy: number };

export interface Step {
  gesture: Gesture;
  effects: ToolEffect[];
}

export const idle: Gesture = { kind: 'idle' };

/** Screen px a press must travel before it counts as a drag, not a click. */
export const dragThreshold = 3;

export function travelled(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}
