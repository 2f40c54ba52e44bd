import { useEffect, useId, useMemo, useState } from 'react';
import { berlinDay, shortGermanDate } from '../../../src/domain/calendar';
import { formatChange, formatKey, keyFigures } from '../../../src/domain/figures/key-figures';
import { figuresPageText as t } from '../../../src/domain/figures/page-text';
import {
  type ComparisonKind,
  comparisonKinds,
  comparisonOf,
  type Period,
  type PeriodKind,
  periodKinds,
  periodOf,
} from '../../../src/domain/figures/period';
import type { Figures } from '../../../src/domain/figures/types';
import { Icon } from '../../shared/icons';
import { StaffPage } from '../session/StaffPage';
import type { SessionInfo } from '../session/session';
import { writeFailure } from '../session/useStaffWrite';
import { FigureCharts } from './FigureCharts';
import { csvHref, loadFigures } from './requests';
import './figures.css';

/** Both periods' figures, or the API's German message. */
type Loaded = { now: Figures; before: Figures } | { failed: string } | undefined;

/**
 * `/admin/zahlen` (owner only, docs/routes.md#staff-pages "Zahlen"): a period and its comparison,
 * the key figures with their change, the charts with their tables, and the period's CSV.
 */
export default function FiguresView({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  const today = berlinDay(new Date());
  const [kind, setKind] = useState<PeriodKind>('month');
  const [custom, setCustom] = useState<Period>(() => periodOf('month', today));
  const [compare, setCompare] = useState<ComparisonKind>('previous');
  const [loaded, setLoaded] = useState<Loaded>();
  const ids = { from: useId(), to: useId(), compare: useId(), period: useId() };

  const period = useMemo(() => periodOf(kind, today, custom), [kind, today, custom]);
  const before = useMemo(() => comparisonOf(period, compare), [period, compare]);

  useEffect(() => {
    let current = true;
    setLoaded(undefined);
    Promise.all([loadFigures(period), loadFigures(before)])
      .then(([now, was]) => current && setLoaded({ now, before: was }))
      .catch((error: unknown) => current && setLoaded({ failed: writeFailure(error) }));
    return () => {
      current = false;
    };
  }, [period, before]);

  useEffect(() => {
    // Printing shows every chart's table: the closed <details> would hide it.
    const open = () => {
      for (const d of document.querySelectorAll<HTMLDetailsElement>('.figures-chart__table')) d.open = true;
    };
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);

  const span = (p: Period) => t.span(shortGermanDate(p.from), shortGermanDate(p.to));
  return (
    <StaffPage session={session} onLogout={onLogout} title={t.title} intro={t.intro} mainClass="figures">
      <form className="staff-card figures-controls" onSubmit={(e) => e.preventDefault()}>
        <fieldset className="figures-periods">
          <legend id={ids.period}>{t.column.period}</legend>
          {periodKinds.map((k) => (
            <label key={k} className="figures-choice">
              <input type="radio" name="period" value={k} checked={kind === k} onChange={() => setKind(k)} />
              {t.period[k]}
            </label>
          ))}
        </fieldset>
        {kind === 'custom' && (
          <div className="figures-range">
            <label htmlFor={ids.from}>Von</label>
            <input
              id={ids.from}
              type="date"
              value={custom.from}
              onChange={(e) => e.target.value && setCustom((c) => ({ ...c, from: e.target.value }))}
            />
            <label htmlFor={ids.to}>Bis</label>
            <input
              id={ids.to}
              type="date"
              value={custom.to}
              onChange={(e) => e.target.value && setCustom((c) => ({ ...c, to: e.target.value }))}
            />
          </div>
        )}
        <div className="figures-compare">
          <label htmlFor={ids.compare}>{t.column.comparison}</label>
          <select id={ids.compare} value={compare} onChange={(e) => setCompare(e.target.value as ComparisonKind)}>
            {comparisonKinds.map((k) => (
              <option key={k} value={k}>
                {t.comparison[k]}
              </option>
            ))}
          </select>
        </div>
        <a className="staff-button staff-button--light figures-csv" href={csvHref(period)} download>
          <Icon name="download" size={18} /> {t.csv}
        </a>
      </form>
      <p className="figures-span">
        <strong>{span(period)}</strong> · {t.compared(shortGermanDate(before.from), shortGermanDate(before.to))}
      </p>
      {loaded === undefined && <p className="staff-muted">{t.loading}</p>}
      {loaded && 'failed' in loaded && (
        <p className="staff-error-box" role="alert">
          {loaded.failed}
        </p>
      )}
      {loaded && 'now' in loaded && (
        <>
          <ul className="figures-keys" aria-label={t.title}>
            {keyFigures(loaded.now.totals, loaded.before.totals).map((k) => (
              <li key={k.id} className="staff-card">
                <span className="figures-keys__label">{k.label}</span>
                <span className="figures-keys__value">{formatKey(k.kind, k.value)}</span>
                <span className="figures-keys__change">
                  {k.change === null ? t.noComparison : t.change(formatChange(k.kind, k.change))}
                </span>
              </li>
            ))}
          </ul>
          <FigureCharts now={loaded.now} before={loaded.before} />
        </>
      )}
    </StaffPage>
  );
}
