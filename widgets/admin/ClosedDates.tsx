import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { berlinDay, longGermanDate } from '../../src/domain/calendar';
import { settingsText } from '../../src/domain/staff/settings';
import { ApiFailure, client, request } from '../shared/api/client';
import { useToast } from '../shared/Toasts';

interface ClosedDate {
  date: string;
  reason: string | null;
}

/**
 * Special closed dates (a private party, a holiday): the public booking page shows
 * 'Restaurant geschlossen' on them. Part of the settings dialog.
 */
export function ClosedDates() {
  const toast = useToast();
  const [list, setList] = useState<ClosedDate[] | undefined>();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const ids = { date: useId(), reason: useId(), error: useId(), heading: useId() };
  const today = berlinDay(new Date());

  const load = useCallback(async () => {
    try {
      setList((await request(client.api.admin['closed-dates'].$get())).closedDates);
    } catch {
      setList([]);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!date) {
      setError('Bitte ein Datum wählen.');
      return;
    }
    try {
      await request(client.api.admin['closed-dates'].$post({ json: { date, reason } }));
      setDate('');
      setReason('');
      setError('');
      toast('success', `${longGermanDate(date)} ist jetzt geschlossen.`);
      await load();
    } catch (e) {
      setError(e instanceof ApiFailure ? e.messageOr(settingsText.saveFailed) : settingsText.saveFailed);
    }
  }

  async function remove(day: string) {
    try {
      await request(client.api.admin['closed-dates'][':date'].$delete({ param: { date: day } }));
      toast('success', `${longGermanDate(day)} ist wieder geöffnet.`);
      await load();
    } catch {
      toast('error', settingsText.saveFailed);
    }
  }

  return (
    <section className="staff-closed" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Geschlossene Tage</h3>
      <p className="staff-muted staff-small">
        An diesen Tagen zeigt die Reservierungsseite „Restaurant geschlossen“ – z. B. für eine geschlossene
        Gesellschaft.
      </p>
      <form className="staff-closed__form" onSubmit={add} noValidate>
        <div>
          <label htmlFor={ids.date}>Datum</label>
          <input
            id={ids.date}
            type="date"
            min={today}
            value={date}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => {
              setDate(e.target.value);
              setError('');
            }}
          />
        </div>
        <div>
          <label htmlFor={ids.reason}>Grund (optional)</label>
          <input
            id={ids.reason}
            value={reason}
            maxLength={200}
            placeholder="z. B. Geschlossene Gesellschaft"
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <button type="submit" className="staff-button staff-button--light">
          Tag schließen
        </button>
      </form>
      {error && (
        <p id={ids.error} className="staff-field-error">
          {error}
        </p>
      )}
      {list && list.length > 0 && (
        <ul className="staff-closed__list">
          {list.map((c) => (
            <li key={c.date}>
              <span>
                <strong>{longGermanDate(c.date)}</strong>
                {c.reason && <span className="staff-muted"> – {c.reason}</span>}
              </span>
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => remove(c.date)}
                aria-label={`Wieder öffnen: ${longGermanDate(c.date)}`}
              >
                Wieder öffnen
              </button>
            </li>
          ))}
        </ul>
      )}
      {list && list.length === 0 && <p className="staff-muted staff-small">Keine geschlossenen Tage eingetragen.</p>}
    </section>
  );
}
