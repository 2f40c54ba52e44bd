import { type FormEvent, Fragment, useEffect, useId, useState } from 'react';
import { impactSummary, weekText } from '../../../src/domain/schedule/labels';
import { scheduleUpdate } from '../../../src/domain/schedule/schemas';
import type { ScheduleView } from '../../../src/domain/schedule/views';
import { type WeekDay, weekdayLong, weekdayShort } from '../../../src/domain/schedule/week';
import { settingsText } from '../../../src/domain/settings/settings';
import { ApiFailure, client, request } from '../../shared/api/client';
import { ColumnHeads } from '../../shared/ColumnHeads';
import { FormError } from '../../shared/FormError';
import { useToast } from '../../shared/Toasts';
import { TeamNightFields } from './quiz/TeamNightFields';
import type { useImpact } from './useImpact';
import './week.css';

type Run = ReturnType<typeof useImpact>['run'];

/** The first message of a failed check, named by its weekday when it concerns one. */
function firstError(issues: readonly { path: readonly PropertyKey[]; message: string }[], days: readonly WeekDay[]) {
  const issue = issues[0];
  if (!issue) return '';
  const day = issue.path[0] === 'days' && typeof issue.path[1] === 'number' ? days[issue.path[1]] : undefined;
  return day ? `${weekdayLong[day.weekday]}: ${issue.message}` : issue.message;
}

/**
 * The bookable week in 'System-Einstellungen' (docs/booking.md#bookable-days): per weekday a
 * switch, the text guests see, WhatsApp sign-up and own times; the slot grid and default end.
 * Saving goes through `run`, which asks about reservations the change would strand.
 */
export function WeekTable({ run }: { run: Run }) {
  const toast = useToast();
  const [view, setView] = useState<ScheduleView>();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const ids = { heading: useId(), error: useId(), slot: useId(), end: useId() };

  useEffect(() => {
    request(client.api.admin.schedule.$get())
      .then(setView)
      .catch(() => toast('error', 'Die Woche konnte nicht geladen werden.'));
  }, [toast]);
  if (!view) return <p className="staff-muted">Lade Woche...</p>;

  const change = (weekday: number, patch: Partial<WeekDay>) => {
    setView({ ...view, days: view.days.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)) });
    setError('');
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!view) return;
    const parsed = scheduleUpdate.safeParse(view);
    if (!parsed.success) return setError(firstError(parsed.error.issues, view.days));
    setSaving(true);
    try {
      const saved = await run((confirm) =>
        request(client.api.admin.schedule.$put({ json: { ...parsed.data, confirm } })),
      );
      if (saved) {
        setView(saved);
        toast('success', [weekText.saved, impactSummary(saved)].filter(Boolean).join(' – '));
      }
    } catch (e) {
      setError(e instanceof ApiFailure ? e.messageOr(settingsText.saveFailed) : settingsText.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="staff-subsection staff-week" aria-labelledby={ids.heading} onSubmit={save} noValidate>
      <h3 id={ids.heading}>{weekText.heading}</h3>
      <p className="staff-muted staff-small">{weekText.intro}</p>
      <table className="staff-week__table">
        <ColumnHeads
          labels={[
            'Tag',
            'Online',
            weekText.reason,
            'WhatsApp',
            weekText.teamNight,
            `${weekText.from} – ${weekText.until}`,
          ]}
        />
        <tbody>
          {view.days.map((d) => {
            const name = weekdayLong[d.weekday];
            return (
              <Fragment key={d.weekday}>
                <tr data-bookable={d.bookable}>
                  <th scope="row">
                    <abbr title={name}>{weekdayShort[d.weekday]}</abbr>
                  </th>
                  <td data-label={weekText.bookable}>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={`${weekText.bookable}: ${name}`}
                      aria-checked={d.bookable}
                      checked={d.bookable}
                      onChange={(e) => change(d.weekday, { bookable: e.target.checked })}
                    />
                  </td>
                  <td data-label={weekText.reason}>
                    <input
                      aria-label={`${weekText.reason}: ${name}`}
                      value={d.reason ?? ''}
                      maxLength={200}
                      placeholder={d.bookable ? '' : 'z. B. Ruhetag'}
                      onChange={(e) => change(d.weekday, { reason: e.target.value || null })}
                    />
                  </td>
                  <td data-label={weekText.whatsapp}>
                    <input
                      type="checkbox"
                      aria-label={`${weekText.whatsapp}: ${name}`}
                      checked={d.whatsapp}
                      onChange={(e) => change(d.weekday, { whatsapp: e.target.checked })}
                    />
                  </td>
                  <td data-label={weekText.teamNight}>
                    <TeamNightFields
                      teams={d.teams}
                      dayName={name}
                      part="switch"
                      onChange={(teams) =>
                        change(d.weekday, teams ? { teams, bookable: false, whatsapp: false } : { teams: null })
                      }
                    />
                  </td>
                  <td className="staff-week__times" data-label={`${weekText.from} – ${weekText.until}`}>
                    {(['from', 'until'] as const).map((end) => (
                      <input
                        key={end}
                        type="time"
                        aria-label={`${weekText[end]}: ${name}`}
                        value={d[end] ?? ''}
                        title={`leer: ${end === 'from' ? view.openTime : view.closeTime}`}
                        onChange={(e) => change(d.weekday, { [end]: e.target.value || null })}
                      />
                    ))}
                  </td>
                </tr>
                {d.teams && (
                  <tr className="staff-week__teams">
                    <td />
                    <td colSpan={5}>
                      {weekText.teamNight} {name}:{' '}
                      <TeamNightFields
                        teams={d.teams}
                        dayName={name}
                        part="limits"
                        onChange={(teams) => change(d.weekday, { teams })}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <p className="staff-muted staff-small">
        Ohne eigene Zeiten gilt {view.openTime} – {view.closeTime} Uhr (Früheste/Späteste Reservierungszeit).
      </p>
      <div className="staff-week__settings">
        <div>
          <label htmlFor={ids.slot}>{weekText.slotMinutes}</label>
          <select
            id={ids.slot}
            value={view.slotMinutes}
            onChange={(e) => setView({ ...view, slotMinutes: Number(e.target.value) })}
          >
            {[15, 30, 60].map((m) => (
              <option key={m} value={m}>
                {m} Minuten
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.end}>{weekText.defaultEndTime}</label>
          <input
            id={ids.end}
            type="time"
            value={view.defaultEndTime}
            onChange={(e) => setView({ ...view, defaultEndTime: e.target.value })}
          />
        </div>
        <button type="submit" className="staff-button staff-button--primary" disabled={saving}>
          {weekText.save}
        </button>
      </div>
      <FormError id={ids.error} message={error} />
    </form>
  );
}
