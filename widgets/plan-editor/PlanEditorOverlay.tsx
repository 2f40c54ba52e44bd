import { useEffect, useState } from 'react';
import { planMessages } from '../../src/domain/plan/messages';
import type { AdminPlanResponse } from '../../src/domain/plan/requests';
import { ApiFailure, client, request } from '../shared/api/client';
import { Dialog } from '../shared/Dialog';
import { PlanEditor } from './PlanEditor';
import './plan-editor.css';
import './canvas/canvas.css';
import './panels/palette.css';
import './panels/inspector.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string; signIn: boolean }
  | { state: 'ready'; plan: AdminPlanResponse };

/**
 * The table-plan editor as a large overlay with a close button; opened from 'Tischplan-Editor' in
 * the reservations day view (lazy-loaded: default export, props `{ onClose }`). Loads the draft, or the
 * deployed plan when there is no draft, from the staff API.
 */
export default function PlanEditorOverlay({ onClose }: { onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [confirmClose, setConfirmClose] = useState(false);

  useEffect(() => {
    let live = true;
    request(client.api.admin.plan.$get())
      .then((plan) => live && setLoaded({ state: 'ready', plan }))
      .catch((error: unknown) => {
        if (!live) return;
        const signIn = error instanceof ApiFailure && error.status === 401;
        setLoaded({ state: 'failed', signIn, message: signIn ? planMessages.signInRequired : planMessages.loadFailed });
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className="pe-overlay">
      <div className="pe-window" role="dialog" aria-modal="true" aria-labelledby="pe-editor-title">
        {loaded.state === 'ready' ? (
          <PlanEditor
            plan={loaded.plan.config}
            meta={{
              source: loaded.plan.source,
              version: loaded.plan.version,
              updatedAt: loaded.plan.updatedAt,
              deployedVersion: loaded.plan.deployedVersion,
            }}
            onClose={(dirty) => (dirty ? setConfirmClose(true) : onClose())}
          />
        ) : (
          <div className="pe-loading">
            <h2 id="pe-editor-title">Tischplan-Editor</h2>
            {loaded.state === 'loading' ? (
              <p role="status">Lade Tischplan …</p>
            ) : (
              <p role="alert">
                {loaded.message} {loaded.signIn && <a href="/admin">Zur Anmeldung</a>}
              </p>
            )}
            <button type="button" className="pe-button" onClick={onClose}>
              Schließen
            </button>
          </div>
        )}
      </div>
      {confirmClose && (
        <Dialog
          closeButton={false}
          closeOnBackdrop
          title="Ungespeicherte Änderungen verwerfen?"
          onClose={() => setConfirmClose(false)}
          actions={
            <>
              <button type="button" className="pe-button" data-autofocus onClick={() => setConfirmClose(false)}>
                Weiter bearbeiten
              </button>
              <button type="button" className="pe-button pe-danger" onClick={onClose}>
                Verwerfen und schließen
              </button>
            </>
          }
        >
          <p>Der Tischplan hat Änderungen, die weder als Entwurf gespeichert noch live geschaltet sind.</p>
        </Dialog>
      )}
    </div>
  );
}
