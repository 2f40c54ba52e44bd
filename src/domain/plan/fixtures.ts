import type { PlanConfig, PlanElement, TableElement } from './schema';

/** Small plans for tests and benchmarks (not used by the app). */
export function table(id: number, extra: Partial<TableElement> = {}): TableElement {
  return {
    type: 'table',
    id,
    x: 40,
    y: 40,
    width: 100,
    height: 60,
    rotation: 0,
    capacity: 6,
    shape: 'rectangle',
    color: '#8b5a2b',
    ...extra,
  };
}

export function planOf(areas: Record<string, PlanElement[]>): PlanConfig {
  return {
    areas: Object.fromEntries(
      Object.entries(areas).map(([key, elements]) => [key, { name: key[0]?.toUpperCase() + key.slice(1), elements }]),
    ),
    settings: { canvasWidth: 900, canvasHeight: 600, gridSize: 20 },
  };
}

export const sampleText: Extract<PlanElement, { type: 'text' }> = {
  type: 'text',
  id: 'text-1',
  x: 100,
  y: 20,
  width: 160,
  height: 40,
  rotation: 0,
  text: 'Theke',
  fontSize: 18,
  color: '#000000',
  backgroundColor: '#ffffff',
  hasBackground: false,
};

export const sampleLine: Extract<PlanElement, { type: 'line' }> = {
  type: 'line',
  id: 'line-1',
  x1: 0,
  y1: 580,
  x2: 400,
  y2: 580,
  strokeColor: '#333333',
  strokeWidth: 6,
  rotation: 0,
};
