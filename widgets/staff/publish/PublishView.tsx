import { useCallback, useEffect, useState } from 'react';
import { shortGermanDateTime } from '../../../src/domain/calendar';
import { type PublishHistoryEntry, publishStatusLabel } from '../../../src/domain/publish/publish';
import { client, request } from '../../shared/api/client';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { StaffPage } from '../session/StaffPage';
import type { SessionInfo } from '../session/session';
import { useLoaded } from '../session/useLoaded';
import { useStaffWrite } from '../session/useStaffWrite';
import { PublishProgress } from './PublishProgress';
import './publish.css';

const load = () => request(client.api.admin.publish.$get());
/** While a publish waits or builds, the screen asks for its progress this often. */
const pollMs = 1000;

/**
 * `/admin/inhalte` (owner and editors, docs/publishing.md): the way to the editors' screen,
 * 'Veröffentlichen' with the build's progress, and 'Verlauf' with 'Diese Fassung wiederherstellen'.
 */
export default function PublishView({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  const { data, failed, reload } = useLoaded(load);
  const { busy, run } = useStaffWrite();
  const [restoring, setRestoring] = useState<PublishHistoryEntry | undefined>();
  const active = data?.current?.status === 'queued' || data?.current?.status === 'building';

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void reload(), pollMs);
    return () => clearInterval(timer);
  }, [active, reload]);

  const publish = useCallback(async () => {
    if (await run(() => request(client.api.admin.publish.$post()))) await reload();
  }, [run, reload]);

  const restore = async (entry: PublishHistoryEntry) => {
    setRestoring(undefined);
    const id = String(entry.id);
    if (await run(() => request(client.api.admin.publish[':id'].restore.$post({ param: { id } })))) await reload();
  };

  return (
    <StaffPage
      session={session}
      onLogout={onLogout}
      title="Inhalte"
      intro={
        <>
          Texte, Veranstaltungen und die Karte der Woche bearbeiten Sie im Redaktionsbereich. Auf der Website erscheinen
          die Änderungen nach „Veröffentlichen“, meist nach weniger als einer Minute (neue Bilder brauchen länger).
        </>
      }
      outside={
        restoring && (
          <ConfirmDialog
            title="Diese Fassung wiederherstellen?"
            text={`Die Website zeigt danach wieder die Inhalte vom ${shortGermanDateTime(restoring.at)} Uhr. Später veröffentlichte Fassungen bleiben im Verlauf; noch nicht veröffentlichte Änderungen gehen dabei verloren.`}
            confirmLabel="Wiederherstellen"
            onConfirm={() => void restore(restoring)}
            onCancel={() => setRestoring(undefined)}
          />
        )
      }
    >
      <div className="publish-actions">
        <a className="staff-button staff-button--light" href="/keystatic">
          Inhalte bearbeiten
        </a>
        <button type="button" className="staff-button staff-button--primary" onClick={publish} disabled={busy}>
          Veröffentlichen
        </button>
      </div>
      {data?.current?.status === 'building' && (
        <p className="staff-muted">Ein erneuter Klick auf „Veröffentlichen“ reiht die nächste Veröffentlichung ein.</p>
      )}
      {failed && (
        <p className="staff-error-box" role="alert">
          {failed}
        </p>
      )}
      {data?.current && <PublishProgress state={data.current} />}
      <section className="publish-history" aria-labelledby="publish-history-title">
        <h2 id="publish-history-title">Verlauf</h2>
        {data && data.history.length === 0 && <p className="staff-empty">Noch nichts veröffentlicht.</p>}
        {data && data.history.length > 0 && (
          <ol className="publish-history__list">
            {data.history.map((entry) => (
              <li key={entry.id} className="staff-card publish-entry">
                <time dateTime={entry.at}>{shortGermanDateTime(entry.at)} Uhr</time>
                <span className="publish-entry__author">{entry.author}</span>
                <span className={`publish-entry__status publish-entry__status--${entry.status}`}>
                  {publishStatusLabel[entry.status]}
                </span>
                <span className="publish-entry__summary">{entry.summary || '–'}</span>
                {entry.restorable && (
                  <button
                    type="button"
                    className="staff-button staff-button--light"
                    disabled={busy}
                    onClick={() => setRestoring(entry)}
                  >
                    Diese Fassung wiederherstellen
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </StaffPage>
  );
}
