import { areaIds } from '../../src/domain/plan/areas';
import { type History, record, redo, startHistory, undo } from '../../src/domain/plan/history';
import type { PlanConfig } from '../../src/domain/plan/schema';
import type { Tool } from './tools/types';

/** Where the plan on screen came from and what the server last confirmed. */
export interface PlanMeta {
  source: 'draft' | 'deployed';
  /** Version of the saved draft (or of the deployed plan when there is no draft). */
  version: number;
  updatedAt: string;
  deployedVersion: number;
}

/** The editor's whole state except the view (zoom/pan), as plain data. */
export interface EditorState {
  history: History<PlanConfig>;
  /** The plan as last loaded or saved; the editor has unsaved changes when the present differs. */
  saved: PlanConfig;
  meta: PlanMeta;
  area: string;
  /** Indices of selected elements in the current area. */
  selection: number[];
  tool: Tool;
  snap: boolean;
}

export type EditorAction =
  | { type: 'change'; plan: PlanConfig; selection?: number[]; key?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; selection: number[] }
  | { type: 'area'; area: string }
  | { type: 'tool'; tool: Tool }
  | { type: 'snap'; snap: boolean }
  | { type: 'saved'; plan: PlanConfig; meta: PlanMeta };

/** Areas in display order: the documented `unten`, `oben` first, then any others of an imported plan. */
export function orderedAreas(plan: PlanConfig): string[] {
  const keys = Object.keys(plan.areas);
  return [
    ...areaIds.filter((a) => keys.includes(a)),
    ...keys.filter((k) => !(areaIds as readonly string[]).includes(k)),
  ];
}

export function initialState(plan: PlanConfig, meta: PlanMeta): EditorState {
  return {
    history: startHistory(plan),
    saved: plan,
    meta,
    area: orderedAreas(plan)[0] ?? 'unten',
    selection: [],
    tool: { kind: 'select' },
    snap: true,
  };
}

/** The selection kept to elements that exist in the area of `plan`. */
function validSelection(plan: PlanConfig, area: string, selection: number[]): number[] {
  const count = plan.areas[area]?.elements.length ?? 0;
  return selection.filter((i) => i >= 0 && i < count);
}

/** Keeps the current area when the plan still has it, else the first area. */
function validArea(plan: PlanConfig, area: string): string {
  return plan.areas[area] ? area : (orderedAreas(plan)[0] ?? area);
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'change': {
      const history = record(state.history, action.plan, action.key);
      const area = validArea(action.plan, state.area);
      const selection = area === state.area ? (action.selection ?? state.selection) : [];
      return { ...state, history, area, selection: validSelection(action.plan, area, selection) };
    }
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      if (history === state.history) return state;
      const area = validArea(history.present, state.area);
      return { ...state, history, area, selection: validSelection(history.present, area, state.selection) };
    }
    case 'select':
      return { ...state, selection: validSelection(state.history.present, state.area, action.selection) };
    case 'area':
      return state.history.present.areas[action.area] ? { ...state, area: action.area, selection: [] } : state;
    case 'tool':
      return { ...state, tool: action.tool };
    case 'snap':
      return { ...state, snap: action.snap };
    case 'saved':
      return { ...state, saved: action.plan, meta: action.meta };
  }
}

export function isDirty(state: EditorState): boolean {
  return state.history.present !== state.saved;
}
