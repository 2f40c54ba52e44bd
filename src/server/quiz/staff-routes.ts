import { Hono } from 'hono';
import { secretLink } from '../../domain/link-secret';
import { readdressRequest } from '../../domain/mail-problem';
import { quizText, roundsRequest, screenPath, staffTeamRequest, teamPatch } from '../../domain/quiz/teams';
import { calendarDay } from '../../domain/schedule/schemas';
import { z } from '../../domain/zod';
import { refusal } from '../db/refusals';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { staffLiveStream } from '../live/events';
import { readdress, readdressMessage } from '../mail/readdress';
import { asRole } from '../request-db';
import { addTeam, removeTeam, roundsOn, screenSecret, setRounds, teamLimitsOn, teamsOn } from './queries';
import { changeTeam, refusedTeam } from './service';

const idParam = z.object({ id: z.uuid(quizText.notFound) });
const dateQuery = z.object({ date: calendarDay });

/**
 * The quiz night for staff under `/api/admin` (docs/quiz.md#the-quizmaster):
 * - `GET /team-signups?date=` → `{ date, limits, rounds, teams }` (`limits` null: no team night);
 *   `GET /team-signups/events` live.
 * - `POST /team-signups` a team by phone, WhatsApp or at the door → 201 `{ team }`.
 * - `PATCH /team-signups/:id` any of name, players, contact, note, `checkedIn`, `tableIds`, `points`,
 *   or one cell `score: { round, points }` (`changeTeam()` checks the night's rules); a new e-mail
 *   voids the team's links and mails it a new one.
 * - `POST /team-signups/:id/email` `{ email }` corrects a bounced address and sends the team's mail
 *   again → `{ team, message }`.
 * - `DELETE /team-signups/:id`: the place goes to the next waiting team.
 * - `PUT /quiz-nights/:date` `{ rounds }`; `POST /quiz-nights/:date/screen` → `{ url }` for the pub's screen.
 */
export function staffQuizRoutes(deps: ApiDeps) {
  const teamsAnswer = async (c: { get(key: 'who'): Parameters<typeof asRole>[1] }, date: string) =>
    asRole(deps.db, c.get('who'), async (tx) => ({
      date,
      limits: await teamLimitsOn(tx, date),
      rounds: await roundsOn(tx, date),
      teams: await teamsOn(tx, date),
    }));
  return new Hono<StaffEnv>()
    .get('/team-signups', validate('query', dateQuery), async (c) =>
      c.json(await teamsAnswer(c, c.req.valid('query').date)),
    )
    .get('/team-signups/events', (c) => staffLiveStream(c, deps, 'team_signups'))
    .post('/team-signups', validate('json', staffTeamRequest), async (c) => {
      const input = c.req.valid('json');
      const id = await refusedTeam(() => asRole(deps.db, c.get('who'), (tx) => addTeam(tx, input)));
      const teams = await teamsAnswer(c, input.date);
      return c.json({ team: teams.teams.find((t) => t.id === id) }, 201);
    })
    .patch('/team-signups/:id', validate('param', idParam), validate('json', teamPatch), async (c) => {
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const date = await refusedTeam(() =>
        asRole(deps.db, c.get('who'), (tx) => changeTeam(tx, id, patch, deps.now())),
      );
      if (!date) throw new ApiError(404, quizText.notFound);
      // A new address gets the team's mail with a new link (private.relink_team()).
      if (patch.email !== undefined) deps.outbox?.kick();
      const teams = await teamsAnswer(c, date);
      return c.json({ team: teams.teams.find((t) => t.id === id) });
    })
    .post('/team-signups/:id/email', validate('param', idParam), validate('json', readdressRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { email } = c.req.valid('json');
      const done = await readdress(deps, c.get('who'), 'team', id, email, refusal(404, quizText.notFound));
      const teams = await teamsAnswer(c, done.date);
      return c.json({ team: teams.teams.find((t) => t.id === id), message: readdressMessage(done) });
    })
    .delete('/team-signups/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await refusedTeam(() => asRole(deps.db, c.get('who'), (tx) => removeTeam(tx, id)));
      deps.outbox?.kick();
      return c.json({ ok: true });
    })
    .put('/quiz-nights/:date', validate('param', dateQuery), validate('json', roundsRequest), async (c) => {
      const { date } = c.req.valid('param');
      const { rounds } = c.req.valid('json');
      await asRole(deps.db, c.get('who'), (tx) => setRounds(tx, date, rounds, deps.now()));
      return c.json({ date, rounds });
    })
    .post('/quiz-nights/:date/screen', validate('param', dateQuery), async (c) => {
      const { date } = c.req.valid('param');
      const secret = await refusedTeam(() => asRole(deps.db, c.get('who'), (tx) => screenSecret(tx, date)));
      return c.json({ url: secretLink(deps.siteUrl, screenPath, secret) });
    });
}
