import type Konva from 'konva';
// Konva's core and only the shapes the plan draws, not every shape Konva has (a third less code).
import 'konva/lib/shapes/Ellipse';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import { useEffect, useRef, useState } from 'react';
import { Group, Image, Layer, Line, Rect, Stage } from 'react-konva/lib/ReactKonvaCore.js';
import type { PlanConfig, PlanElement, TableElement } from '../../src/domain/plan/schema';
import { BoxEllipse, CenteredText } from './plan-shapes';

/** How one table is drawn: its colours, whether it can be clicked, its label. */
export interface TableLook {
  fill: string;
  text: string;
  /** A thicker dark outline (the guest's selected table, the staff's chosen booking). */
  emphasis?: boolean;
  clickable: boolean;
  /** Defaults to '{id}\n{capacity} Pl.'. */
  label?: string;
}

export interface FloorPlanProps {
  elements: readonly PlanElement[];
  settings: PlanConfig['settings'];
  lookOf: (table: TableElement) => TableLook;
  onTableClick: (tableId: number) => void;
  className?: string;
}

/** CSS pixels added around each table for fingers, so small tables stay tappable on a phone. */
const touchPadding = 8;

/**
 * One area of a floor plan, scaled to the width of its container (react-konva): the structures as
 * the editor stored them, the tables as `lookOf` says. The guests' plan and the staff's plan of
 * the night draw through it.
 */
export default function FloorPlan({
  elements,
  settings,
  lookOf,
  onTableClick,
  className = 'bk-canvas',
}: FloorPlanProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = width > 0 ? width / settings.canvasWidth : 0;
  return (
    <div ref={box} className={className}>
      {scale > 0 && (
        <Stage width={width} height={Math.round(settings.canvasHeight * scale)} scaleX={scale} scaleY={scale}>
          <Layer listening={false}>
            <Rect width={settings.canvasWidth} height={settings.canvasHeight} fill="#fbf8f2" />
            {elements.map((e) => (e.type === 'table' ? null : <Structure key={e.id} element={e} />))}
          </Layer>
          <Layer>
            {elements.map((e) =>
              e.type === 'table' ? (
                <Table
                  key={`table-${e.id}`}
                  table={e}
                  look={lookOf(e)}
                  hitPadding={touchPadding / scale}
                  onClick={() => onTableClick(e.id)}
                />
              ) : null,
            )}
          </Layer>
        </Stage>
      )}
    </div>
  );
}

function Table({
  table,
  look,
  hitPadding,
  onClick,
}: {
  table: TableElement;
  look: TableLook;
  hitPadding: number;
  onClick: () => void;
}) {
  const { clickable } = look;
  const { width: w, height: h } = table;
  const cursor = (value: string) => (event: Konva.KonvaEventObject<Event>) => {
    const container = event.target.getStage()?.container();
    if (container) container.style.cursor = value;
  };
  const shape = {
    fill: look.fill,
    stroke: look.emphasis ? '#0b2f73' : '#3b2f2f',
    strokeWidth: look.emphasis ? 4 : 2,
    // A larger invisible hit area around the table (fingers are wider than a mouse pointer).
    hitFunc: (context: Konva.Context, node: Konva.Shape) => {
      context.beginPath();
      context.rect(
        -hitPadding - (table.shape === 'round' ? w / 2 : 0),
        -hitPadding - (table.shape === 'round' ? h / 2 : 0),
        w + 2 * hitPadding,
        h + 2 * hitPadding,
      );
      context.closePath();
      context.fillStrokeShape(node);
    },
  };
  const fontSize = Math.max(14, Math.min(28, h * 0.38));
  return (
    <Group
      x={table.x}
      y={table.y}
      rotation={table.rotation}
      listening={clickable}
      onClick={onClick}
      onTap={onClick}
      onMouseEnter={cursor(clickable ? 'pointer' : 'default')}
      onMouseLeave={cursor('default')}
    >
      {table.shape === 'round' ? (
        <BoxEllipse width={w} height={h} {...shape} />
      ) : (
        <Rect width={w} height={h} cornerRadius={6} {...shape} />
      )}
      <CenteredText
        width={w}
        height={h}
        text={look.label ?? `${table.id}\n${table.capacity} Pl.`}
        fontSize={fontSize}
        lineHeight={1.05}
        fontStyle="bold"
        fill={look.text}
        listening={false}
      />
    </Group>
  );
}

/** Fill and outline of a drawn shape, as the editor stored them. */
const paint = (e: { color: string; strokeColor: string; strokeWidth: number }) => ({
  fill: e.color,
  stroke: e.strokeColor,
  strokeWidth: e.strokeWidth,
});

function Structure({ element: e }: { element: Exclude<PlanElement, TableElement> }) {
  switch (e.type) {
    case 'chair':
      return (
        <Rect x={e.x} y={e.y} width={e.width} height={e.height} rotation={e.rotation} fill={e.color} cornerRadius={4} />
      );
    case 'rectangle':
    case 'square':
      return <Rect x={e.x} y={e.y} width={e.width} height={e.height} rotation={e.rotation} {...paint(e)} />;
    case 'circle':
      return (
        // Rotated about (x, y) like every boxed element (src/domain/plan/geometry.ts).
        <Group x={e.x} y={e.y} rotation={e.rotation}>
          <BoxEllipse width={e.width} height={e.height} {...paint(e)} />
        </Group>
      );
    case 'line':
      return (
        // Rotated about its first point, as the editor draws it (src/domain/plan/geometry.ts).
        <Line
          x={e.x1}
          y={e.y1}
          points={[0, 0, e.x2 - e.x1, e.y2 - e.y1]}
          rotation={e.rotation}
          stroke={e.strokeColor}
          strokeWidth={e.strokeWidth}
          lineCap="round"
        />
      );
    case 'image':
      return <PlanImage src={e.src} x={e.x} y={e.y} width={e.width} height={e.height} rotation={e.rotation} />;
    case 'text':
      return (
        <Group x={e.x} y={e.y} rotation={e.rotation}>
          {e.hasBackground && <Rect width={e.width} height={e.height} fill={e.backgroundColor} />}
          <CenteredText width={e.width} height={e.height} text={e.text} fontSize={e.fontSize} fill={e.color} />
        </Group>
      );
  }
}

function PlanImage({
  src,
  ...box
}: {
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}) {
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    const img = new window.Image();
    img.onload = () => setImage(img);
    img.src = src;
    return () => {
      img.onload = null;
    };
  }, [src]);
  return image ? <Image image={image} {...box} /> : null;
}
