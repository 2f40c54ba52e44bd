import type Konva from 'konva';
import { useLayoutEffect, useRef } from 'react';
import { Circle, Layer, Rect, Transformer } from 'react-konva';
import { keepsSquare } from '../../../src/domain/plan/factory';
import { boxFromPoints, elementBounds, elementCorners } from '../../../src/domain/plan/geometry';
import { minElementSize, snap } from '../../../src/domain/plan/limits';
import type { Placement } from '../../../src/domain/plan/operations';
import type { PlanElement } from '../../../src/domain/plan/schema';
import type { Gesture } from '../tools';
import type { View } from '../use-view';

export const accent = '#1f7a4d';
const corners = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
const allAnchors = [...corners, 'top-center', 'bottom-center', 'middle-left', 'middle-right'];

interface Props {
  stage: React.RefObject<Konva.Stage | null>;
  elements: PlanElement[];
  selection: number[];
  gesture: Gesture;
  /** The element under the pointer, outlined as a hint of what a click selects. */
  hovered?: number;
  view: View;
  snap: boolean;
  grid: number;
  /** Transform results, scale folded into width and height. */
  onPlace: (placements: { index: number; placement: Placement }[]) => void;
}

/** Selection handles over the plan: the Konva Transformer for boxes, end-point handles for lines, the drag box. */
export function SelectionLayer(props: Props) {
  const { stage, elements, selection, gesture, hovered, view, snap: snapOn, grid, onPlace } = props;
  const tr = useRef<Konva.Transformer>(null);
  const boxed = selection.filter((i) => elements[i] && elements[i]?.type !== 'line');
  const square = boxed.some((i) => keepsSquare(elements[i] as PlanElement));
  const moving = gesture.kind === 'moving' || gesture.kind === 'endpoint';

  useLayoutEffect(() => {
    const nodes = boxed.flatMap((i) => stage.current?.findOne(`#el-${i}`) ?? []);
    tr.current?.nodes(nodes);
    tr.current?.forceUpdate();
    tr.current?.getLayer()?.batchDraw();
  });

  const toCanvas = (p: { x: number; y: number }) => ({
    x: (p.x - view.x) / view.scale,
    y: (p.y - view.y) / view.scale,
  });
  const toScreen = (p: { x: number; y: number }) => ({ x: p.x * view.scale + view.x, y: p.y * view.scale + view.y });

  /** Keeps a table's seats (a sibling group) with the table while a handle is dragged. */
  const followDecorations = (reset = false) => {
    for (const node of tr.current?.nodes() ?? []) {
      const deco = stage.current?.findOne(`#deco-${node.id().slice(3)}`);
      if (!deco) continue;
      deco.setAttrs(
        reset
          ? { scaleX: 1, scaleY: 1 }
          : { x: node.x(), y: node.y(), rotation: node.rotation(), scaleX: node.scaleX(), scaleY: node.scaleY() },
      );
    }
  };

  const transformEnd = () => {
    followDecorations(true);
    const nodes = tr.current?.nodes() ?? [];
    const placements = nodes.flatMap((node) => {
      const index = Number(node.id().slice(3));
      const e = elements[index];
      if (!e || e.type === 'line') return [];
      const placement = {
        x: Math.round(node.x()),
        y: Math.round(node.y()),
        width: Math.round(e.width * node.scaleX()),
        height: Math.round(e.height * node.scaleY()),
        rotation: node.rotation(),
      };
      node.scale({ x: 1, y: 1 });
      return [{ index, placement }];
    });
    onPlace(placements);
  };

  const singleLine = selection.length === 1 && elements[selection[0] ?? -1]?.type === 'line' ? selection[0] : undefined;
  const line = singleLine === undefined ? undefined : elements[singleLine];
  const handleRadius = 7 / view.scale;
  const hover = hovered === undefined || selection.includes(hovered) ? undefined : elements[hovered];

  return (
    <Layer>
      <Transformer
        ref={tr}
        visible={!moving && boxed.length > 0}
        flipEnabled={false}
        keepRatio={square}
        enabledAnchors={square ? corners : allAnchors}
        rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
        rotationSnapTolerance={6}
        rotateAnchorOffset={26}
        anchorSize={10}
        anchorCornerRadius={3}
        anchorStroke={accent}
        anchorFill="#ffffff"
        borderStroke={accent}
        borderStrokeWidth={1.5}
        ignoreStroke
        boundBoxFunc={(oldBox, newBox) =>
          Math.abs(newBox.width) < minElementSize * view.scale - 0.5 ||
          Math.abs(newBox.height) < minElementSize * view.scale - 0.5
            ? oldBox
            : newBox
        }
        anchorDragBoundFunc={(_old, pos) => {
          const t = tr.current;
          if (!snapOn || !t || t.getActiveAnchor() === 'rotater' || t.rotation() % 90 !== 0) return pos;
          const p = toCanvas(pos);
          return toScreen({ x: snap(p.x, grid), y: snap(p.y, grid) });
        }}
        onTransform={() => followDecorations()}
        onTransformEnd={transformEnd}
      />
      {line?.type === 'line' &&
        elementCorners(line).map((p, i) => (
          <Circle
            key={i === 0 ? 'start' : 'end'}
            name="line-handle"
            elementIndex={singleLine}
            end={i + 1}
            x={p.x}
            y={p.y}
            radius={handleRadius}
            fill="#ffffff"
            stroke={accent}
            strokeWidth={2}
            strokeScaleEnabled={false}
            visible={!moving}
          />
        ))}
      {selection.length > 1 &&
        selection.map((i) => {
          const e = elements[i];
          if (e?.type !== 'line') return null;
          const [a, b] = elementCorners(e);
          return a && b ? (
            <Rect
              key={e.id}
              listening={false}
              {...boxFromPoints(a, b)}
              stroke={accent}
              dash={[4, 3]}
              strokeWidth={1}
              strokeScaleEnabled={false}
            />
          ) : null;
        })}
      {hover && (
        <Rect
          listening={false}
          {...elementBounds(hover)}
          stroke={accent}
          strokeWidth={1.5}
          opacity={0.7}
          strokeScaleEnabled={false}
        />
      )}
      {gesture.kind === 'marquee' && (
        <Rect
          listening={false}
          {...boxFromPoints(gesture.start, gesture.current)}
          fill="rgba(31, 122, 77, 0.08)"
          stroke={accent}
          strokeWidth={1}
          dash={[5, 4]}
          strokeScaleEnabled={false}
        />
      )}
    </Layer>
  );
}
