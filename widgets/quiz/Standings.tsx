import { useCallback, useEffect, useState } from 'react';
import { longGermanDate } from '../../src/domain/calendar';
import { secretOf } from '../../src/domain/link-secret';
import { pointsText, standings } from '../../src/domain/quiz/standings';
import { quizText } from '../../src/domain/quiz/teams';
import { useLiveChanges } from '../shared/useLiveChanges';
import { fetchStandings } from './requests';

type Night = { date: string; rounds: number; teams: { teamName: string; points: (number | null)[] }[] };

/**
 * The pub's screen `/quiz/anzeige#<secret>` (docs/quiz.md#the-screen): the night's ranking in large
 * type, team names and points only. It re-reads on every notice of the night's live stream (within
 * a second of an entry) and every 30 seconds besides, in case the stream was down.
 */
export default function Standings() {
  const [token, setToken] = useState('');
  const [night, setNight] = useState<Night>();
  const [error, setError] = useState<string>();

  const load = useCallback(async (secret: string) => {
    const answer = await fetchStandings(secret);
    if (answer.ok) {
      setNight(answer.body);
      setError(undefined);
    } else if (answer.status === 404) {
      setError(quizText.notFound);
    }
  }, []);

  useEffect(() => {
    const secret = secretOf(location.hash);
    if (!secret) return setError(quizText.notFound);
    setToken(secret);
    void load(secret);
  }, [load]);

  const date = night?.date;
  useLiveChanges(date && token ? `/api/quiz-screen/events?date=${date}` : undefined, () => void load(token), {
    everyMs: 30_000,
  });

  if (error) return <p className="qs-message">{error}</p>;
  if (!night) return <p className="qs-message">Punktestand wird geladen…</p>;
  const ranked = standings(night.teams, night.rounds);
  return (
    <>
      <h1 className="qs-title">
        Quiz-Abend · <span>{longGermanDate(night.date)}</span>
      </h1>
      {ranked.length === 0 ? (
        <p className="qs-message">Noch keine Teams.</p>
      ) : (
        <ol className="qs-list" aria-live="polite">
          {ranked.map((t) => (
            <li key={t.teamName} className="qs-row">
              <span className="qs-rank">{t.rank}.</span>
              <span className="qs-name">{t.teamName}</span>
              <span className="qs-total">{pointsText(t.total)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
