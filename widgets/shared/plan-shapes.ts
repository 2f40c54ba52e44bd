/** The box a plan element occupies, from its top-left corner. */
export interface Box {
  width: number;
  height: number;
}

/**
 * Where an ellipse that fills its box sits (Konva and SVG place an ellipse by its centre): round
 * tables and circles of the guests' plan, the staff's plan of the night and the editor.
 */
export function boxEllipse({ width, height }: Box) {
  return { x: width / 2, y: height / 2, radiusX: width / 2, radiusY: height / 2 };
}

/** Text centred in its box, as Konva writes it: table labels and text elements in the editor. */
export const centredText = { align: 'center', verticalAlign: 'middle' } as const;
