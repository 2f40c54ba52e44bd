import 'konva/lib/shapes/Ellipse';
import 'konva/lib/shapes/Text';
import type { ComponentProps } from 'react';
import { Ellipse, Text } from 'react-konva/lib/ReactKonvaCore.js';

/** The box a plan element occupies, from its top-left corner. */
interface Box {
  width: number;
  height: number;
}

type EllipseStyle = Omit<ComponentProps<typeof Ellipse>, 'x' | 'y' | 'radiusX' | 'radiusY' | 'width' | 'height'>;

/** An ellipse that fills its box: round tables and circles of the guest plan and the editor. */
export function BoxEllipse({ width, height, ...style }: Box & EllipseStyle) {
  return <Ellipse x={width / 2} y={height / 2} radiusX={width / 2} radiusY={height / 2} {...style} />;
}

/** Text centred in its box: table labels and text elements of the guest plan and the editor. */
export function CenteredText(props: Box & Omit<ComponentProps<typeof Text>, 'align' | 'verticalAlign'>) {
  return <Text align="center" verticalAlign="middle" {...props} />;
}
