import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Gesture,
  idle,
  type PointerInput,
  pointerDown,
  pointerMove,
  pointerUp,
  type Step,
  type ToolContext,
  type ToolEffect,
} from '../tools';
import type { View } from '../use-view';

/** The element index or line handle a Konva node belongs to. */
function hitOf(node: Konva.Node | undefined): Pick<PointerInput, 'hit' | 'handle'> {
  for (let n: Konva.Node | null | undefined = node; n; n = n.getParent()) {
    if (n.hasName('line-handle')) return { handle: { index: n.getAttr('elementIndex'), end: n.getAttr('end') } };
    if (n.hasName('plan-element')) return { hit: Number(n.id().slice(3)) };
    if (n.getClassName() === 'Transformer') return { hit: -1 };
  }
  return {};
}

/**
 * Feeds Konva pointer events through the tool state machines. A gesture that starts on the stage
 * follows the pointer on `window` until release, so a drag may leave the canvas. Returns the
 * current gesture (for previews) and the stage's pointer-down handler.
 */
export function usePointer(options: {
  stage: React.RefObject<Konva.Stage | null>;
  context: ToolContext;
  view: View;
  spaceHeld: boolean;
  onEffects: (effects: ToolEffect[]) => void;
}) {
  const [gesture, setGesture] = useState<Gesture>(idle);
  const latest = useRef(options);
  latest.current = options;
  const gestureRef = useRef<Gesture>(idle);

  const input = useCallback((evt: PointerEvent | MouseEvent, target?: Konva.Node): PointerInput => {
    const { stage, view, spaceHeld } = latest.current;
    const screen = stage.current?.getPointerPosition() ?? { x: 0, y: 0 };
    return {
      point: { x: (screen.x - view.x) / view.scale, y: (screen.y - view.y) / view.scale },
      screen,
      shift: evt.shiftKey || evt.ctrlKey || evt.metaKey,
      button: evt.button,
      spaceHeld,
      ...hitOf(target),
    };
  }, []);

  const apply = useCallback((step: Step) => {
    gestureRef.current = step.gesture;
    setGesture(step.gesture);
    if (step.effects.length > 0) latest.current.onEffects(step.effects);
  }, []);

  const onWindowMove = useCallback(
    (evt: PointerEvent) => {
      latest.current.stage.current?.setPointersPositions(evt);
      apply(pointerMove(latest.current.context, gestureRef.current, input(evt)));
    },
    [apply, input],
  );

  const onWindowUp = useCallback(
    (evt: PointerEvent) => {
      latest.current.stage.current?.setPointersPositions(evt);
      apply(pointerUp(latest.current.context, gestureRef.current, input(evt)));
      window.removeEventListener('pointermove', onWindowMove);
      window.removeEventListener('pointerup', onWindowUp);
    },
    [apply, input, onWindowMove],
  );

  const onPointerDown = useCallback(
    (e: KonvaEventObject<PointerEvent>) => {
      const pointer = input(e.evt, e.target);
      if (pointer.hit === -1) return; // a Transformer anchor: Konva resizes or rotates
      if (gestureRef.current.kind !== 'idle') return;
      e.evt.preventDefault();
      const step = pointerDown(latest.current.context, pointer);
      apply(step);
      if (step.gesture.kind !== 'idle') {
        window.addEventListener('pointermove', onWindowMove);
        window.addEventListener('pointerup', onWindowUp);
      }
    },
    [apply, input, onWindowMove, onWindowUp],
  );

  /** Abandons the gesture in progress (Escape). */
  const cancel = useCallback(() => {
    window.removeEventListener('pointermove', onWindowMove);
    window.removeEventListener('pointerup', onWindowUp);
    apply({ gesture: idle, effects: [] });
  }, [apply, onWindowMove, onWindowUp]);

  useEffect(
    () => () => {
      window.removeEventListener('pointermove', onWindowMove);
      window.removeEventListener('pointerup', onWindowUp);
    },
    [onWindowMove, onWindowUp],
  );

  return { gesture, onPointerDown, cancel, hitOf };
}
