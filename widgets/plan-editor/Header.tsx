import { useRef, useState } from 'react';
import { Dialog } from '../shared/Dialog';
import { Icon } from '../shared/icons';
import type { PlanMeta } from './editor-state';
import { shortcutHelp } from './keyboard';

const time = (iso: string) => new Date(iso).toLocaleString('de-DE', { dateStyle: 'short', timeStyle: 'short' });

interface Props {
  meta: PlanMeta;
  dirty: boolean;
  busy: 'save' | 'validate' | 'deploy' | undefined;
  errorCount: number;
  onImport: (file: File) => void;
  onExport: () => void;
  onSave: () => void;
  onValidate: () => void;
  onDeploy: () => void;
  onClose: () => void;
}

/** The editor's title bar: state of the plan, file actions, save / check / deploy, help and close. */
export function Header(props: Props) {
  const file = useRef<HTMLInputElement>(null);
  const [help, setHelp] = useState(false);
  const status = props.dirty
    ? 'Ungespeicherte Änderungen'
    : props.meta.source === 'draft'
      ? `Entwurf gespeichert ${time(props.meta.updatedAt)}`
      : 'Entspricht der Live-Version';
  return (
    <header className="pe-header">
      <div className="pe-title">
        <h2 id="pe-editor-title">Tischplan-Editor</h2>
        <span className={`pe-status${props.dirty ? ' pe-status-dirty' : ''}`} role="status">
          {status}
        </span>
        <span className="pe-status-live">Live: Version {props.meta.deployedVersion}</span>
      </div>
      <div className="pe-actions">
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Tischplan-Datei importieren"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) props.onImport(chosen);
          }}
        />
        <button type="button" className="pe-button pe-quiet" onClick={() => file.current?.click()}>
          <Icon name="upload" size={16} /> Importieren
        </button>
        <button type="button" className="pe-button pe-quiet" onClick={props.onExport}>
          <Icon name="download" size={16} /> Exportieren
        </button>
        <span className="pe-separator" />
        <button
          type="button"
          className="pe-button"
          onClick={props.onSave}
          disabled={props.busy !== undefined}
          title="Entwurf speichern (Strg+S)"
        >
          <Icon name="save" size={16} /> {props.busy === 'save' ? 'Speichert …' : 'Entwurf speichern'}
        </button>
        <button type="button" className="pe-button" onClick={props.onValidate} disabled={props.busy !== undefined}>
          <Icon name="check" size={16} /> Prüfen
          {props.errorCount > 0 && (
            <span className="pe-badge">
              {props.errorCount}
              <span className="pe-sr"> Fehler</span>
            </span>
          )}
        </button>
        <button
          type="button"
          className="pe-button pe-primary"
          onClick={props.onDeploy}
          disabled={props.busy !== undefined}
        >
          <Icon name="rocket" size={16} /> Live schalten
        </button>
        <span className="pe-separator" />
        <button
          type="button"
          className="pe-icon-button"
          aria-label="Tastenkürzel"
          title="Tastenkürzel"
          onClick={() => setHelp(true)}
        >
          <Icon name="help" />
        </button>
        <button
          type="button"
          className="pe-icon-button"
          aria-label="Editor schließen"
          title="Schließen"
          onClick={props.onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      {help && (
        <Dialog
          closeButton={false}
          closeOnBackdrop
          title="Tastenkürzel"
          wide
          onClose={() => setHelp(false)}
          actions={
            <button type="button" className="pe-button" onClick={() => setHelp(false)}>
              Schließen
            </button>
          }
        >
          <dl className="pe-shortcuts">
            {shortcutHelp.map(([keys, what]) => (
              <div key={keys}>
                <dt>
                  <kbd>{keys}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </Dialog>
      )}
    </header>
  );
}
