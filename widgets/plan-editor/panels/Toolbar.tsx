import { Icon, type IconName } from '../../shared/icons';
import type { Command } from '../commands';
import type { Tool } from '../tools';

interface Props {
  tool: Tool;
  snap: boolean;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  onTool: (tool: Tool) => void;
  onCommand: (command: Command) => void;
  onSnap: (snap: boolean) => void;
}

function ToolButton(props: {
  icon: IconName;
  label: string;
  keys?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="pe-icon-button"
      aria-label={props.label}
      title={props.keys ? `${props.label} (${props.keys})` : props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Icon name={props.icon} />
    </button>
  );
}

/** The commands on the selection: icon, label, shortcut, command. */
const arrange: [IconName, string, string | undefined, Command][] = [
  ['duplicate', 'Duplizieren', 'Strg+D', { kind: 'duplicate' }],
  ['rotate', 'Um 15° drehen', ']', { kind: 'rotate', degrees: 15 }],
  ['front', 'Nach vorne', undefined, { kind: 'front' }],
  ['back', 'Nach hinten', undefined, { kind: 'back' }],
  ['trash', 'Löschen', 'Entf', { kind: 'delete' }],
];

/** The floating toolbar over the canvas: tools, history, arrange, snapping. */
export function Toolbar({ tool, snap, canUndo, canRedo, hasSelection, onTool, onCommand, onSnap }: Props) {
  return (
    <div className="pe-toolbar" role="toolbar" aria-label="Werkzeuge">
      <ToolButton
        icon="select"
        label="Auswählen"
        keys="V"
        pressed={tool.kind === 'select'}
        onClick={() => onTool({ kind: 'select' })}
      />
      <ToolButton
        icon="hand"
        label="Ansicht verschieben"
        keys="H"
        pressed={tool.kind === 'hand'}
        onClick={() => onTool({ kind: 'hand' })}
      />
      <span className="pe-separator" />
      <ToolButton
        icon="undo"
        label="Rückgängig"
        keys="Strg+Z"
        disabled={!canUndo}
        onClick={() => onCommand({ kind: 'undo' })}
      />
      <ToolButton
        icon="redo"
        label="Wiederholen"
        keys="Strg+Umschalt+Z"
        disabled={!canRedo}
        onClick={() => onCommand({ kind: 'redo' })}
      />
      <span className="pe-separator" />
      {arrange.map(([icon, label, keys, command]) => (
        <ToolButton
          key={label}
          icon={icon}
          label={label}
          keys={keys}
          disabled={!hasSelection}
          onClick={() => onCommand(command)}
        />
      ))}
      <span className="pe-separator" />
      <ToolButton icon="magnet" label="Am Raster ausrichten" keys="G" pressed={snap} onClick={() => onSnap(!snap)} />
    </div>
  );
}

/** Zoom controls at the bottom right of the canvas. */
export function ZoomControls(props: {
  scale: number;
  onIn: () => void;
  onOut: () => void;
  onFit: () => void;
  onReset: () => void;
}) {
  return (
    <fieldset className="pe-zoom">
      <legend className="pe-sr">Zoom</legend>
      <ToolButton icon="zoomOut" label="Verkleinern" keys="−" onClick={props.onOut} />
      <button type="button" className="pe-zoom-value" title="Auf 100 % zoomen (1)" onClick={props.onReset}>
        {Math.round(props.scale * 100)} %
      </button>
      <ToolButton icon="zoomIn" label="Vergrößern" keys="+" onClick={props.onIn} />
      <ToolButton icon="fit" label="Einpassen" keys="0" onClick={props.onFit} />
    </fieldset>
  );
}
