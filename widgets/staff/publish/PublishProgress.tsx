import { useEffect, useState } from 'react';
import { type PublishState, publishSteps, stepLabel } from '../../../src/domain/publish/publish';

/** '1:05' from milliseconds. */
function minutes(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time so far while it runs, ticking each second; the whole time once done. */
function useElapsed(state: PublishState): string | undefined {
  const [now, setNow] = useState(() => Date.now());
  const running = state.status === 'building';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (!state.startedAt) return undefined;
  const end = state.finishedAt ? Date.parse(state.finishedAt) : now;
  return minutes(end - Date.parse(state.startedAt));
}

const headline: Record<PublishState['status'], string> = {
  queued: 'Wartet auf den Start …',
  building: 'Wird veröffentlicht …',
  live: 'Veröffentlicht',
  failed: 'Nicht veröffentlicht',
};

/**
 * The newest publish: its state, the progress bar over the build's four steps ('Inhalte prüfen',
 * 'Seiten bauen', 'Bilder optimieren', 'Umschalten'), the time so far and, when it failed, the
 * German message naming the file and the field.
 */
export function PublishProgress({ state }: { state: PublishState }) {
  const elapsed = useElapsed(state);
  const current = state.step ? publishSteps.indexOf(state.step) : -1;
  const done = state.status === 'live';
  return (
    <section className="staff-card publish-progress" aria-labelledby="publish-progress-title">
      <h2 id="publish-progress-title" aria-live="polite">
        {headline[state.status]}
      </h2>
      <div
        className="publish-bar"
        role="progressbar"
        aria-label="Fortschritt der Veröffentlichung"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.percent}
        aria-valuetext={`${state.percent} %${state.step ? `, ${stepLabel[state.step]}` : ''}`}
      >
        <span
          className={`publish-bar__fill publish-bar__fill--${state.status}`}
          style={{ width: `${state.percent}%` }}
        />
      </div>
      <p className="publish-progress__figures">
        <span>{state.percent} %</span>
        {elapsed && <span>{state.status === 'building' ? `Bisher ${elapsed} min` : `Dauer ${elapsed} min`}</span>}
      </p>
      <ol className="publish-steps">
        {publishSteps.map((step, index) => {
          const mark = done || index < current ? 'done' : index === current ? state.status : 'waiting';
          return (
            <li
              key={step}
              className={`publish-step publish-step--${mark}`}
              aria-current={mark === 'building' ? 'step' : undefined}
            >
              {stepLabel[step]}
            </li>
          );
        })}
      </ol>
      {state.status === 'failed' && state.message && (
        <p className="staff-error-box" role="alert">
          {state.message}
        </p>
      )}
    </section>
  );
}
