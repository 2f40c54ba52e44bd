/**
 * Undo/redo as plain data: past states, the present, and undone states. Pure; the editor keeps one
 * `History<PlanConfig>` and replaces it with the result of each call.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The key of the last recorded change, so a run of edits of one field undoes as one step. */
  lastKey?: string;
}

/** How many steps back the editor can undo. */
export const historyLimit = 200;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * Records `next` as the new present. Nothing is recorded when it is the same object as the
 * present. When `coalesceKey` equals the previous change's key (typing into one field, one drag
 * of a slider), the present is replaced and the earlier state stays the single undo step.
 */
export function record<T>(history: History<T>, next: T, coalesceKey?: string): History<T> {
  if (next === history.present) return history;
  if (coalesceKey !== undefined && coalesceKey === history.lastKey && history.future.length === 0) {
    return { ...history, present: next };
  }
  const past = [...history.past, history.present].slice(-historyLimit);
  return { past, present: next, future: [], lastKey: coalesceKey };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
