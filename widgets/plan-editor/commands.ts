import {
  duplicateElements,
  moveElements,
  removeElements,
  reorderElements,
  resizeElements,
  rotateElements,
} from '../../src/domain/plan/operations';
import type { EditorAction, EditorState } from './editor-state';

/**
 * Editor commands shared by the toolbar, the keyboard and the context of the canvas: each maps the
 * state to the action that performs it, or undefined when it does not apply (nothing selected).
 */
export type Command =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'delete' }
  | { kind: 'duplicate' }
  | { kind: 'selectAll' }
  | { kind: 'deselect' }
  | { kind: 'nudge'; dx: number; dy: number }
  | { kind: 'resize'; dw: number; dh: number }
  | { kind: 'rotate'; degrees: number }
  | { kind: 'front' }
  | { kind: 'back' };

export function commandAction(state: EditorState, command: Command): EditorAction | undefined {
  const plan = state.history.present;
  const { area, selection } = state;
  const needsSelection = !['undo', 'redo', 'selectAll', 'deselect'].includes(command.kind);
  if (needsSelection && selection.length === 0) return undefined;
  switch (command.kind) {
    case 'undo':
      return { type: 'undo' };
    case 'redo':
      return { type: 'redo' };
    case 'selectAll':
      return { type: 'select', selection: (plan.areas[area]?.elements ?? []).map((_, i) => i) };
    case 'deselect':
      return { type: 'select', selection: [] };
    case 'delete':
      return { type: 'change', plan: removeElements(plan, area, selection), selection: [] };
    case 'duplicate': {
      const copy = duplicateElements(plan, area, selection);
      return { type: 'change', plan: copy.plan, selection: copy.indices };
    }
    case 'nudge':
      return {
        type: 'change',
        plan: moveElements(plan, area, selection, command.dx, command.dy),
        key: `nudge:${selection}`,
      };
    case 'resize':
      return {
        type: 'change',
        plan: resizeElements(plan, area, selection, command.dw, command.dh),
        key: `resize:${selection}`,
      };
    case 'rotate':
      return {
        type: 'change',
        plan: rotateElements(plan, area, selection, command.degrees),
        key: `rotate:${selection}`,
      };
    case 'front':
    case 'back': {
      const moved = reorderElements(plan, area, selection, command.kind);
      return { type: 'change', plan: moved.plan, selection: moved.indices };
    }
  }
}
