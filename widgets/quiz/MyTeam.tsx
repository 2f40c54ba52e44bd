import { useEffect, useRef, useState } from 'react';
import { longGermanDate, shortGermanDateTime } from '../../src/domain/calendar';
import { secretOf } from '../../src/domain/link-secret';
import { quizText, type TeamSignupView } from '../../src/domain/quiz/teams';
import { acceptTeamOffer, cancelMyTeam, changeMyTeam, openMyTeam } from './requests';
import '../booking/booking.css';
import '../manage/manage.css';

type Shown = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'team'; team: TeamSignupView };

const statusText: Record<TeamSignupView['status'], string> = {
  signed: 'Angemeldet',
  waiting: 'Auf der Warteliste',
  offered: 'Ein Platz ist für Sie frei',
  cancelled: 'Abgemeldet',
};

/**
 * The team's own page `/reservierung/team#<secret>` (docs/quiz.md#the-teams-own-page): the team
 * and its night; change the players within the limits, take an offered place, or leave. Opening it
 * changes nothing (mail scanners open links); `?aktion=annehmen|abmelden` focuses that button.
 */
export default function MyTeam() {
  const [token, setToken] = useState('');
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [players, setPlayers] = useState('');
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  const [action, setAction] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const secret = secretOf(location.hash);
    setToken(secret);
    setAction(new URLSearchParams(location.search).get('aktion'));
    if (!secret) return setShown({ kind: 'error', message: quizText.notFound });
    openMyTeam(secret).then((o) => {
      if (!o.ok) return setShown({ kind: 'error', message: o.error });
      setShown({ kind: 'team', team: o.body.team });
      setPlayers(String(o.body.team.players));
    });
  }, []);
  const status = shown.kind === 'team' ? shown.team.status : undefined;
  useEffect(() => {
    if (status === 'offered' && action !== 'abmelden') acceptRef.current?.focus();
    else if (status && action === 'abmelden') cancelRef.current?.focus();
  }, [status, action]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (shown.kind === 'loading') return <p className="mb-status">Ihre Anmeldung wird geladen…</p>;
  if (shown.kind === 'error') {
    return (
      <p className="mb-error" role="alert">
        {shown.message}
      </p>
    );
  }
  const { team } = shown;
  const open = team.status !== 'cancelled' && new Date(team.closesAt) > new Date();

  async function run(work: () => ReturnType<typeof cancelMyTeam>) {
    setBusy(true);
    const outcome = await work();
    setBusy(false);
    if (outcome.ok) {
      setShown({ kind: 'team', team: outcome.body.team });
      setNotice({ kind: 'done', text: outcome.body.message });
    } else {
      setNotice({ kind: 'error', text: outcome.fieldErrors?.players ?? outcome.error });
    }
  }

  const range =
    team.minPlayers !== null && team.maxPlayers !== null
      ? Array.from({ length: team.maxPlayers - team.minPlayers + 1 }, (_, i) => (team.minPlayers ?? 1) + i)
      : [team.players];
  return (
    <div className="mb">
      {notice && (
        <p
          className={notice.kind === 'done' ? 'mb-done' : 'mb-error'}
          role={notice.kind === 'done' ? 'status' : 'alert'}
          tabIndex={-1}
          ref={noticeRef}
        >
          {notice.text}
        </p>
      )}
      <dl className="mb-details">
        <dt>Team</dt>
        <dd>{team.teamName}</dd>
        <dt>Quiz-Abend</dt>
        <dd>
          {longGermanDate(team.date)}, Beginn {team.startTime} Uhr
        </dd>
        <dt>Spieler</dt>
        <dd>{team.players}</dd>
        <dt>Stand</dt>
        <dd>{statusText[team.status]}</dd>
        {team.status === 'offered' && team.offerExpiresAt && (
          <>
            <dt>Für Sie frei bis</dt>
            <dd>{shortGermanDateTime(team.offerExpiresAt)} Uhr</dd>
          </>
        )}
      </dl>
      {open && team.status === 'offered' && (
        <div className="mb-actions">
          <button
            type="button"
            className="bk-button bk-primary"
            ref={acceptRef}
            disabled={busy}
            onClick={() => run(() => acceptTeamOffer(token))}
          >
            Platz übernehmen
          </button>
        </div>
      )}
      {open && team.status !== 'offered' && (
        <form
          className="mb-actions"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => changeMyTeam(token, Number(players)));
          }}
        >
          <label htmlFor="mt-players">Spieler</label>
          <select id="mt-players" value={players} onChange={(e) => setPlayers(e.target.value)}>
            {range.map((p) => (
              <option key={p} value={p}>
                {p} Spieler
              </option>
            ))}
          </select>
          <button type="submit" className="bk-button bk-secondary" disabled={busy || Number(players) === team.players}>
            Spielerzahl ändern
          </button>
        </form>
      )}
      {open && (
        <div className="mb-actions">
          <button
            type="button"
            className="bk-button mb-danger"
            ref={cancelRef}
            disabled={busy}
            onClick={() => run(() => cancelMyTeam(token))}
          >
            {team.status === 'offered' ? 'Nein danke' : 'Team abmelden'}
          </button>
        </div>
      )}
      {!open && team.status !== 'cancelled' && <p className="mb-note">{quizText.closed}</p>}
      <p>
        <a href="/irish">Zum Irish Pub</a>
      </p>
    </div>
  );
}
