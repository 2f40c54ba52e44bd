import Konva from 'konva/lib/Core';
import { useEffect, useRef, useState } from 'react';
import type { PlanConfig, PlanElement, TableElement } from '../../src/domain/plan/schema';
import { structureNodes, type TableLook, tableNode } from './plan-drawing';

export type { TableLook } from './plan-drawing';

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
 * One area of a floor plan, scaled to the width of its container: the structures as the editor
 * stored them, the tables as `lookOf` says. The guests' plan and the staff's plan of the night draw
 * through it. React keeps the container; Konva draws into it from the plain data
 * (`plan-drawing.ts`), without react-konva's reconciler: a plan that is only looked at and clicked
 * needs no React tree of shapes.
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
  const [layers, setLayers] = useState<{ structures: Konva.Layer; tables: Konva.Layer }>();
  const click = useRef(onTableClick);
  click.current = onTableClick;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = width > 0 ? width / settings.canvasWidth : 0;
  const height = Math.round(settings.canvasHeight * scale);
  // The stage appears once the container has a width, and stays for the component's life.
  const drawn = scale > 0;
  useEffect(() => {
    const container = box.current;
    if (!drawn || !container) return;
    const stage = new Konva.Stage({ container });
    const structures = new Konva.Layer({ listening: false });
    const tables = new Konva.Layer();
    stage.add(structures, tables);
    setLayers({ structures, tables });
    return () => {
      stage.destroy();
    };
  }, [drawn]);

  useEffect(() => {
    const stage = layers?.tables.getStage();
    if (!stage) return;
    stage.size({ width, height });
    stage.scale({ x: scale, y: scale });
  }, [layers, width, height, scale]);

  useEffect(() => {
    if (!layers) return;
    layers.structures.destroyChildren();
    layers.structures.add(...(structureNodes(elements, settings) as Konva.Shape[]));
    layers.structures.batchDraw();
  }, [layers, elements, settings]);

  const looks = elements.flatMap((e) => (e.type === 'table' ? [{ table: e, look: lookOf(e) }] : []));
  const looksKey = JSON.stringify(looks.map((l) => l.look));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tables are drawn again only when a look or the plan changed (looksKey), not for every new lookOf.
  useEffect(() => {
    if (!layers || scale === 0) return;
    layers.tables.destroyChildren();
    for (const { table, look } of looks) {
      layers.tables.add(tableNode(table, look, touchPadding / scale, () => click.current(table.id)));
    }
    layers.tables.batchDraw();
  }, [layers, elements, looksKey, scale]);

  return <div ref={box} className={className} />;
}
