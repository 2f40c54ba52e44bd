import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { PlanConfig, PlanElement, TableElement } from '../../src/domain/plan/schema';
import { boxEllipse } from './plan-shapes';

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
 * One area of a floor plan as SVG, scaled to the width of its container: the structures as the
 * editor stored them, the tables as `lookOf` says. The guests' plan and the staff's plan of the night
 * draw through it. A plan that is only looked at and clicked needs no canvas library: the browser
 * draws it, sharp at any size, and the booking page carries no drawing code (docs/routes.md#public-pages).
 * The geometry is that of `src/domain/plan/geometry.ts`: a box rotates about its top-left corner, a
 * line about its first point.
 */
export default function FloorPlan({
  elements,
  settings,
  lookOf,
  onTableClick,
  className = 'bk-canvas',
}: FloorPlanProps) {
  const box = useRef<HTMLDivElement>(null);
  const drawing = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(0);
  const click = useRef(onTableClick);
  click.current = onTableClick;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // One listener for every table: the drawing is a mouse and touch view of the table list, which is
  // what keyboards and screen readers use; a table that cannot be booked takes no pointer.
  useEffect(() => {
    const svg = drawing.current;
    if (!svg) return;
    const onClick = (event: MouseEvent) => {
      const table = (event.target as Element).closest('[data-table]');
      if (table) click.current(Number(table.getAttribute('data-table')));
    };
    svg.addEventListener('click', onClick);
    return () => svg.removeEventListener('click', onClick);
  }, []);
  // The padding is in CSS pixels, the drawing in plan units.
  const hitPadding = touchPadding / (width > 0 ? width / settings.canvasWidth : 1);
  const { canvasWidth: w, canvasHeight: h } = settings;
  return (
    <div ref={box} className={className}>
      <svg
        ref={drawing}
        viewBox={`0 0 ${w} ${h}`}
        width="100%"
        aria-hidden="true"
        focusable="false"
        style={{ display: 'block', userSelect: 'none' }}
      >
        <rect width={w} height={h} fill="#fbf8f2" />
        {elements.map((e) => (e.type === 'table' ? null : <Structure key={e.id} element={e} />))}
        {elements.map((e) =>
          e.type === 'table' ? <Table key={e.id} table={e} look={lookOf(e)} hitPadding={hitPadding} /> : null,
        )}
      </svg>
    </div>
  );
}

type Structure = Exclude<PlanElement, TableElement>;

const placedAt = (x: number, y: number, rotation: number) => `translate(${x} ${y}) rotate(${rotation})`;

/** Fill and outline of a drawn shape, as the editor stored them. */
const paint = (e: { color: string; strokeColor: string; strokeWidth: number }) => ({
  fill: e.color,
  stroke: e.strokeColor,
  strokeWidth: e.strokeWidth,
});

function Structure({ element: e }: { element: Structure }) {
  if (e.type === 'line') {
    return (
      <line
        transform={placedAt(e.x1, e.y1, e.rotation)}
        x2={e.x2 - e.x1}
        y2={e.y2 - e.y1}
        stroke={e.strokeColor}
        strokeWidth={e.strokeWidth}
        strokeLinecap="round"
      />
    );
  }
  const at = placedAt(e.x, e.y, e.rotation);
  switch (e.type) {
    case 'chair':
      return <rect transform={at} width={e.width} height={e.height} fill={e.color} rx={4} />;
    case 'rectangle':
    case 'square':
      return <rect transform={at} width={e.width} height={e.height} {...paint(e)} />;
    case 'circle': {
      const { x, y, radiusX, radiusY } = boxEllipse(e);
      return <ellipse transform={at} cx={x} cy={y} rx={radiusX} ry={radiusY} {...paint(e)} />;
    }
    case 'image':
      return <image transform={at} href={e.src} width={e.width} height={e.height} preserveAspectRatio="none" />;
    case 'text':
      return (
        <g transform={at}>
          {e.hasBackground && <rect width={e.width} height={e.height} fill={e.backgroundColor} />}
          {/* HTML inside the box wraps long words as the editor's canvas does; SVG text cannot. */}
          <foreignObject width={e.width} height={e.height}>
            <div style={{ ...centred, fontSize: e.fontSize, color: e.color }}>{e.text}</div>
          </foreignObject>
        </g>
      );
  }
}

const centred: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  textAlign: 'center',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1,
  fontFamily: 'Arial, sans-serif',
  fontWeight: 'normal',
  letterSpacing: 'normal',
  overflow: 'hidden',
};

/**
 * One table as `look` says: its shape and label, clickable (click and tap) only when the look says
 * so, on an area `hitPadding` (plan units) wider than the table on every side.
 */
function Table({ table, look, hitPadding }: { table: TableElement; look: TableLook; hitPadding: number }) {
  const { width: w, height: h } = table;
  const outline = {
    fill: look.fill,
    stroke: look.emphasis ? '#0b2f73' : '#3b2f2f',
    strokeWidth: look.emphasis ? 4 : 2,
  };
  const lines = (look.label ?? `${table.id}\n${table.capacity} Pl.`).split('\n');
  // A long word ('angekommen' on a small table) is made smaller, down to 12, then narrower, rather
  // than spilling over its neighbours: bold Arial's letters are about 0.6 of the size wide.
  const room = w - 6;
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(Math.max(14, Math.min(28, h * 0.38)), Math.max(12, room / (0.6 * longest)));
  const squeezed = (line: string) => (0.6 * fontSize * line.length > room ? room : undefined);
  const lineHeight = fontSize * 1.05;
  const { x: cx, y: cy, radiusX, radiusY } = boxEllipse(table);
  return (
    <g
      transform={placedAt(table.x, table.y, table.rotation)}
      data-table={table.id}
      style={{ cursor: look.clickable ? 'pointer' : 'default', pointerEvents: look.clickable ? 'auto' : 'none' }}
    >
      <rect x={-hitPadding} y={-hitPadding} width={w + 2 * hitPadding} height={h + 2 * hitPadding} fill="transparent" />
      {table.shape === 'round' ? (
        <ellipse cx={cx} cy={cy} rx={radiusX} ry={radiusY} {...outline} />
      ) : (
        <rect width={w} height={h} rx={6} {...outline} />
      )}
      <text
        x={w / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Arial, sans-serif"
        fontSize={fontSize}
        fontWeight="bold"
        fill={look.text}
        style={{ pointerEvents: 'none' }}
      >
        {lines.map((line, i) => (
          <tspan
            // biome-ignore lint/suspicious/noArrayIndexKey: a label's lines are placed by their position.
            key={`${i}-${line}`}
            x={w / 2}
            y={h / 2 + (i - (lines.length - 1) / 2) * lineHeight}
            textLength={squeezed(line)}
            lengthAdjust="spacingAndGlyphs"
          >
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}
