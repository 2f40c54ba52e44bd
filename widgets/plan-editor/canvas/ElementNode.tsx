import { memo, useEffect, useState } from 'react';
import { Ellipse, Group, Image as KonvaImage, Line, Rect } from 'react-konva';
import type { PlanElement, TableElement } from '../../../src/domain/plan/schema';
import { seatPositions } from './seats';
import { BoxEllipse, CenteredText } from './shapes';

interface Props {
  element: PlanElement;
  index: number;
  /** Preview offset while the selection is dragged (canvas units). */
  offset?: { x: number; y: number };
  /** Drawn half-transparent and not hit-testable (the element being drawn). */
  ghost?: boolean;
}

/**
 * One plan element as Konva nodes, per the geometry convention of `src/domain/plan/geometry.ts`: a
 * group at (x, y) rotated about that point, the shape in [0, width] × [0, height]. The group's id
 * `el-{index}` lets the canvas find the element under the pointer.
 */
export const ElementNode = memo(function ElementNode({ element: e, index, offset, ghost }: Props) {
  const dx = offset?.x ?? 0;
  const dy = offset?.y ?? 0;
  const common = {
    id: ghost ? undefined : `el-${index}`,
    name: ghost ? undefined : 'plan-element',
    rotation: e.rotation,
    opacity: ghost ? 0.55 : 1,
    listening: !ghost,
  };
  if (e.type === 'line') {
    return (
      <Group {...common} x={e.x1 + dx} y={e.y1 + dy}>
        <Line
          points={[0, 0, e.x2 - e.x1, e.y2 - e.y1]}
          stroke={e.strokeColor}
          strokeWidth={e.strokeWidth}
          lineCap="round"
          hitStrokeWidth={Math.max(16, e.strokeWidth + 10)}
        />
      </Group>
    );
  }
  return (
    <>
      {e.type === 'table' && (
        // Seats are drawn outside the table: a sibling group, so the selection box is the table's own box.
        <Group
          id={ghost ? undefined : `deco-${index}`}
          x={e.x + dx}
          y={e.y + dy}
          rotation={e.rotation}
          listening={false}
          opacity={common.opacity}
        >
          {seatPositions(e).map((p) => (
            <Ellipse
              key={`${p.x},${p.y}`}
              x={p.x}
              y={p.y}
              radiusX={7}
              radiusY={7}
              fill="#d6cbbd"
              stroke="#8a7a68"
              strokeWidth={1}
            />
          ))}
        </Group>
      )}
      <Group {...common} x={e.x + dx} y={e.y + dy}>
        <Body element={e} />
      </Group>
    </>
  );
});

function Body({ element: e }: { element: Exclude<PlanElement, { type: 'line' }> }) {
  const { width: w, height: h } = e;
  switch (e.type) {
    case 'table':
      return <Table table={e} />;
    case 'chair':
      return (
        <>
          <Rect width={w} height={h} cornerRadius={Math.min(w, h) / 4} fill={e.color} />
          <Rect width={w} height={Math.max(4, h * 0.25)} cornerRadius={Math.min(w, h) / 6} fill="#000" opacity={0.25} />
        </>
      );
    case 'rectangle':
    case 'square':
      return <Rect width={w} height={h} fill={e.color} stroke={e.strokeColor} strokeWidth={e.strokeWidth} />;
    case 'circle':
      return <BoxEllipse width={w} height={h} fill={e.color} stroke={e.strokeColor} strokeWidth={e.strokeWidth} />;
    case 'image':
      return <PlanImage src={e.src} width={w} height={h} />;
    case 'text':
      return (
        <>
          <Rect width={w} height={h} fill={e.hasBackground ? e.backgroundColor : 'transparent'} cornerRadius={3} />
          <CenteredText
            width={w}
            height={h}
            text={e.text}
            fontSize={e.fontSize}
            fill={e.color}
            padding={2}
            fontFamily="system-ui, sans-serif"
          />
        </>
      );
  }
}

function Table({ table: t }: { table: TableElement }) {
  const { width: w, height: h } = t;
  const font = Math.max(10, Math.min(22, Math.min(w, h) / 3));
  return (
    <>
      {t.shape === 'round' ? (
        <BoxEllipse width={w} height={h} fill={t.color} stroke="#00000040" strokeWidth={2} />
      ) : (
        <Rect width={w} height={h} cornerRadius={6} fill={t.color} stroke="#00000040" strokeWidth={2} />
      )}
      <CenteredText
        width={w}
        height={h}
        text={`${t.id}\n${t.capacity} P.`}
        fontSize={font}
        lineHeight={1.05}
        fontStyle="bold"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
      />
    </>
  );
}

const imageCache = new Map<string, HTMLImageElement>();

function PlanImage({ src, width, height }: { src: string; width: number; height: number }) {
  const [image, setImage] = useState(() => imageCache.get(src));
  useEffect(() => {
    if (!src || imageCache.get(src)?.complete) {
      setImage(imageCache.get(src));
      return;
    }
    const img = new window.Image();
    img.onload = () => {
      imageCache.set(src, img);
      setImage(img);
    };
    img.src = src;
  }, [src]);
  if (!image) {
    return (
      <>
        <Rect width={width} height={height} fill="#eef0f2" stroke="#adb5bd" strokeWidth={1} dash={[6, 4]} />
        <CenteredText width={width} height={height} text="Bild" fill="#6c757d" />
      </>
    );
  }
  return <KonvaImage image={image} width={width} height={height} />;
}
