/** Editor and plan limits of docs/booking.md#table-plan, in canvas units (px of the 900×600 plan). */
export const canvasWidth = 900;
export const canvasHeight = 600;
export const gridSize = 20;

/** No element may be resized below this side length. */
export const minElementSize = 20;
export const shapeStrokeWidth = { min: 1, max: 10 } as const;
export const lineStrokeWidth = { min: 1, max: 20 } as const;
export const fontSizeRange = { min: 8, max: 96 } as const;
export const capacityRange = { min: 1, max: 99 } as const;

/**
 * Largest serialized plan (UTF-8 bytes of its JSON) the editor saves or deploys: 0.95 MB, under the
 * 1 MB document limit of a hosted document store, so a plan can always be moved back there.
 */
export const maxPlanBytes = Math.floor(0.95 * 1024 * 1024);

export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** Any angle in degrees as 0 ≤ a < 360, rounded to a tenth. */
export function normalizeRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const a = ((degrees % 360) + 360) % 360;
  const rounded = Math.round(a * 10) / 10;
  return rounded >= 360 ? 0 : rounded;
}

/** Nearest multiple of `grid` (a grid of 0 or less leaves the value as it is, rounded). */
export function snap(value: number, grid: number = gridSize): number {
  if (grid <= 0) return Math.round(value);
  return Math.round(value / grid) * grid;
}
