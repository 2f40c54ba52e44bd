import { type PaletteKind, paletteLabels } from '../../../src/domain/plan/factory';
import { Icon, type IconName } from '../../shared/icons';
import type { Tool } from '../tools';

const groups: { title: string; items: [PaletteKind, IconName, string][] }[] = [
  {
    title: 'Tische',
    items: [
      ['table-rectangle', 'tableRect', 'T'],
      ['table-square', 'tableSquare', 'Q'],
      ['table-round', 'tableRound', 'O'],
      ['chair', 'chair', 'C'],
    ],
  },
  {
    title: 'Formen',
    items: [
      ['rectangle', 'rectangle', 'R'],
      ['square', 'square', ''],
      ['circle', 'circle', 'K'],
      ['line', 'line', 'L'],
      ['image', 'image', ''],
      ['text', 'text', 'X'],
    ],
  },
];

interface Props {
  tool: Tool;
  /** Pointer: arm the tool, then click or drag on the canvas. */
  onArm: (kind: PaletteKind) => void;
  /** Keyboard (or double-click): add the element in the middle of the view at once. */
  onInsert: (kind: PaletteKind) => void;
}

/** The palette at the left: tables, chair, shapes, line, image and text. */
export function Palette({ tool, onArm, onInsert }: Props) {
  return (
    <nav className="pe-palette" aria-label="Elemente hinzufügen">
      {groups.map((group) => (
        <div className="pe-palette-group" key={group.title}>
          <h3 className="pe-palette-title">{group.title}</h3>
          {group.items.map(([kind, icon, key]) => {
            const active = tool.kind === 'create' && tool.create === kind;
            return (
              <button
                key={kind}
                type="button"
                className="pe-palette-item"
                aria-pressed={active}
                title={`${paletteLabels[kind]}${key ? ` (${key})` : ''}: klicken und auf die Zeichenfläche setzen oder aufziehen; per Tastatur wird es in der Mitte eingefügt`}
                onClick={(e) => (e.detail === 0 || kind === 'image' ? onInsert(kind) : onArm(kind))}
                onDoubleClick={() => onInsert(kind)}
              >
                <Icon name={icon} size={22} />
                <span>{paletteLabels[kind].replace('Tisch (', '').replace(')', '')}</span>
              </button>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
