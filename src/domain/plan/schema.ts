import { z } from '../zod';

/**
 * The table plan as plain data: the documented `configData` (areas keyed `unten`/`oben`, each with a
 * name and elements; canvas settings). The schema checks shape only; the plan rules (unique table
 * ids, capacity ≥ 1, …) are validation, so that a broken plan can still be loaded and repaired.
 */
const finite = z.number();

const placed = {
  x: finite,
  y: finite,
  width: finite,
  height: finite,
  rotation: finite.default(0),
};

export const tableShapes = ['rectangle', 'square', 'round'] as const;

export const tableElement = z.object({
  type: z.literal('table'),
  /** The table number guests and staff see ("Tisch 5"). */
  id: z.coerce.number().int(),
  ...placed,
  capacity: z.coerce.number().int(),
  shape: z.enum(tableShapes),
  color: z.string().default('#8b5a2b'),
});

const elementId = z.string().min(1);

const shapeElement = (type: 'rectangle' | 'square' | 'circle') =>
  z.object({
    type: z.literal(type),
    id: elementId,
    ...placed,
    color: z.string().default('#d9c7a7'),
    strokeColor: z.string().default('#5b4636'),
    strokeWidth: finite.default(2),
  });

export const chairElement = z.object({
  type: z.literal('chair'),
  id: elementId,
  ...placed,
  color: z.string().default('#6b4f3a'),
});

export const lineElement = z.object({
  type: z.literal('line'),
  id: elementId,
  x1: finite,
  y1: finite,
  x2: finite,
  y2: finite,
  strokeColor: z.string().default('#3b2f2f'),
  strokeWidth: finite.default(4),
  rotation: finite.default(0),
});

export const imageElement = z.object({
  type: z.literal('image'),
  id: elementId,
  ...placed,
  /** A `data:` URL, so the plan stays one self-contained document. */
  src: z.string(),
});

export const textElement = z.object({
  type: z.literal('text'),
  id: elementId,
  ...placed,
  text: z.string(),
  fontSize: finite.default(16),
  color: z.string().default('#1f1a17'),
  backgroundColor: z.string().default('#ffffff'),
  hasBackground: z.boolean().default(false),
});

export const planElement = z.discriminatedUnion('type', [
  tableElement,
  chairElement,
  shapeElement('rectangle'),
  shapeElement('square'),
  shapeElement('circle'),
  lineElement,
  imageElement,
  textElement,
]);

export const planArea = z.object({
  name: z.string(),
  elements: z.array(planElement),
});

export const planSettings = z.object({
  canvasWidth: z.number().int().positive().default(900),
  canvasHeight: z.number().int().positive().default(600),
  gridSize: z.number().int().positive().default(20),
});

export const planConfig = z.object({
  areas: z.record(z.string(), planArea),
  settings: planSettings.prefault({}),
});

export type TableElement = z.infer<typeof tableElement>;
export type PlanElement = z.infer<typeof planElement>;
export type PlanConfig = z.infer<typeof planConfig>;
