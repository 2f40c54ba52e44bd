import { describe, expect, it } from 'vitest';
import { planOf, sampleText, table } from '../../src/domain/plan/fixtures';
import { moveElements } from '../../src/domain/plan/operations';
import { commandAction } from './commands';
import { editorReducer, initialState, isDirty, orderedAreas } from './editor-state';

const plan = planOf({ extra: [], oben: [table(11)], unten: [table(1), sampleText] });
const meta = { source: 'deployed' as const, version: 1, updatedAt: '2026-11-21T12:00:00Z', deployedVersion: 1 };

describe('editor state', () => {
  it('shows the standard areas first', () => {
    expect(orderedAreas(plan)).toEqual(['unten', 'oben', 'extra']);
    expect(initialState(plan, meta).area).toBe('unten');
  });

  it('tracks unsaved changes through undo and redo', () => {
    let s = initialState(plan, meta);
    s = editorReducer(s, { type: 'select', selection: [1, 5] });
    expect(s.selection).toEqual([1]);
    s = editorReducer(s, commandAction(s, { kind: 'delete' }) ?? { type: 'undo' });
    expect(s.history.present.areas.unten?.elements).toEqual([table(1)]);
    expect(isDirty(s)).toBe(true);
    s = editorReducer(s, { type: 'undo' });
    expect(isDirty(s)).toBe(false);
    expect(s.history.present).toBe(plan);
    s = editorReducer(s, { type: 'redo' });
    expect(s.history.present.areas.unten?.elements).toHaveLength(1);
    s = editorReducer(s, { type: 'saved', plan: s.history.present, meta: { ...meta, source: 'draft', version: 2 } });
    expect(isDirty(s)).toBe(false);
  });

  it('keeps the selection valid when undo removes elements', () => {
    let s = initialState(plan, meta);
    s = editorReducer(s, { type: 'select', selection: [1] });
    s = editorReducer(s, commandAction(s, { kind: 'duplicate' }) ?? { type: 'undo' });
    expect(s.selection).toEqual([2]);
    s = editorReducer(s, { type: 'undo' });
    expect(s.selection).toEqual([]);
  });

  it('clears the selection on an area change and ignores unknown areas', () => {
    let s = editorReducer(initialState(plan, meta), { type: 'select', selection: [0] });
    s = editorReducer(s, { type: 'area', area: 'oben' });
    expect([s.area, s.selection]).toEqual(['oben', []]);
    expect(editorReducer(s, { type: 'area', area: 'keller' })).toBe(s);
  });

  it('moves to an existing area when an imported plan drops the current one', () => {
    let s = editorReducer(initialState(plan, meta), { type: 'area', area: 'extra' });
    s = editorReducer(s, { type: 'change', plan: planOf({ unten: [table(1)] }) });
    expect(s.area).toBe('unten');
    s = editorReducer(s, { type: 'undo' });
    expect(s.area).toBe('unten');
  });

  it('turns a run of arrow-key nudges into one undo step', () => {
    let s = editorReducer(initialState(plan, meta), { type: 'select', selection: [0] });
    for (let i = 0; i < 5; i++)
      s = editorReducer(s, commandAction(s, { kind: 'nudge', dx: 1, dy: 0 }) ?? { type: 'undo' });
    expect(s.history.present).toEqual(moveElements(plan, 'unten', [0], 5, 0));
    s = editorReducer(s, { type: 'undo' });
    expect(s.history.present).toBe(plan);
  });
});

describe('commands', () => {
  const s = initialState(plan, meta);
  it('need a selection where they act on one', () => {
    for (const kind of ['delete', 'duplicate', 'front', 'back'] as const)
      expect(commandAction(s, { kind })).toBeUndefined();
    expect(commandAction(s, { kind: 'selectAll' })).toEqual({ type: 'select', selection: [0, 1] });
  });

  it('rotate, resize and reorder the selection', () => {
    const sel = editorReducer(s, { type: 'select', selection: [0] });
    const rotated = commandAction(sel, { kind: 'rotate', degrees: -15 });
    expect(rotated?.type === 'change' && rotated.plan.areas.unten?.elements[0]?.rotation).toBe(345);
    const resized = commandAction(sel, { kind: 'resize', dw: 20, dh: 0 });
    expect(resized?.type === 'change' && resized.plan.areas.unten?.elements[0]).toMatchObject({ width: 120 });
    expect(commandAction(sel, { kind: 'front' })).toMatchObject({ selection: [1] });
  });
});
