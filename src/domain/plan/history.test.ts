import { describe, expect, it } from 'vitest';
import { planOf, table } from './fixtures';
import { canRedo, canUndo, historyLimit, record, redo, startHistory, undo } from './history';
import { moveElements, updateElement } from './operations';

describe('undo and redo', () => {
  const start = planOf({ unten: [table(1)] });

  it('undoes and redoes edit operations in order', () => {
    const moved = moveElements(start, 'unten', [0], 20, 0);
    const bigger = updateElement(moved, 'unten', 0, { capacity: 8 });
    let h = record(record(startHistory(start), moved), bigger);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe(moved);
    h = undo(h);
    expect(h.present).toBe(start);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe(bigger);
    expect(redo(h)).toBe(h);
  });

  it('drops the redo steps when a new change is made after undo', () => {
    const a = moveElements(start, 'unten', [0], 20, 0);
    const b = moveElements(start, 'unten', [0], 0, 20);
    const h = record(undo(record(startHistory(start), a)), b);
    expect(h.present).toBe(b);
    expect(canRedo(h)).toBe(false);
    expect(h.past).toEqual([start]);
  });

  it('records nothing for an unchanged plan', () => {
    const h = startHistory(start);
    expect(record(h, start)).toBe(h);
  });

  it('merges a run of edits of one field into one undo step', () => {
    let h = startHistory(start);
    for (const capacity of [1, 12, 2])
      h = record(h, updateElement(h.present, 'unten', 0, { capacity }), 'unten:0:capacity');
    expect(h.past).toEqual([start]);
    h = record(h, moveElements(h.present, 'unten', [0], 20, 0), 'move');
    expect(h.past).toHaveLength(2);
    expect(undo(undo(h)).present).toBe(start);
  });

  it(`keeps at most ${historyLimit} undo steps`, () => {
    let h = startHistory(start);
    for (let i = 1; i <= historyLimit + 5; i++) h = record(h, moveElements(h.present, 'unten', [0], 1, 0));
    expect(h.past).toHaveLength(historyLimit);
  });
});
