import { describeElement } from '../../src/domain/plan/factory';
import type { PlanElement } from '../../src/domain/plan/schema';

/** What is selected, in German, for screen readers and the status line. */
export function selectionText(selected: PlanElement[]): string {
  const [single] = selected;
  if (!single) return 'Keine Auswahl';
  if (selected.length > 1) return `${selected.length} Elemente ausgewählt`;
  return `${describeElement(single)} ausgewählt`;
}

/** Position and size of one selected element for the status line ("700, 340 · 120 × 80 · 15°"). */
export function geometryText(e: PlanElement | undefined): string {
  if (!e) return '';
  if (e.type === 'line') return `${e.x1}, ${e.y1} → ${e.x2}, ${e.y2}`;
  return `${e.x}, ${e.y} · ${e.width} × ${e.height}${e.rotation ? ` · ${e.rotation}°` : ''}`;
}
