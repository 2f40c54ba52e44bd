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
        <Filter
          id={ids.actor}
          label="Konto"
          all="Alle Konten"
          choices={accounts.map((a) => ({ value: a.username, label: a.username }))}
          value={actor}
          onChange={setActor}
        />
        <Filter
          id={ids.kind}
          label="Bereich"
          all="Alle Bereiche"
          choices={auditKinds}
          value={kind}
          onChange={setKind}
        />
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

/** One filter of the log: a labelled choice, `all` (the empty value) first for no filtering. */
function Filter({
  id,
  label,
  all,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="audit-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
