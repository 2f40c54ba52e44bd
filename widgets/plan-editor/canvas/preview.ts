import { createElement } from '../../../src/domain/plan/factory';
import { lineWithEnd } from '../../../src/domain/plan/operations';
import type { PlanConfig, PlanElement } from '../../../src/domain/plan/schema';
import type { Gesture } from '../tools/types';

/** The element a `drawing` gesture would create, for the ghost preview. */
export function drawingPreview(plan: PlanConfig, gesture: Gesture): PlanElement | undefined {
  if (gesture.kind !== 'drawing' || !gesture.dragged || gesture.create === 'image') return undefined;
  const { start, current, create } = gesture;
  if (create === 'line') {
    return createElement(plan, 'line', {
      at: start,
      size: { width: current.x - start.x, height: current.y - start.y },
      snapToGrid: false,
      random: () => 0,
    });
  }
  return createElement(plan, create, {
    at: { x: Math.min(start.x, current.x), y: Math.min(start.y, current.y) },
    size: { width: Math.max(20, Math.abs(current.x - start.x)), height: Math.max(20, Math.abs(current.y - start.y)) },
    snapToGrid: false,
    random: () => 0,
  });
}

/** A line with one end moved, while its end-point handle is dragged. */
export function endpointPreview(e: PlanElement, gesture: Gesture): PlanElement {
  if (gesture.kind !== 'endpoint' || e.type !== 'line') return e;
  return lineWithEnd(e, gesture.end, gesture.point);
}
