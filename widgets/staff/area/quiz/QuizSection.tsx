import { useEffect, useState } from 'react';
import { tablesLabel } from '../../../../src/domain/booking/tables';
import type { TeamLimits } from '../../../../src/domain/quiz/team-limits';
import type { StaffTeam } from '../../../../src/domain/quiz/teams';
import { sourceLabel } from '../../../../src/domain/staff-reservations/staff-booking';
import { client, request } from '../../../shared/api/client';
import { ColumnHeads } from '../../../shared/ColumnHeads';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useToast } from '../../../shared/Toasts';
import { useLiveData } from '../../session/useLiveData';
import { useStaffWrite, writeFailure } from '../../session/useStaffWrite';
import { MailProblemBadge } from '../MailProblemBadge';
import { ReaddressButton } from '../ReaddressButton';
import { ScoreGrid } from './ScoreGrid';
import { type PlanTable, TeamDialog } from './TeamDialog';
import './quiz.css';

type Night = { limits: TeamLimits | null; rounds: number; teams: StaffTeam[] };
/** A night whose teams could not be loaded: no team section. */
const noNight: Night = { limits: null, rounds: 6, teams: [] };
type Open = { kind: 'add' } | { kind: 'edit' | 'remove'; team: StaffTeam } | undefined;

const statusLabel: Record<StaffTeam['status'], string> = {
  signed: 'angemeldet',
  waiting: 'Warteliste',
  offered: 'Platz angeboten',
};

/** 'Runden': typed freely, saved when left or on Enter (1–20). */
function RoundsField({ rounds, onSave }: { rounds: number; onSave: (rounds: number) => void }) {
  const [text, setText] = useState(String(rounds));
  useEffect(() => setText(String(rounds)), [rounds]);
  const save = () => {
    const value = Number(text);
    if (Number.isInteger(value) && value >= 1 && value <= 20 && value !== rounds) onSave(value);
    else setText(String(rounds));
  };
  return (
    <label className="staff-quiz__rounds staff-no-print">
      Runden{' '}
      <input
        type="number"
        min={1}
        max={20}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          save();
        }}
      />
    </label>
  );
}

/** Prints the team list alone (quiz.css), then the day view prints whole again. */
function printTeamList() {
  document.body.classList.add('staff-print-quiz');
  window.addEventListener('afterprint', () => document.body.classList.remove('staff-print-quiz'), { once: true });
  window.print();
}

/**
 * 'Quiz-Abend' in the day view of a team night (docs/quiz.md#the-quizmaster): cards for teams,
 * players and check-ins; the team list with check-in, change and cancel; teams by phone; the points
 * grid with rounds; 'Drucken'; and the link for the pub's screen. Live in every open staff view.
 */
