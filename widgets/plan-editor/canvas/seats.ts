import type { TableElement } from '../../../src/domain/plan/schema';

/**
 * Where the seat marks of a table go (table-local coordinates), one per seat of its capacity: round
 * tables evenly around the rim, others alternately along the two long sides. Drawing only.
 */
export function seatPositions(t: TableElement): { x: number; y: number }[] {
  const n = Math.max(0, Math.min(24, Math.floor(t.capacity)));
  const { width: w, height: h } = t;
  const gap = 6;
  if (t.shape === 'round') {
    return Array.from({ length: n }, (_, i) => {
      const a = (2 * Math.PI * i) / n - Math.PI / 2;
      return { x: w / 2 + Math.cos(a) * (w / 2 + gap + 3), y: h / 2 + Math.sin(a) * (h / 2 + gap + 3) };
    });
  }
  const horizontal = w >= h;
  const firstSide = Math.ceil(n / 2);
  const spread = (count: number, length: number) =>
    Array.from({ length: count }, (_, i) => ((i + 0.5) * length) / count);
  const along = horizontal ? w : h;
  const sideA = spread(firstSide, along);
  const sideB = spread(n - firstSide, along);
  return horizontal
    ? [...sideA.map((x) => ({ x, y: -gap })), ...sideB.map((x) => ({ x, y: h + gap }))]
    : [...sideA.map((y) => ({ x: -gap, y })), ...sideB.map((y) => ({ x: w + gap, y }))];
}
