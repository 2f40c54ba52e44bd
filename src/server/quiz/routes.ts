import { Hono } from 'hono';
import { messages } from '../../domain/booking/messages';
import { quizText, teamChangeRequest, teamSignupRequest, teamTokenRequest } from '../../domain/quiz/teams';
import { calendarDay } from '../../domain/schedule/schemas';
import { z } from '../../domain/zod';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/guards';
import { guestWrite } from '../http/guest-write';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { perAddressLimit } from '../limits/middleware';
import { anonymous, asRole } from '../request-db';
import { teamNight } from './queries';
import { myTeam, signUp } from './service';

/** Requests one address may make with team links per window (views and changes together). */
const teamLinkLimit = { bucket: 'team-link', limit: 30, windowMs: 10 * 60_000 };

/**
 * The quiz night for guests (docs/quiz.md#guests), mounted at `/api`:
 * - `GET /team-signups?date=` → `TeamNightView` (no team names).
 * - `POST /team-signups` → 201 `{ signup, message }`; 409 name taken or the night full; 422 German
 *   field errors (also a day that is no team night, or after its start); 403 without a valid proof
 *   of work; 429 'Zu viele Anmeldeversuche' under the booking's limits. `POST /team-signups/waitlist`: the same, onto the night's
 *   waitlist when it is full.
 * - `POST /my-team`, `/my-team/change` `{ players }`, `/my-team/cancel`, `/my-team/accept`
 *   `{ token }`: the team's own page (the mail's secret, in the body); accepting without an offered
 *   place is 409.
 */
export function quizRoutes(deps: ApiDeps) {
  const perLink = perAddressLimit(deps, { ...teamLinkLimit, message: quizText.tooManySignups });
  const signupGuards = guestWrite(deps, teamSignupRequest, quizText.tooManySignups);
  const tokenBody = [perLink, jsonBody(messages.jsonOnly), validate('json', teamTokenRequest), noStore] as const;
  return new Hono<AppEnv>()
    .get('/team-signups', noStore, validate('query', z.object({ date: calendarDay })), async (c) =>
      c.json(await asRole(deps.db, anonymous, (tx) => teamNight(tx, c.req.valid('query').date))),
    )
    .post('/team-signups', ...signupGuards, async (c) => {
      const team = await signUp(deps, c.req.valid('json'), false);
      return c.json({ signup: team, message: quizText.signedUp(team.teamName) }, 201);
    })
    .post('/team-signups/waitlist', ...signupGuards, async (c) => {
      const team = await signUp(deps, c.req.valid('json'), true);
      const message = team.status === 'waiting' ? quizText.waiting(team.teamName) : quizText.signedUp(team.teamName);
      return c.json({ signup: team, message }, 201);
    })
    .post('/my-team', ...tokenBody, async (c) =>
      c.json({ team: await myTeam(deps, c.req.valid('json').token, 'show') }),
    )
    .post(
      '/my-team/change',
      perLink,
      jsonBody(messages.jsonOnly),
      validate('json', teamChangeRequest),
      noStore,
      async (c) => {
        const { token, players } = c.req.valid('json');
        const team = await myTeam(deps, token, 'players', players);
        return c.json({ team, message: quizText.changed(team.teamName) });
      },
    )
    .post('/my-team/cancel', ...tokenBody, async (c) => {
      const team = await myTeam(deps, c.req.valid('json').token, 'cancel');
      return c.json({ team, message: quizText.cancelled(team.teamName) });
    })
    .post('/my-team/accept', ...tokenBody, async (c) => {
      const team = await myTeam(deps, c.req.valid('json').token, 'accept');
      // Only an offered place can be taken: a waiting team has none (yet), a signed one has it.
      if (team.status === 'waiting') throw new ApiError(409, quizText.noOffer);
      return c.json({ team, message: quizText.accepted(team.teamName) });
    });
}
