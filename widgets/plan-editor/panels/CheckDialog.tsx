import type { ReactNode } from 'react';
import { tablesLabel } from '../../../src/domain/booking/tables';
import type { PlanCheckResponse } from '../../../src/domain/plan/requests';
import { formatSize } from '../../../src/domain/plan/size';
import { ColumnHeads } from '../../shared/ColumnHeads';
import { Dialog } from '../../shared/Dialog';
import { Icon } from '../../shared/icons';

const day = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('de-DE', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

/**
 * The result of the server check, before deploying ('deploy') or on its own ('validate'). Errors
 * block deploying; warnings and affected future reservations need the explicit confirmation.
 */
export function CheckDialog(props: {
  mode: 'validate' | 'deploy';
  check: PlanCheckResponse;
  busy: boolean;
  onCancel: () => void;
  onDeploy: () => void;
}) {
  const { errors, warnings, affected } = props.check;
  const blocked = errors.length > 0;
  const needsConfirm = warnings.length > 0 || affected.length > 0;
  const title = blocked
    ? 'Tischplan enthält Fehler'
    : props.mode === 'deploy'
      ? 'Tischplan live schalten?'
      : 'Tischplan ist gültig';
  return (
    <Dialog
      closeButton={false}
      closeOnBackdrop
      title={title}
      wide
      onClose={props.onCancel}
      actions={
        <>
          <button type="button" className="pe-button" onClick={props.onCancel}>
            {blocked || props.mode === 'validate' ? 'Schließen' : 'Abbrechen'}
          </button>
          {!blocked && (
            <button type="button" className="pe-button pe-primary" disabled={props.busy} onClick={props.onDeploy}>
              <Icon name="rocket" size={16} />
              {props.busy ? 'Wird deployed …' : needsConfirm ? 'Trotzdem live schalten' : 'Live schalten'}
            </button>
          )}
        </>
      }
    >
      <p>
        {props.check.tableCount} Tische · Größe {formatSize(props.check.sizeBytes)} von höchstens 0,95 MB
      </p>
      {blocked && (
        <Issues
          kind="error"
          intro={<p className="pe-inline-error">Validierungsfehler – so kann der Plan nicht live geschaltet werden:</p>}
          items={errors}
        />
      )}
      {warnings.length > 0 && <Issues kind="warning" intro={<p>Warnungen (bitte bestätigen):</p>} items={warnings} />}
      {affected.length > 0 && (
        <>
          <p>
            Diese künftigen Reservierungen passen nicht mehr zum neuen Plan. Sie bleiben bestehen – bitte klären Sie sie
            mit den Gästen:
          </p>
          <table className="pe-table">
            <ColumnHeads labels={['Datum', 'Zeit', 'Tisch', 'Personen', 'Name', 'Grund']} />
            <tbody>
              {affected.map((r) => (
                <tr key={r.id}>
                  <td>{day(r.date)}</td>
                  <td>{r.startTime} Uhr</td>
                  <td>{tablesLabel(r.tableIds)}</td>
                  <td>{r.guestCount}</td>
                  <td>{r.customerName}</td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {!blocked && !needsConfirm && props.mode === 'deploy' && (
        <p>Der Plan ist gültig. Gäste sehen ihn sofort unter /reservierung.</p>
      )}
    </Dialog>
  );
}

function Issues({ kind, intro, items }: { kind: 'error' | 'warning'; intro: ReactNode; items: string[] }) {
  return (
    <>
      {intro}
      <ul className="pe-issues">
        {items.map((m) => (
          <li key={m} className={`pe-issue-${kind}`}>
            <Icon name={kind} size={16} /> {m}
          </li>
        ))}
      </ul>
    </>
  );
}
