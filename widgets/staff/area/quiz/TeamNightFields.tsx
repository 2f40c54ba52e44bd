import { defaultTeamLimits, type TeamLimits } from '../../../../src/domain/quiz/team-limits';
import { weekText } from '../../../../src/domain/schedule/labels';
import './quiz.css';

/**
 * 'Team-Anmeldung' of a weekday or a dated exception (docs/quiz.md#team-nights): on, the day takes
 * quiz teams (online booking and WhatsApp go off with it), with 'Teams höchstens' and 'Spieler pro
 * Team' von–bis. `dayName` ends each control's accessible name; `labelled` shows the checkbox's name
 * (the week table's column header names it there).
 */
export function TeamNightFields({
  teams,
  dayName,
  labelled = false,
  part = 'both',
  onChange,
}: {
  teams: TeamLimits | null | undefined;
  dayName: string;
  labelled?: boolean;
  /** 'switch' or 'limits' alone (the week table puts the limits in a row of their own). */
  part?: 'switch' | 'limits' | 'both';
  onChange: (teams: TeamLimits | null) => void;
}) {
  const number = (key: keyof TeamLimits, label: string, max: number) => (
    <input
      type="number"
      className="staff-teamnight__number"
      min={1}
      max={max}
      aria-label={`${label}: ${dayName}`}
      value={teams?.[key] ?? ''}
      onChange={(e) => teams && onChange({ ...teams, [key]: Number(e.target.value) })}
    />
  );
  const limits = teams && (
    <span className="staff-teamnight__limits">
      {number('maxTeams', weekText.maxTeams, 100)} Teams, {number('minPlayers', `${weekText.players} von`, 20)}–
      {number('maxPlayers', `${weekText.players} bis`, 20)} Spieler
    </span>
  );
  if (part === 'limits') return limits ?? null;
  return (
    <div className="staff-teamnight">
      <label className="staff-check">
        <input
          type="checkbox"
          aria-label={`${weekText.teamNight}: ${dayName}`}
          checked={Boolean(teams)}
          onChange={(e) => onChange(e.target.checked ? { ...defaultTeamLimits } : null)}
        />
        {labelled && ` ${weekText.teamNight}`}
      </label>
      {part === 'both' && limits}
    </div>
  );
}
