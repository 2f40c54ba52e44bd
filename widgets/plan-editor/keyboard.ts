import type { PaletteKind } from '../../src/domain/plan/factory';
import type { Command } from './commands';

/** Keyboard shortcuts of the editor (German labels for the help panel). */
export type Shortcut =
  | { kind: 'command'; command: Command }
  | { kind: 'tool'; tool: 'select' | 'hand' | PaletteKind }
  | { kind: 'zoom'; zoom: 'in' | 'out' | 'fit' | 'reset' }
  | { kind: 'save' }
  | { kind: 'toggleSnap' }
  | { kind: 'escape' };

export interface KeyInput {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const toolKeys: Record<string, 'select' | 'hand' | PaletteKind> = {
  v: 'select',
  h: 'hand',
  t: 'table-rectangle',
  q: 'table-square',
  o: 'table-round',
  c: 'chair',
  r: 'rectangle',
  k: 'circle',
  l: 'line',
  x: 'text',
};

/**
 * Maps a key press to what it does, or undefined. Arrows nudge by 1 px (Shift: one grid step),
 * Alt+arrows resize, `[`/`]` rotate by 15° (Shift: 1°), Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and
 * redo, Ctrl+D duplicates, Delete/Backspace deletes, Ctrl+A selects all, +/−/0/1 zoom.
 */
export function shortcutFor(e: KeyInput, grid: number): Shortcut | undefined {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const arrow = arrows[e.key];
  if (arrow) {
    const step = e.shiftKey ? grid : 1;
    const [x, y] = arrow;
    return e.altKey
      ? { kind: 'command', command: { kind: 'resize', dw: x * step, dh: y * step } }
      : { kind: 'command', command: { kind: 'nudge', dx: x * step, dy: y * step } };
  }
  if (mod) {
    if (key === 'z') return { kind: 'command', command: { kind: e.shiftKey ? 'redo' : 'undo' } };
    if (key === 'y') return { kind: 'command', command: { kind: 'redo' } };
    if (key === 'd') return { kind: 'command', command: { kind: 'duplicate' } };
    if (key === 'a') return { kind: 'command', command: { kind: 'selectAll' } };
    if (key === 's') return { kind: 'save' };
    if (key === '0') return { kind: 'zoom', zoom: 'fit' };
    if (key === '+' || key === '=') return { kind: 'zoom', zoom: 'in' };
    if (key === '-') return { kind: 'zoom', zoom: 'out' };
    return undefined;
  }
  if (e.altKey) return undefined;
  switch (key) {
    case 'Delete':
    case 'Backspace':
      return { kind: 'command', command: { kind: 'delete' } };
    case 'Escape':
      return { kind: 'escape' };
    case '[':
      return { kind: 'command', command: { kind: 'rotate', degrees: e.shiftKey ? -1 : -15 } };
    case ']':
      return { kind: 'command', command: { kind: 'rotate', degrees: e.shiftKey ? 1 : 15 } };
    case '+':
    case '=':
      return { kind: 'zoom', zoom: 'in' };
    case '-':
      return { kind: 'zoom', zoom: 'out' };
    case '0':
      return { kind: 'zoom', zoom: 'fit' };
    case '1':
      return { kind: 'zoom', zoom: 'reset' };
    case 'g':
      return { kind: 'toggleSnap' };
  }
  const tool = e.shiftKey ? undefined : toolKeys[key];
  return tool ? { kind: 'tool', tool } : undefined;
}

/** The shortcuts as the help panel lists them. */
export const shortcutHelp: [string, string][] = [
  ['V / H', 'Auswählen / Verschieben der Ansicht'],
  ['T, Q, O, C', 'Tisch rechteckig, quadratisch, rund; Stuhl'],
  ['R, K, L, X', 'Rechteck, Kreis, Linie, Text'],
  ['Pfeiltasten', 'Auswahl um 1 px verschieben (Umschalt: 20 px)'],
  ['Alt + Pfeiltasten', 'Größe ändern (Umschalt: 20 px)'],
  ['[ / ]', 'Drehen um 15° (Umschalt: 1°)'],
  ['Strg + D', 'Duplizieren'],
  ['Entf', 'Löschen'],
  ['Strg + Z / Strg + Umschalt + Z', 'Rückgängig / Wiederholen'],
  ['Strg + A / Esc', 'Alles auswählen / Auswahl aufheben'],
  ['+ / − / 0 / 1', 'Zoom: vergrößern, verkleinern, einpassen, 100 %'],
  ['G', 'Am Raster ausrichten an/aus'],
  ['Strg + S', 'Entwurf speichern'],
  ['Leertaste + Ziehen', 'Ansicht verschieben'],
];
