import { planTables } from './areas';
import { gridSize, snap } from './limits';
import type { PlanConfig, PlanElement, TableElement } from './schema';

/** What the palette offers, in palette order. */
export const paletteKinds = [
  'table-rectangle',
  'table-square',
  'table-round',
  'chair',
  'rectangle',
  'square',
  'circle',
  'line',
  'image',
  'text',
] as const;
export type PaletteKind = (typeof paletteKinds)[number];

/** German palette labels. */
export const paletteLabels: Record<PaletteKind, string> = {
  'table-rectangle': 'Tisch (rechteckig)',
  'table-square': 'Tisch (quadratisch)',
  'table-round': 'Tisch (rund)',
  chair: 'Stuhl',
  rectangle: 'Rechteck',
  square: 'Quadrat',
  circle: 'Kreis',
  line: 'Linie',
  image: 'Bild',
  text: 'Text',
};

/** Size a new element gets when placed with a click rather than drawn. */
export const defaultSizes: Record<PaletteKind, { width: number; height: number }> = {
  'table-rectangle': { width: 120, height: 60 },
  'table-square': { width: 80, height: 80 },
  'table-round': { width: 80, height: 80 },
  chair: { width: 40, height: 40 },
  rectangle: { width: 160, height: 100 },
  square: { width: 100, height: 100 },
  circle: { width: 100, height: 100 },
  line: { width: 200, height: 0 },
  image: { width: 200, height: 140 },
  text: { width: 160, height: 40 },
};

/** Kinds whose width and height stay equal. */
export function keepsSquare(e: PlanElement): boolean {
  return e.type === 'square' || e.type === 'circle' || (e.type === 'table' && e.shape === 'square');
}

/** The lowest table number not used in any area (table numbers start at 1). */
export function nextTableId(plan: PlanConfig, reserved: number[] = []): number {
  const used = new Set([...planTables(plan).map((t) => t.id), ...reserved]);
  let id = 1;
  while (used.has(id)) id++;
  return id;
}

/** A fresh id for a non-table element, unique in practice (random, prefixed by type). */
export function newElementId(type: string, random: () => number = Math.random): string {
  return `${type}-${Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`;
}

export interface CreateOptions {
  /** Top-left corner (line: start point); snapped to the grid unless `snapToGrid` is false. */
  at: { x: number; y: number };
  /** Size when drawn by dragging; defaults per kind. */
  size?: { width: number; height: number };
  snapToGrid?: boolean;
  random?: () => number;
  /** For images: the (compressed) `data:` URL. */
  src?: string;
}

/** A new element of a palette kind with the documented defaults, ready to add to an area of `plan`. */
export function createElement(plan: PlanConfig, kind: PaletteKind, options: CreateOptions): PlanElement {
  const grid = options.snapToGrid === false ? 0 : gridSize;
  const x = snap(options.at.x, grid);
  const y = snap(options.at.y, grid);
  const size = options.size ?? defaultSizes[kind];
  const width = size.width;
  const height = size.height;
  const id = newElementId(kind.replace('table-', 'table'), options.random);
  switch (kind) {
    case 'table-rectangle':
    case 'table-square':
    case 'table-round': {
      const shape = kind === 'table-rectangle' ? 'rectangle' : kind === 'table-square' ? 'square' : 'round';
      const side = Math.max(width, height);
      const table: TableElement = {
        type: 'table',
        id: nextTableId(plan),
        x,
        y,
        width: shape === 'rectangle' ? width : side,
        height: shape === 'rectangle' ? height : side,
        rotation: 0,
        capacity: shape === 'rectangle' ? 6 : 4,
        shape,
        color: '#8b5a2b',
      };
      return table;
    }
    case 'chair':
      return { type: 'chair', id, x, y, width, height, rotation: 0, color: '#6b4f3a' };
    case 'rectangle':
    case 'square':
    case 'circle': {
      const side = Math.max(width, height);
      const box = kind === 'rectangle' ? { width, height } : { width: side, height: side };
      return {
        type: kind,
        id,
        x,
        y,
        ...box,
        rotation: 0,
        color: '#e8dcc6',
        strokeColor: '#5b4636',
        strokeWidth: 2,
      };
    }
    case 'line':
      return {
        type: 'line',
        id,
        x1: x,
        y1: y,
        x2: x + (options.size ? width : defaultSizes.line.width),
        y2: y + (options.size ? height : 0),
        strokeColor: '#3b2f2f',
        strokeWidth: 4,
        rotation: 0,
      };
    case 'image':
      return { type: 'image', id, x, y, width, height, rotation: 0, src: options.src ?? '' };
    case 'text':
      return {
        type: 'text',
        id,
        x,
        y,
        width,
        height,
        rotation: 0,
        text: 'Text',
        fontSize: 18,
        color: '#1f1a17',
        backgroundColor: '#ffffff',
        hasBackground: false,
      };
  }
}

/** A short German name for an element, for lists, messages and screen readers. */
export function describeElement(e: PlanElement): string {
  switch (e.type) {
    case 'table':
      return `Tisch ${e.id}`;
    case 'text':
      return `Text „${e.text.length > 24 ? `${e.text.slice(0, 23)}…` : e.text}“`;
    case 'chair':
      return 'Stuhl';
    case 'rectangle':
      return 'Rechteck';
    case 'square':
      return 'Quadrat';
    case 'circle':
      return 'Kreis';
    case 'line':
      return 'Linie';
    case 'image':
      return 'Bild';
  }
}
