import { type KeyboardEvent, useState } from 'react';
import { parsePoints, pointsText, standings } from '../../../../src/domain/quiz/standings';
import { quizText, type StaffTeam } from '../../../../src/domain/quiz/teams';

/**
 * 'Punkte': one row per playing team, one field per round, total and rank (ties share a rank).
 * Built for a tablet with a keyboard: Tab goes along the row, Enter down to the next team's same
 * round; a field saves its one cell when it is left, and keeps what was typed until the save is
 * confirmed (a failed save leaves it there, marked).
 */
export function ScoreGrid({
  teams,
  rounds,
  onSave,
}: {
  teams: readonly StaffTeam[];
  rounds: number;
  /** Saves one cell; resolves false when the save failed. */
  onSave: (team: StaffTeam, round: number, points: number | null) => Promise<boolean>;
}) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ranked = standings(
    teams.map((t) => ({ teamName: t.teamName, points: t.points })),
    rounds,
  );
  const rankOf = new Map(ranked.map((s) => [s.teamName, s]));
  const key = (team: StaffTeam, round: number) => `${team.id}:${round}`;

  async function commit(team: StaffTeam, round: number) {
    const k = key(team, round);
    const text = drafts[k];
    if (text === undefined) return;
    const value = parsePoints(text);
    if (value === undefined || (value !== null && (Math.abs(value) > 999 || !Number.isInteger(value * 2)))) {
      setErrors((e) => ({ ...e, [k]: quizText.points }));
      return;
    }
    setErrors(({ [k]: _, ...rest }) => rest);
    if (value === (team.points[round] ?? null) || (await onSave(team, round, value))) {
      // Dropped only if nobody typed again meanwhile.
      setDrafts(({ [k]: current, ...rest }) => (current === text ? rest : { ...rest, [k]: current ?? '' }));
    } else {
      setErrors((e) => ({ ...e, [k]: 'Nicht gespeichert – bitte erneut eingeben.' }));
    }
  }

  function moveDown(event: KeyboardEvent<HTMLInputElement>, row: number, round: number) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next =
      document.getElementById(`score-${row + 1}-${round}`) ?? document.getElementById(`score-0-${round + 1}`);
    if (next) next.focus();
    else event.currentTarget.blur();
  }

  return (
    <div className="staff-quiz__grid-wrap">
      <table className="staff-quiz__grid">
        <caption className="staff-visually-hidden">Punkte je Team und Runde</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            {Array.from({ length: rounds }, (_, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rounds are positions
              <th key={r} scope="col">
                R{r + 1}
              </th>
            ))}
            <th scope="col">Summe</th>
            <th scope="col">Platz</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team, row) => (
            <tr key={team.id}>
              <th scope="row">{team.teamName}</th>
              {Array.from({ length: rounds }, (_, round) => {
                const k = key(team, round);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rounds are positions
                  <td key={round}>
                    <input
                      id={`score-${row}-${round}`}
                      className="staff-quiz__cell"
                      inputMode="decimal"
                      aria-label={`${team.teamName}, Runde ${round + 1}`}
                      aria-invalid={errors[k] ? true : undefined}
                      title={errors[k]}
                      value={drafts[k] ?? pointsText(team.points[round] ?? null)}
                      onChange={(e) => setDrafts((d) => ({ ...d, [k]: e.target.value }))}
                      onBlur={() => void commit(team, round)}
                      onKeyDown={(e) => moveDown(e, row, round)}
                    />
                  </td>
                );
              })}
              <td className="staff-quiz__total">{pointsText(rankOf.get(team.teamName)?.total ?? 0)}</td>
              <td className="staff-quiz__rank">{rankOf.get(team.teamName)?.rank}.</td>
            </tr>
          ))}
        </tbody>
      </table>
      {Object.values(errors)[0] && (
        <p className="staff-field-error" role="alert">
          {Object.values(errors)[0]}
        </p>
      )}
    </div>
  );
}