export function QuizSection({
  date,
  tables,
}: {
  date: string;
  /** The deployed plan's tables, to seat teams at. */
  tables: readonly PlanTable[];
}) {
  const toast = useToast();
  const [open, setOpen] = useState<Open>();
  const { busy, run } = useStaffWrite();
  const [screenUrl, setScreenUrl] = useState<string>();
  const route = client.api.admin['team-signups'];
  const { data: night, reload } = useLiveData(
    '/api/admin/team-signups/events',
    (day) => request(route.$get({ query: { date: day } })),
    noNight,
    date,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: another night hides the screen's link.
  useEffect(() => setScreenUrl(undefined), [date]);

  async function act(work: () => Promise<unknown>, done?: string) {
    if (!(await run(work, done))) return;
    setOpen(undefined);
    await reload();
  }

  if (!night || (night.limits === null && night.teams.length === 0)) return null;
  const playing = night.teams.filter((t) => t.status === 'signed');
  const waiting = night.teams.filter((t) => t.status !== 'signed');
  const cards: [string, string | number][] = [
    ['Teams', `${playing.length}${night.limits ? ` von ${night.limits.maxTeams}` : ''}`],
    ['Spieler', playing.reduce((sum, t) => sum + t.players, 0)],
    ['Eingecheckt', playing.filter((t) => t.checkedIn).length],
  ];
  const patch = (team: StaffTeam, json: Record<string, unknown>, done?: string) =>
    act(() => request(route[':id'].$patch({ param: { id: team.id }, json })), done);

  return (
    <section className="staff-card staff-quiz" aria-labelledby="staff-quiz-heading">
      <div className="staff-daylist__head">
        <h2 id="staff-quiz-heading">Quiz-Abend</h2>
        <div className="staff-quiz__actions staff-no-print">
          <button type="button" className="staff-button staff-button--primary" onClick={() => setOpen({ kind: 'add' })}>
            Team eintragen
          </button>
          <button type="button" className="staff-button staff-button--light" onClick={printTeamList}>
            Drucken
          </button>
          <button
            type="button"
            className="staff-button staff-button--light"
            disabled={busy}
            onClick={() =>
              act(async () => {
                const { url } = await request(
                  client.api.admin['quiz-nights'][':date'].screen.$post({ param: { date } }),
                );
                setScreenUrl(url);
              })
            }
          >
            Anzeige für den Bildschirm
          </button>
        </div>
      </div>
      {screenUrl && (
        <p className="staff-quiz__screen staff-no-print">
          Link für den Bildschirm (nur für diesen Abend):{' '}
          <a href={screenUrl} target="_blank" rel="noopener">
            Punktestand öffnen
          </a>
        </p>
      )}
      <ul className="staff-stats staff-quiz__cards" aria-label="Quiz-Abend in Zahlen">
        {cards.map(([label, value]) => (
          <li key={label} className="staff-card">
            <span className="staff-stats__label">{label}</span> <span className="staff-stats__value">{value}</span>
          </li>
        ))}
      </ul>
      {night.teams.length === 0 ? (
        <p className="staff-muted">Noch keine Teams angemeldet.</p>
      ) : (
        <table className="staff-quiz__teams">
          <caption className="staff-visually-hidden">Teams des Abends</caption>
          <ColumnHeads labels={['Team', 'Spieler', 'Kontakt', 'Notiz', 'Tisch', 'Da']}>
            <th scope="col" className="staff-no-print">
              <span className="staff-visually-hidden">Aktionen</span>
            </th>
          </ColumnHeads>
          <tbody>
            {[...playing, ...waiting].map((t) => (
              <tr key={t.id} className={t.status === 'signed' ? undefined : 'staff-quiz__waiting'}>
                <th scope="row">
                  {t.teamName}
                  {t.status !== 'signed' && <span className="staff-badge"> {statusLabel[t.status]}</span>}
                </th>
                <td data-label="Spieler">{t.players}</td>
                <td>
                  {t.contactName}
                  <span className="staff-muted staff-small">
                    {[t.phone, t.email, t.source !== 'online' && sourceLabel[t.source as 'telefon']]
                      .filter(Boolean)
                      .map((x) => ` · ${x}`)}
                  </span>
                  {t.email && <MailProblemBadge problem={t.mailProblem} />}
                  {t.email && (
                    <ReaddressButton
                      problem={t.mailProblem}
                      email={t.email}
                      who={t.teamName}
                      send={(email) => request(route[':id'].email.$post({ param: { id: t.id }, json: { email } }))}
                      onDone={() => void reload()}
                    />
                  )}
                </td>
                <td data-label="Notiz">{t.note}</td>
                <td data-label="Tisch">{t.tableIds.length > 0 ? tablesLabel(t.tableIds) : '–'}</td>
                <td data-label="Da">
                  {t.status === 'signed' && (
                    <input
                      type="checkbox"
                      checked={t.checkedIn}
                      disabled={busy}
                      aria-label={`Eingecheckt: ${t.teamName}`}
                      onChange={(e) =>
                        patch(t, { checkedIn: e.target.checked }, e.target.checked ? `${t.teamName} ist da` : undefined)
                      }
                    />
                  )}
                </td>
                <td className="staff-res__actions staff-no-print">
                  <button
                    type="button"
                    className="staff-button staff-button--light"
                    onClick={() => setOpen({ kind: 'edit', team: t })}
                    aria-label={`Ändern: ${t.teamName}`}
                  >
                    Ändern
                  </button>
                  <button
                    type="button"
                    className="staff-button staff-button--danger"
                    onClick={() => setOpen({ kind: 'remove', team: t })}
                    aria-label={`Abmelden: ${t.teamName}`}
                  >
                    Abmelden
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {playing.length > 0 && (
        <div className="staff-quiz__scores">
          <div className="staff-daylist__head">
            <h3>Punkte</h3>
            <RoundsField
              rounds={night.rounds}
              onSave={(rounds) =>
                act(() => request(client.api.admin['quiz-nights'][':date'].$put({ param: { date }, json: { rounds } })))
              }
            />
          </div>
          <ScoreGrid
            teams={playing}
            rounds={night.rounds}
            onSave={async (team, round, points) => {
              try {
                await request(route[':id'].$patch({ param: { id: team.id }, json: { score: { round, points } } }));
                await reload();
                return true;
              } catch (e) {
                toast('error', writeFailure(e));
                return false;
              }
            }}
          />
        </div>
      )}
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <TeamDialog
          date={date}
          tables={tables}
          {...(open.kind === 'edit' && { team: open.team })}
          saving={busy}
          onAdd={(json) => act(() => request(route.$post({ json })), 'Team eingetragen')}
          onChange={(json) => open.kind === 'edit' && patch(open.team, json, 'Team geändert')}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title="Team abmelden?"
          text={`Team ${open.team.teamName} wird abgemeldet; sein Platz geht an das nächste Team auf der Warteliste.`}
          confirmLabel="Abmelden"
          onConfirm={() => act(() => request(route[':id'].$delete({ param: { id: open.team.id } })), 'Team abgemeldet')}
          onCancel={() => setOpen(undefined)}
        />
      )}
    </section>
  );
}
