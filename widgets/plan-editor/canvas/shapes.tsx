import type { ComponentProps } from 'react';
import { Ellipse, Text } from 'react-konva';
import { type Box, boxEllipse, centredText } from '../../shared/plan-shapes';

type EllipseStyle = Omit<ComponentProps<typeof Ellipse>, 'x' | 'y' | 'radiusX' | 'radiusY' | 'width' | 'height'>;

/** An ellipse that fills its box, as the guests' plan draws it (`boxEllipse`). */
export function BoxEllipse({ width, height, ...style }: Box & EllipseStyle) {
  return <Ellipse {...boxEllipse({ width, height })} {...style} />;
}

/** Text centred in its box, as the guests' plan draws it (`centredText`). */
export function CenteredText(props: Box & Omit<ComponentProps<typeof Text>, 'align' | 'verticalAlign'>) {
  return <Text {...centredText} {...props} />;
}
