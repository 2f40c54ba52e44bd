import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { berlinDay, longGermanDate } from '../../../src/domain/calendar';
import type { TeamLimits } from '../../../src/domain/quiz/team-limits';
import { impactSummary, weekText } from '../../../src/domain/schedule/labels';
import { exceptionUpdate } from '../../../src/domain/schedule/schemas';
import type { DayException } from '../../../src/domain/schedule/week';
import { settingsText } from '../../../src/domain/settings/settings';
import { ApiFailure, client, request } from '../../shared/api/client';
import { FormError } from '../../shared/FormError';
import { useToast } from '../../shared/Toasts';
import { TeamNightFields } from './quiz/TeamNightFields';
import type { useImpact } from './useImpact';

type Run = ReturnType<typeof useImpact>['run'];
const empty = { date: '', state: 'closed', reason: '', from: '', until: '', teams: null as TeamLimits | null };

/**
 * Dated exceptions of the week (docs/booking.md#bookable-days): a day closed (a holiday, a private
 * party) or opened on a weekday that is normally closed, with the text guests see and own times.
 * Part of the settings dialog; changes go through `run`, which asks about stranded reservations.
 */
export function DayExceptions({ run }: { run: Run }) {
  const toast = useToast();
  const [list, setList] = useState<DayException[] | undefined>();
  const [form, setForm] = useState(empty);
  const [error, setError] = useState('');
  const ids = { date: useId(), state: useId(), reason: useId(), from: useId(), until: useId(), error: useId() };
  const heading = useId();
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

  const failed = (e: unknown) =>
    setError(e instanceof ApiFailure ? e.messageOr(settingsText.saveFailed) : settingsText.saveFailed);

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = exceptionUpdate.safeParse({ ...form, bookable: form.state === 'open' });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? settingsText.saveFailed);
    try {
      const json = parsed.data;
      const saved = await run((confirm) =>
        request(client.api.admin['closed-dates'].$post({ json: { ...json, confirm } })),
      );
      if (!saved) return;
      const state = json.teams
        ? `ein Quiz-Abend mit ${weekText.teamNight}`
        : json.bookable
          ? weekText.open
          : weekText.closed;
      toast(
        'success',
        [`${longGermanDate(json.date)} ist jetzt ${state}.`, impactSummary(saved)].filter(Boolean).join(' '),
      );
      setForm(empty);
      setError('');
      await load();
    } catch (e) {
      failed(e);
    }
  }

  async function remove(day: string) {
    try {
      const done = await run((confirm) =>
        request(client.api.admin['closed-dates'][':date'].$delete({ param: { date: day }, query: { confirm } })),
      );
      if (!done) return;
      toast('success', [`Ausnahme am ${longGermanDate(day)} entfernt.`, impactSummary(done)].filter(Boolean).join(' '));
      await load();
    } catch (e) {
      failed(e);
    }
  }

  const set = (patch: Partial<typeof empty>) => {
    setForm({ ...form, ...patch });
    setError('');
  };
  return (
    <section className="staff-subsection staff-closed" aria-labelledby={heading}>
      <h3 id={heading}>{weekText.exceptions}</h3>
      <p className="staff-muted staff-small">{weekText.exceptionsIntro}</p>
      <form className="staff-closed__form staff-exception" onSubmit={add} noValidate>
        <div>
          <label htmlFor={ids.date}>Datum</label>
          <input
            id={ids.date}
            type="date"
            min={today}
            value={form.date}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => set({ date: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={ids.state}>{weekText.exceptionState}</label>
          <select id={ids.state} value={form.state} onChange={(e) => set({ state: e.target.value })}>
            {(['closed', 'open'] as const).map((state) => (
              <option key={state} value={state}>
                {weekText[state]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.reason}>{weekText.exceptionReason}</label>
          <input
            id={ids.reason}
            value={form.reason}
            maxLength={200}
            placeholder="z. B. Geschlossene Gesellschaft"
            onChange={(e) => set({ reason: e.target.value })}
          />
        </div>
        <div className="staff-exception__times">
          <label htmlFor={ids.from}>{weekText.from}</label>
          <input id={ids.from} type="time" value={form.from} onChange={(e) => set({ from: e.target.value })} />
          <label htmlFor={ids.until}>{weekText.until}</label>
          <input id={ids.until} type="time" value={form.until} onChange={(e) => set({ until: e.target.value })} />
        </div>
        <TeamNightFields teams={form.teams} dayName="Ausnahme" labelled onChange={(teams) => set({ teams })} />
        <button type="submit" className="staff-button staff-button--light">
          {weekText.addException}
        </button>
      </form>
      <FormError id={ids.error} message={error} />
      {list && list.length > 0 && (
        <ul className="staff-closed__list">
          {list.map((c) => (
            <li key={c.date}>
              <span>
                <strong>{longGermanDate(c.date)}</strong> –{' '}
                {c.teams
                  ? `${weekText.teamNight} (${c.teams.maxTeams} Teams)`
                  : c.bookable
                    ? weekText.open
                    : weekText.closed}
                {c.from && c.until && ` ${c.from}–${c.until} Uhr`}
                {c.reason && <span className="staff-muted"> – {c.reason}</span>}
              </span>
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => remove(c.date)}
                aria-label={`Ausnahme entfernen: ${longGermanDate(c.date)}`}
              >
                {weekText.removeException}
              </button>
            </li>
          ))}
        </ul>
      )}
      {list && list.length === 0 && <p className="staff-muted staff-small">{weekText.noExceptions}</p>}
    </section>
  );
}
