import { Group, Rect, Shape, Text } from 'react-konva';

interface Props {
  width: number;
  height: number;
  grid: number;
  /** Current zoom, so grid lines stay one screen pixel wide. */
  scale: number;
  label: string;
}

/** The 900 × 600 drawing board with its grid (every 5th line stronger); not hit-testable. */
export function Board({ width, height, grid, scale, label }: Props) {
  return (
    <Group listening={false}>
      <Rect
        width={width}
        height={height}
        fill="#ffffff"
        shadowColor="#0f172a"
        shadowOpacity={0.12}
        shadowBlur={24}
        shadowOffsetY={4}
      />
      <Shape
        sceneFunc={(ctx) => {
          const c = ctx._context;
          c.save();
          c.lineWidth = 1 / scale;
          for (const major of [false, true]) {
            c.beginPath();
            c.strokeStyle = major ? '#dfe3e8' : '#f0f2f4';
            const every = major ? grid * 5 : grid;
            for (let x = every; x < width; x += every) {
              if (!major && x % (grid * 5) === 0) continue;
              c.moveTo(x, 0);
              c.lineTo(x, height);
            }
            for (let y = every; y < height; y += every) {
              if (!major && y % (grid * 5) === 0) continue;
              c.moveTo(0, y);
              c.lineTo(width, y);
            }
            c.stroke();
          }
          c.restore();
        }}
      />
      <Rect width={width} height={height} stroke="#c9ced6" strokeWidth={1} strokeScaleEnabled={false} />
      <Text y={-22 / scale} text={label} fontSize={12 / scale} fill="#6b7280" fontFamily="system-ui, sans-serif" />
    </Group>
  );
}
