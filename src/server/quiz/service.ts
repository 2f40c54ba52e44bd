import { messages } from '../../domain/booking/messages';
import { quizText, type TeamPatch, type TeamSignupRequest, type TeamSignupView } from '../../domain/quiz/teams';
import { type Refusals, refusal, refusing } from '../db/refusals';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { errorSummary } from '../log-error';
import { anonymous, asRole, type Tx } from '../request-db';
import {
  offerTeamPlaces,
  signUpTeam,
  type TeamAction,
  teamByToken,
  teamForChange,
  teamLimitsOn,
  writeTeamChange,
} from './queries';

type Deps = Pick<ApiDeps, 'db' | 'now' | 'outbox' | 'log'>;

/**
 * The database's refusals of a team write (supabase/schemas/43_team_signup_guest.sql) as German
 * answers; a broken table rule the form did not check is 422, never 500.
 */
const teamRefusals: Refusals = {
  'not-team-night': refusal(422, quizText.notTeamNight, 'date'),
  'signup-closed': refusal(422, quizText.closed, 'date'),
  'beyond-horizon': (detail) => ({ status: 422, field: 'date', text: messages.beyondHorizon(Number(detail)) }),
  players: (detail) => {
    const [min, max] = (detail ?? '').split('-').map(Number);
    return { status: 422, field: 'players', text: quizText.players(min ?? 1, max ?? 20) };
  },
  'email-limit': refusal(422, quizText.emailLimit, 'email'),
  'name-taken': refusal(409, quizText.nameTaken, 'teamName'),
  'team-name': refusal(422, quizText.teamName, 'teamName'),
  'not-found': refusal(404, quizText.notFound),
  otherwise: refusal(422, quizText.invalid),
};

/** Runs a team write; its refusals become German answers ({@link teamRefusals}). */
export function refusedTeam<T>(work: () => Promise<T>): Promise<T> {
  return refusing(teamRefusals, work);
}

/**
 * A staff change of a team (docs/quiz.md#the-quizmaster), checked before it is written: the night's
 * player limits, a way to reach the team (e-mail or phone), and an online team keeps its e-mail.
 * Returns the team's night, or undefined when there is no such team.
 */
export async function changeTeam(tx: Tx, id: string, patch: TeamPatch, now: Date): Promise<string | undefined> {
  const team = await teamForChange(tx, id);
  if (!team) return undefined;
  const limits = await teamLimitsOn(tx, team.date);
  if (
    patch.players !== undefined &&
    limits &&
    (patch.players < limits.minPlayers || patch.players > limits.maxPlayers)
  ) {
    const text = quizText.players(limits.minPlayers, limits.maxPlayers);
    throw new ApiError(422, text, { players: text });
  }
  const email = patch.email === undefined ? team.email : patch.email;
  const phone = patch.phone === undefined ? team.phone : patch.phone;
  if (!email && team.source === 'online')
    throw new ApiError(422, quizText.onlineEmail, { email: quizText.onlineEmail });
  if (!email && !phone) throw new ApiError(422, quizText.contact, { phone: quizText.contact });
  await writeTeamChange(tx, id, patch, now);
  return team.date;
}

/**
 * Offers freed places to waiting teams after a write that may have freed one and kicks the
 * dispatcher; never fails the write before it (the minute job tries again).
 */
export async function offerTeamsAfterWrite(deps: Deps): Promise<void> {
  try {
    if ((await offerTeamPlaces(deps.db, deps.now())) > 0) deps.outbox?.kick();
  } catch (error) {
    deps.log.error('Quiz team offers failed', errorSummary(error));
  }
}

/** Signs a team up (or onto the night's waitlist); the confirmation mail is queued with it. */
export async function signUp(deps: Deps, input: TeamSignupRequest, waitlist: boolean) {
  const team = await refusedTeam(() => asRole(deps.db, anonymous, (tx) => signUpTeam(tx, input, waitlist)));
  deps.outbox?.kick();
  if ('full' in team) throw new ApiError(409, quizText.full);
  return team;
}

/** The team's own page: the team after `action`; 404 when the secret opens nothing. */
export async function myTeam(deps: Deps, token: string, action: TeamAction, players?: number): Promise<TeamSignupView> {
  const team = await refusedTeam(() => asRole(deps.db, anonymous, (tx) => teamByToken(tx, token, action, players)));
  if (!team) throw new ApiError(404, quizText.notFound);
  // Taking a place queues the confirmation; leaving one offers it on (inside the function).
  if (action === 'accept' || action === 'cancel') deps.outbox?.kick();
  return team;
}
