import { describe, expect, it } from 'vitest';
import { planOf, sampleLine, table } from '../../../src/domain/plan/fixtures';
import { type Gesture, idle, type PointerInput, pointerDown, pointerMove, pointerUp, type ToolContext } from './index';

const elements =
  planOf({ unten: [table(1, { x: 40, y: 40 }), table(2, { x: 300, y: 300 }), sampleLine] }).areas.unten?.elements ?? [];
const ctx = (over: Partial<ToolContext> = {}): ToolContext => ({
  tool: { kind: 'select' },
  elements,
  selection: [],
  snap: true,
  grid: 20,
  ...over,
});
const at = (x: number, y: number, over: Partial<PointerInput> = {}): PointerInput => ({
  point: { x, y },
  screen: { x, y },
  shift: false,
  button: 0,
  spaceHeld: false,
  ...over,
});

/** Press at `from`, move through `path`, release at the last point; returns every effect. */
function gesture(c: ToolContext, from: PointerInput, path: PointerInput[]) {
  const effects = [];
  let step = pointerDown(c, from);
  effects.push(...step.effects);
  let g: Gesture = step.gesture;
  for (const p of path) {
    step = pointerMove(c, g, p);
    effects.push(...step.effects);
    g = step.gesture;
  }
  const last = path.at(-1) ?? from;
  step = pointerUp(c, g, last);
  effects.push(...step.effects);
  expect(step.gesture).toEqual(idle);
  return effects;
}

describe('select tool', () => {
  it('selects an element with a click, and clears with a click on empty canvas', () => {
    expect(gesture(ctx(), at(50, 50, { hit: 0 }), [])).toEqual([{ type: 'select', selection: [0] }]);
    expect(gesture(ctx({ selection: [0] }), at(700, 50), [])).toEqual([
      { type: 'select', selection: [] },
      { type: 'select', selection: [] },
    ]);
  });

  it('adds and removes with shift-click', () => {
    expect(gesture(ctx({ selection: [0] }), at(310, 310, { hit: 1, shift: true }), [])).toEqual([
      { type: 'select', selection: [0, 1] },
    ]);
    expect(gesture(ctx({ selection: [0, 1] }), at(50, 50, { hit: 0, shift: true }), [])).toEqual([
      { type: 'select', selection: [1] },
    ]);
  });

  it('collapses a multi-selection to the clicked element on a plain click', () => {
    expect(gesture(ctx({ selection: [0, 1] }), at(50, 50, { hit: 0 }), [])).toEqual([
      { type: 'select', selection: [0] },
    ]);
  });

  it('moves the selection by a drag, snapping the pressed element to the grid', () => {
    const effects = gesture(ctx({ selection: [0, 1] }), at(50, 50, { hit: 0 }), [at(60, 55), at(77, 84)]);
    expect(effects).toEqual([{ type: 'move', indices: [0, 1], dx: 20, dy: 40 }]);
  });

  it('moves freely when snapping is off, and ignores jitter below 3 px', () => {
    expect(gesture(ctx({ snap: false }), at(50, 50, { hit: 0 }), [at(77, 84)])).toEqual([
      { type: 'select', selection: [0] },
      { type: 'move', indices: [0], dx: 27, dy: 34 },
    ]);
    expect(gesture(ctx({ selection: [0], snap: false }), at(50, 50, { hit: 0 }), [at(51, 51)])).toEqual([]);
  });

  it('selects by dragging a box, adding to the selection with shift', () => {
    const box = gesture(ctx(), at(0, 0), [at(200, 200)]);
    expect(box.at(-1)).toEqual({ type: 'select', selection: [0] });
    const more = gesture(ctx({ selection: [0] }), at(280, 280, { shift: true }), [at(420, 600)]);
    expect(more.at(-1)).toEqual({ type: 'select', selection: [0, 1, 2] });
  });

  it('drags a line end point onto the grid', () => {
    expect(gesture(ctx({ selection: [2] }), at(400, 580, { handle: { index: 2, end: 2 } }), [at(512, 489)])).toEqual([
      { type: 'line-end', index: 2, end: 2, point: { x: 520, y: 480 } },
    ]);
  });
});

describe('create tool', () => {
  const create = ctx({ tool: { kind: 'create', create: 'table-round' } });

  it('places an element at its default size with a click, snapped', () => {
    expect(gesture(create, at(131, 149), [])).toEqual([
      { type: 'create', create: 'table-round', at: { x: 140, y: 140 } },
    ]);
  });

  it('draws an element from corner to corner in any direction', () => {
    const rect = ctx({ tool: { kind: 'create', create: 'rectangle' } });
    expect(gesture(rect, at(300, 200), [at(250, 150), at(101, 59)])).toEqual([
      { type: 'create', create: 'rectangle', at: { x: 100, y: 60 }, size: { width: 200, height: 140 } },
    ]);
  });

  it('draws a line from end to end', () => {
    const line = ctx({ tool: { kind: 'create', create: 'line' } });
    expect(gesture(line, at(100, 100), [at(300, 41)])).toEqual([
      { type: 'create', create: 'line', at: { x: 100, y: 100 }, size: { width: 200, height: -60 } },
    ]);
  });
});

describe('panning', () => {
  it('pans with the hand tool, the middle button or space held, in screen px', () => {
    for (const [c, down] of [
      [ctx({ tool: { kind: 'hand' } }), at(10, 10)],
      [ctx(), at(10, 10, { button: 1, hit: 0 })],
      [ctx({ tool: { kind: 'create', create: 'chair' } }), at(10, 10, { spaceHeld: true })],
    ] as const) {
      expect(gesture(c, down, [at(15, 30), at(5, 30)])).toEqual([
        { type: 'pan', dx: 5, dy: 20 },
        { type: 'pan', dx: -10, dy: 0 },
      ]);
    }
  });
});
