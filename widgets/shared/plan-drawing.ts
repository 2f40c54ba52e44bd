// Konva's core and only the shapes a plan draws: no React reconciler and no shape the plan never uses.
import Konva from 'konva/lib/Core';
import { Ellipse } from 'konva/lib/shapes/Ellipse';
import { Image } from 'konva/lib/shapes/Image';
import { Line } from 'konva/lib/shapes/Line';
import { Rect } from 'konva/lib/shapes/Rect';
import { Text } from 'konva/lib/shapes/Text';
import type { PlanConfig, PlanElement, TableElement } from '../../src/domain/plan/schema';
import { boxEllipse, centredText } from './plan-shapes';

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

type Structure = Exclude<PlanElement, TableElement>;

/** Fill and outline of a drawn shape, as the editor stored them. */
const paint = (e: { color: string; strokeColor: string; strokeWidth: number }) => ({
  fill: e.color,
  stroke: e.strokeColor,
  strokeWidth: e.strokeWidth,
});

/**
 * The background and every element that is not a table, as Konva nodes, per the geometry
 * convention of `src/domain/plan/geometry.ts`: a box rotates about its top-left corner, a line
 * about its first point.
 */
export function structureNodes(elements: readonly PlanElement[], settings: PlanConfig['settings']): Konva.Node[] {
  const background = new Rect({ width: settings.canvasWidth, height: settings.canvasHeight, fill: '#fbf8f2' });
  return [background, ...elements.flatMap((e) => (e.type === 'table' ? [] : [structureNode(e)]))];
}

function structureNode(e: Structure): Konva.Node {
  const box = { x: e.type === 'line' ? e.x1 : e.x, y: e.type === 'line' ? e.y1 : e.y, rotation: e.rotation };
  switch (e.type) {
    case 'chair':
      return new Rect({ ...box, width: e.width, height: e.height, fill: e.color, cornerRadius: 4 });
    case 'rectangle':
    case 'square':
      return new Rect({ ...box, width: e.width, height: e.height, ...paint(e) });
    case 'circle':
      return group(box, new Ellipse({ ...boxEllipse(e), ...paint(e) }));
    case 'line':
      return new Line({
        ...box,
        points: [0, 0, e.x2 - e.x1, e.y2 - e.y1],
        stroke: e.strokeColor,
        strokeWidth: e.strokeWidth,
        lineCap: 'round',
      });
    case 'image': {
      // Konva draws the image again once it has loaded.
      const image = new window.Image();
      image.src = e.src;
      return new Image({ ...box, image, width: e.width, height: e.height });
    }
    case 'text':
      return group(
        box,
        ...(e.hasBackground ? [new Rect({ width: e.width, height: e.height, fill: e.backgroundColor })] : []),
        new Text({
          ...centredText,
          width: e.width,
          height: e.height,
          text: e.text,
          fontSize: e.fontSize,
          fill: e.color,
        }),
      );
  }
}

function group(config: Konva.ContainerConfig, ...children: (Konva.Group | Konva.Shape)[]): Konva.Group {
  const g = new Konva.Group(config);
  g.add(...children);
  return g;
}

/**
 * One table as `look` says: its shape and label, clickable (click and tap) only when the look
 * says so. `hitPadding` (plan units) widens the area that takes a click on every side, so small
 * tables stay tappable on a phone.
 */
export function tableNode(table: TableElement, look: TableLook, hitPadding: number, onClick: () => void): Konva.Group {
  const { width: w, height: h } = table;
  const round = table.shape === 'round';
  const shape = {
    fill: look.fill,
    stroke: look.emphasis ? '#0b2f73' : '#3b2f2f',
    strokeWidth: look.emphasis ? 4 : 2,
    hitFunc: (context: Konva.Context, node: Konva.Shape) => {
      context.beginPath();
      context.rect(
        -hitPadding - (round ? w / 2 : 0),
        -hitPadding - (round ? h / 2 : 0),
        w + 2 * hitPadding,
        h + 2 * hitPadding,
      );
      context.closePath();
      context.fillStrokeShape(node);
    },
  };
  const node = group(
    { x: table.x, y: table.y, rotation: table.rotation, listening: look.clickable },
    round
      ? new Ellipse({ ...boxEllipse(table), ...shape })
      : new Rect({ width: w, height: h, cornerRadius: 6, ...shape }),
    new Text({
      ...centredText,
      width: w,
      height: h,
      text: look.label ?? `${table.id}\n${table.capacity} Pl.`,
      fontSize: Math.max(14, Math.min(28, h * 0.38)),
      lineHeight: 1.05,
      fontStyle: 'bold',
      fill: look.text,
      listening: false,
    }),
  );
  node.on('click tap', onClick);
  const cursor = (value: string) => () => {
    const container = node.getStage()?.container();
    if (container) container.style.cursor = value;
  };
  node.on('mouseenter', cursor(look.clickable ? 'pointer' : 'default'));
  node.on('mouseleave', cursor('default'));
  return node;
}
