import { messages } from '../../domain/booking/messages';
import { quizText, type TeamPatch, type TeamSignupRequest, type TeamSignupView } from '../../domain/quiz/teams';
import { dbErrorInfo } from '../booking/db-errors';
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
 * answers: a status, the message and the field it belongs to.
 */
const refusals: Record<string, (detail: string | undefined) => [number, string, string]> = {
  'not-team-night': () => [422, 'date', quizText.notTeamNight],
  'signup-closed': () => [422, 'date', quizText.closed],
  'beyond-horizon': (detail) => [422, 'date', messages.beyondHorizon(Number(detail))],
  players: (detail) => {
    const [min, max] = (detail ?? '').split('-').map(Number);
    return [422, 'players', quizText.players(min ?? 1, max ?? 20)];
  },
  'email-limit': () => [422, 'email', quizText.emailLimit],
  'name-taken': () => [409, 'teamName', quizText.nameTaken],
  'team-name': () => [422, 'teamName', quizText.teamName],
};

/** A team write's refusal as its German answer; other errors pass unchanged. */
export function teamRefusal(error: unknown): unknown {
  const { code, message, detail } = dbErrorInfo(error);
  const rule = code === '22023' ? refusals[message] : undefined;
  if (!rule) return error;
  const [status, field, text] = rule(detail);
  return new ApiError(status as 409 | 422, text, field === 'form' ? undefined : { [field]: text });
}

/** Runs a team write; its refusals become German answers (a broken table rule: 422, never 500). */
export async function refusedTeam<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (dbErrorInfo(error).code === '23514') throw new ApiError(422, quizText.invalid);
    throw teamRefusal(error);
  }
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
