import { useCallback, useEffect, useState } from 'react';
import { mailLabel } from '../../../src/domain/audit/audit';
import { shortGermanDateTime } from '../../../src/domain/calendar';
import { publishStatusLabel } from '../../../src/domain/publish/publish';
import { type ProblemMail, type SystemStatus, statusText } from '../../../src/domain/status/status';
import { client, request } from '../../shared/api/client';
import { StaffPage } from '../session/StaffPage';
import type { SessionInfo } from '../session/session';
import { useStaffWrite, writeFailure } from '../session/useStaffWrite';
import './status.css';

const when = (at: string | null) => (at ? shortGermanDateTime(at) : 'noch nie');
const size = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`;

/** One line of the status: its name, what it says, and in red the problem's sentence when it has one. */
function Line({ label, value, problems }: { label: string; value: string; problems: string[] }) {
  return (
    <div className={problems.length ? 'status-line status-line--problem' : 'status-line'}>
      <dt>{label}</dt>
      <dd>
        {value}
        {problems.map((p) => (
          <strong key={p} className="status-problem">
            {p}
          </strong>
        ))}
      </dd>
    </div>
  );
}

/**
 * `/admin/status` (owner only, docs/operations.md#systemstatus): every line of the server's status,
 * a problem in red with its sentence, and the mails of the last 24 hours that did not arrive, each
 * given-up one with 'Erneut senden'.
 */
export default function StatusView({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  const [status, setStatus] = useState<SystemStatus | undefined>();
  const [failed, setFailed] = useState('');
  const { busy, run } = useStaffWrite();
  const load = useCallback(
    () =>
      request(client.api.admin.status.$get())
        .then((data) => {
          setStatus(data as SystemStatus);
          setFailed('');
        })
        .catch((error: unknown) => setFailed(writeFailure(error))),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const retry = async (mail: ProblemMail) => {
    const ok = await run(
      () => request(client.api.admin.status.outbox[':id'].retry.$post({ param: { id: mail.id } })),
      statusText.retried,
    );
    if (ok) await load();
  };

  const problemsOf = (...keys: string[]) =>
    (status?.problems ?? []).filter((p) => keys.includes(p.key)).map((p) => p.message);

  return (
    <StaffPage
      session={session}
      onLogout={onLogout}
      title="Systemstatus"
      intro="Läuft alles? Datenbank, Jobs, Mails, Sicherung und Veröffentlichung auf einen Blick."
    >
      {failed && (
        <p className="staff-card status-failed" role="alert">
          {failed}
        </p>
      )}
      {!status && !failed && <p className="staff-muted">Lade Systemstatus...</p>}
      {status && (
        <>
          <p
            className={
              status.problems.length ? 'staff-card status-summary status-summary--problem' : 'staff-card status-summary'
            }
          >
            {status.problems.length ? `Probleme: ${status.problems.length}` : 'Keine Probleme.'}
          </p>
          <dl className="staff-card status-lines">
            <Line
              label="Datenbank"
              value={`${status.database.kind === 'pglite' ? 'eingebettet (PGlite)' : 'Postgres'}, ${size(status.database.sizeBytes)}`}
              problems={[]}
            />
            <Line
              label="Migrationen"
              value={`${status.migrations.applied}, neueste ${status.migrations.latest ?? '–'}`}
              problems={[]}
            />
            {status.jobs.map((job) => (
              <Line
                key={job.name}
                label={statusText.jobLabel[job.name]}
                value={`${statusText.jobScope[job.name]}. Zuletzt: ${when(job.lastRunAt)}${job.ok === false ? `, fehlgeschlagen: ${job.failure ?? ''}` : ''}`}
                problems={problemsOf(`${job.name}-stale`, `${job.name}-failed`)}
              />
            ))}
            {/* Where this server writes no backup files (Postgres, Supabase), the last one still shows. */}
            {!status.jobs.some((j) => j.name === 'backup') && (
              <Line label="Letzte Sicherung" value={when(status.lastBackupAt)} problems={[]} />
            )}
            <Line
              label="Postausgang"
              value={`Wartend: ${status.outbox.pending}${status.outbox.oldestPendingAt ? ` (seit ${when(status.outbox.oldestPendingAt)})` : ''}, aufgegeben: ${status.outbox.failed}, unzustellbar: ${status.outbox.bounced} (24 Stunden)`}
              problems={problemsOf('outbox-backlog', 'mails-failed', 'mails-bounced')}
            />
            <Line
              label="Letzte Veröffentlichung"
              value={
                status.lastPublish
                  ? `${publishStatusLabel[status.lastPublish.status]}, ${when(status.lastPublish.requestedAt)}`
                  : 'noch nie'
              }
              problems={problemsOf('publish-failed')}
            />
            <Line
              label="Mailversand"
              value={status.mail === 'resend' ? 'Resend' : 'lokaler Ordner (es geht keine Mail hinaus)'}
              problems={[]}
            />
            <Line label="Version" value={status.version} problems={[]} />
            <Line
              label="Speicherplatz"
              value={
                status.disk
                  ? `${size(status.disk.freeBytes)} frei von ${size(status.disk.totalBytes)}`
                  : 'nicht messbar'
              }
              problems={problemsOf('disk-low')}
            />
          </dl>
          <section className="staff-card status-mails" aria-labelledby="status-mails-title">
            <h2 id="status-mails-title">Nicht zugestellte Mails (24 Stunden)</h2>
            {status.mails.length === 0 ? (
              <p className="staff-muted">Keine.</p>
            ) : (
              <ul>
                {status.mails.map((mail) => (
                  <li key={`${mail.problem}-${mail.id}`} className="status-mail">
                    <span>
                      {when(mail.at)}: {mailLabel(mail.kind)},{' '}
                      {mail.problem === 'bounced' ? 'unzustellbar' : `aufgegeben nach ${mail.attempts} Versuchen`}
                      {mail.error && <span className="staff-muted"> ({mail.error})</span>}
                    </span>
                    {mail.retry && (
                      <button type="button" className="staff-button" disabled={busy} onClick={() => void retry(mail)}>
                        Erneut senden
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </StaffPage>
  );
}
