import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useRef, useState } from 'react';
import { Layer, Stage } from 'react-konva';
import type { Placement } from '../../../src/domain/plan/operations';
import type { PlanConfig } from '../../../src/domain/plan/schema';
import type { Tool, ToolEffect } from '../tools';
import type { View } from '../use-view';
import { Board } from './Board';
import { ElementNode } from './ElementNode';
import { drawingPreview, endpointPreview } from './preview';
import { SelectionLayer } from './SelectionLayer';
import { usePointer } from './use-pointer';

interface Props {
  plan: PlanConfig;
  area: string;
  selection: number[];
  tool: Tool;
  snap: boolean;
  size: { width: number; height: number };
  view: View;
  spaceHeld: boolean;
  onEffects: (effects: ToolEffect[]) => void;
  onPlace: (placements: { index: number; placement: Placement }[]) => void;
  onWheelZoom: (factor: number, at: { x: number; y: number }) => void;
  /** Lets the editor cancel a gesture on Escape. */
  cancelRef: React.RefObject<(() => void) | null>;
}

/** The Konva stage: it only draws the plan and reports pointer gestures; the plan is changed by the editor. */
export function PlanCanvas(props: Props) {
  const { plan, area, selection, tool, snap, size, view, spaceHeld } = props;
  const stage = useRef<Konva.Stage>(null);
  const elements = plan.areas[area]?.elements ?? [];
  const { canvasWidth, canvasHeight, gridSize } = plan.settings;
  const [hovered, setHovered] = useState<number | undefined>();
  const { gesture, onPointerDown, cancel, hitOf } = usePointer({
    stage,
    context: { tool, elements, selection, snap, grid: gridSize },
    view,
    spaceHeld,
    onEffects: props.onEffects,
  });
  props.cancelRef.current = cancel;

  const onWheel = (e: KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const at = stage.current?.getPointerPosition() ?? { x: size.width / 2, y: size.height / 2 };
    if (e.evt.ctrlKey || e.evt.metaKey) props.onWheelZoom(Math.exp(-e.evt.deltaY * 0.0025), at);
    else props.onEffects([{ type: 'pan', dx: -e.evt.deltaX, dy: -e.evt.deltaY }]);
  };

  const onHover = (e: KonvaEventObject<PointerEvent>) => {
    if (gesture.kind !== 'idle') return;
    const { hit } = hitOf(e.target);
    setHovered(hit === undefined || hit < 0 ? undefined : hit);
  };

  const offset = gesture.kind === 'moving' ? gesture.delta : undefined;
  const moved = new Set(gesture.kind === 'moving' ? gesture.indices : []);
  const ghost = drawingPreview(plan, gesture);
  const cursor =
    gesture.kind === 'panning'
      ? 'grabbing'
      : tool.kind === 'hand' || spaceHeld
        ? 'grab'
        : tool.kind === 'create'
          ? 'crosshair'
          : gesture.kind === 'moving' || hovered !== undefined
            ? 'move'
            : 'default';

  return (
    <Stage
      ref={stage}
      width={size.width}
      height={size.height}
      x={view.x}
      y={view.y}
      scaleX={view.scale}
      scaleY={view.scale}
      onPointerDown={onPointerDown}
      onPointerMove={onHover}
      onWheel={onWheel}
      style={{ cursor }}
    >
      <Layer listening={false}>
        <Board
          width={canvasWidth}
          height={canvasHeight}
          grid={gridSize}
          scale={view.scale}
          label={`${plan.areas[area]?.name ?? area} · ${canvasWidth} × ${canvasHeight}`}
        />
      </Layer>
      <Layer>
        {elements.map((e, i) => (
          <ElementNode
            // Index keys: elements are addressed by position; table numbers may repeat while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            element={endpointPreview(
              e,
              gesture.kind === 'endpoint' && gesture.index === i ? gesture : { kind: 'idle' },
            )}
            index={i}
            offset={moved.has(i) ? offset : undefined}
          />
        ))}
        {ghost && <ElementNode element={ghost} index={-1} ghost />}
      </Layer>
      <SelectionLayer
        stage={stage}
        elements={elements}
        selection={selection}
        gesture={gesture}
        hovered={tool.kind === 'select' && gesture.kind === 'idle' ? hovered : undefined}
        view={view}
        snap={snap}
        grid={gridSize}
        onPlace={props.onPlace}
      />
    </Stage>
  );
}
