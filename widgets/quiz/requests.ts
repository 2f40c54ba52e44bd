import { quizText, type TeamSignupRequest } from '../../src/domain/quiz/teams';
import { client, request } from '../shared/api/client';
import { outcome as answerOf } from '../shared/api/outcome';

/** A team write's outcome; a failure the server could not name is the sign-up's own words. */
const outcome = <T>(answer: Promise<T>) => answerOf(answer, quizText.failed);

/** The night as a guest sees it before signing up (docs/quiz.md#guests). */
export const fetchTeamNight = (date: string) => request(client.api['team-signups'].$get({ query: { date } }));

/** Signs a team up, or onto the night's waitlist when it is full. */
export const postTeamSignup = (input: TeamSignupRequest & { altcha: string }, waitlist: boolean) =>
  outcome(
    request(
      waitlist
        ? client.api['team-signups'].waitlist.$post({ json: input })
        : client.api['team-signups'].$post({ json: input }),
    ),
  );

const mine = client.api['my-team'];
/** The team of a mail link's secret; changes nothing. */
export const openMyTeam = (token: string) => outcome(request(mine.$post({ json: { token } })));
export const changeMyTeam = (token: string, players: number) =>
  outcome(request(mine.change.$post({ json: { token, players } })));
export const cancelMyTeam = (token: string) => outcome(request(mine.cancel.$post({ json: { token } })));
export const acceptTeamOffer = (token: string) => outcome(request(mine.accept.$post({ json: { token } })));

/** The standings of a screen link's secret. */
export const fetchStandings = (token: string) =>
  answerOf(request(client.api['quiz-screen'].$post({ json: { token } })), quizText.screenFailed);
