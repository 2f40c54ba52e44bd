import { useEffect, useId, useState } from 'react';
import {
  type AuditEntry,
  actionLabel,
  auditKinds,
  auditRetentionDays,
  fieldLabel,
  mailLabel,
} from '../../../src/domain/audit/audit';
import { addDays, berlinClock, berlinDay, shortGermanDate } from '../../../src/domain/calendar';
import { client, request } from '../../shared/api/client';
import { DayStepper } from '../../shared/DayStepper';
import { StaffPage } from '../session/StaffPage';
import type { SessionInfo } from '../session/session';
import { writeFailure } from '../session/useStaffWrite';
import './audit.css';

/** How a target reads: 'Reservierung 3f2a9c1e, Fr. 27.11.2026'. */
function targetLabel(entry: AuditEntry, accounts: Map<string, string>): string {
  const { type, id, date } = entry.target;
  const name = type === 'account' ? accounts.get(id) : undefined;
  const parts = [name ?? (id ? id.slice(0, 8) : ''), date ? shortGermanDate(date) : ''].filter(Boolean);
  return parts.join(', ');
}

/**
 * `/admin/protokoll` (owner only, docs/roles.md#log): who changed what on a day, filtered by account
 * and kind of action; no guest names, addresses or numbers, only the names of changed fields.
 */
export default function AuditView({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  const today = berlinDay(new Date());
  const [date, setDate] = useState(today);
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState('');
  const [entries, setEntries] = useState<AuditEntry[] | undefined>();
  const [accounts, setAccounts] = useState<{ id: string; username: string }[]>([]);
  const [failed, setFailed] = useState('');
  const ids = { date: useId(), actor: useId(), kind: useId() };

  useEffect(() => {
    request(client.api.admin.staff.$get())
      .then((data) => setAccounts(data.accounts))
      .catch(() => {});
  }, []);
  useEffect(() => {
    let current = true;
    setEntries(undefined);
    const query = { date, ...(actor && { actor }), ...(kind && { action: kind }) };
    request(client.api.admin.audit.$get({ query }))
      .then((data) => {
        if (!current) return;
        setEntries(data.entries);
        setFailed('');
      })
      .catch((error: unknown) => current && setFailed(writeFailure(error)));
    return () => {
      current = false;
    };
  }, [date, actor, kind]);
  const names = new Map(accounts.map((a) => [a.id, a.username]));

  return (
    <StaffPage
      session={session}
      onLogout={onLogout}
      title="Protokoll"
      intro={
        <>
          Jede Änderung im Mitarbeiterbereich: wann, wer, was – ohne Namen, E-Mail-Adressen oder Telefonnummern von
          Gästen. Einträge werden nach {auditRetentionDays} Tagen gelöscht.
        </>
      }
    >
      <div className="staff-card audit-filters">
        <div className="audit-filter">
          <label htmlFor={ids.date}>Tag</label>
          <div className="audit-day">
            <DayStepper
              id={ids.date}
              date={date}
              today={addDays(today, -auditRetentionDays)}
              last={today}
              buttonClassName="staff-button staff-button--light"
              onChange={setDate}
            />
          </div>
        </div>
        <div className="audit-filter">
          <label htmlFor={ids.actor}>Konto</label>
          <select id={ids.actor} value={actor} onChange={(e) => setActor(e.target.value)}>
            <option value="">Alle Konten</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.username}>
                {a.username}
              </option>
            ))}
          </select>
        </div>
        <div className="audit-filter">
          <label htmlFor={ids.kind}>Bereich</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">Alle Bereiche</option>
            {auditKinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {failed && (
        <p className="staff-error-box" role="alert">
          {failed}
        </p>
      )}
      {entries === undefined && !failed && <p className="staff-muted">Lade Protokoll...</p>}
      {entries?.length === 0 && <p className="staff-empty">Keine Einträge an diesem Tag.</p>}
      {entries && entries.length > 0 && (
        <ol className="audit-entries" aria-label={`Einträge am ${shortGermanDate(date)}`}>
          {entries.map((entry) => (
            <li key={entry.id} className="staff-card audit-entry">
              <time dateTime={entry.at}>{berlinClock(new Date(entry.at))} Uhr</time>
              <span className="audit-entry__actor">{entry.actor}</span>
              <span className="audit-entry__action">{actionLabel(entry)}</span>
              <span className="audit-entry__target">{targetLabel(entry, names)}</span>
              {entry.fields.length > 0 && (
                <span className="audit-entry__fields">Felder: {entry.fields.map(fieldLabel).join(', ')}</span>
              )}
              {entry.mails.length > 0 && (
                <span className="audit-entry__fields">Mails: {entry.mails.map(mailLabel).join(', ')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </StaffPage>
  );
}
