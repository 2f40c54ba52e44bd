import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { longGermanDate, shortGermanDateTime } from '../../src/domain/calendar';
import { quizText, type TeamSignupView } from '../../src/domain/quiz/teams';
import { NoticeLine, NotOpen, useLinkPage } from '../shared/link-page';
import { Options } from '../shared/Options';
import { acceptTeamOffer, cancelMyTeam, changeMyTeam, openMyTeam } from './requests';
import '../booking/booking.css';
import '../manage/manage.css';

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
  const [players, setPlayers] = useState('');
  const page = useLinkPage(quizText.notFound, openMyTeam, (opened) => setPlayers(String(opened.team.players)));
  const { shown, notice, setNotice, busy, action } = page;
  const acceptRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const status = shown.kind === 'open' ? shown.value.team.status : undefined;
  useEffect(() => {
    if (status === 'offered' && action !== 'abmelden') acceptRef.current?.focus();
    else if (status && action === 'abmelden') cancelRef.current?.focus();
  }, [status, action]);

  if (shown.kind !== 'open') return <NotOpen shown={shown} loading="Ihre Anmeldung wird geladen…" />;
  const { team } = shown.value;
  const open = team.status !== 'cancelled' && new Date(team.closesAt) > new Date();

  async function run(step: (token: string) => ReturnType<typeof cancelMyTeam>) {
    const outcome = await page.send(step);
    if (outcome.ok) {
      page.show({ team: outcome.body.team });
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
      {notice && <NoticeLine notice={notice} noticeRef={page.noticeRef} />}
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
        <Action look="bk-primary" buttonRef={acceptRef} busy={busy} onClick={() => run(acceptTeamOffer)}>
          Platz übernehmen
        </Action>
      )}
      {open && team.status !== 'offered' && (
        <form
          className="mb-actions"
          onSubmit={(event) => {
            event.preventDefault();
            void run((token) => changeMyTeam(token, Number(players)));
          }}
        >
          <label htmlFor="mt-players">Spieler</label>
          <select id="mt-players" value={players} onChange={(e) => setPlayers(e.target.value)}>
            <Options values={range} label={(p) => `${p} Spieler`} />
          </select>
          <button type="submit" className="bk-button bk-secondary" disabled={busy || Number(players) === team.players}>
            Spielerzahl ändern
          </button>
        </form>
      )}
      {open && (
        <Action look="mb-danger" buttonRef={cancelRef} busy={busy} onClick={() => run(cancelMyTeam)}>
          {team.status === 'offered' ? 'Nein danke' : 'Team abmelden'}
        </Action>
      )}
      {!open && team.status !== 'cancelled' && <p className="mb-note">{quizText.closed}</p>}
      <p>
        <a href="/irish">Zum Irish Pub</a>
      </p>
    </div>
  );
}

/** One of the page's actions on its own row; `buttonRef` lets a mail link's `?aktion=` focus it. */
function Action({
  look,
  buttonRef,
  busy,
  onClick,
  children,
}: {
  look: 'bk-primary' | 'mb-danger';
  buttonRef: RefObject<HTMLButtonElement | null>;
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mb-actions">
      <button type="button" className={`bk-button ${look}`} ref={buttonRef} disabled={busy} onClick={onClick}>
        {children}
      </button>
    </div>
  );
}
