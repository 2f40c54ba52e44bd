import { Hono } from 'hono';
import { messages } from '../../domain/booking/messages';
import { quizText, teamTokenRequest } from '../../domain/quiz/teams';
import { calendarDay } from '../../domain/schedule/schemas';
import { z } from '../../domain/zod';
import { guestStreamLimits } from '../booking/routes';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { type AppEnv, clientIp } from '../http/env';
import { jsonBody } from '../http/guards';
import { noStore } from '../http/no-store';
import { validate } from '../http/validate';
import { addressKey } from '../limits/address-key';
import { perAddressLimit } from '../limits/middleware';
import { dayOfReservationChange, guestLiveStream } from '../live/events';
import { StreamSlots } from '../live/stream-slots';
import { anonymous, asRole } from '../request-db';
import { standingsByToken } from './queries';

/** Standings reads one address may make per window: a screen re-reads on every entry of points. */
const screenLimit = { bucket: 'quiz-screen', limit: 1200, windowMs: 10 * 60_000 };

/**
 * The pub's screen (docs/quiz.md#the-screen), mounted at `/api/quiz-screen`:
 * - `POST /` `{ token }` (the link's secret) → `{ date, rounds, teams: [{ teamName, points }] }`, the
 *   night's signed teams only; 404 when the secret opens no night.
 * - `GET /events?date=`: Server-Sent Events, `change` with `{ date }` when that night's teams or
 *   points change (no names: the screen re-reads with its secret).
 */
export function quizScreenRoutes(deps: ApiDeps) {
  const streams = new StreamSlots(guestStreamLimits);
  return new Hono<AppEnv>()
    .post(
      '/',
      perAddressLimit(deps, { ...screenLimit, message: quizText.tooManyRequests }),
      jsonBody(messages.jsonOnly),
      validate('json', teamTokenRequest),
      noStore,
      async (c) => {
        const standings = await asRole(deps.db, anonymous, (tx) => standingsByToken(tx, c.req.valid('json').token));
        if (!standings) throw new ApiError(404, quizText.notFound);
        return c.json(standings);
      },
    )
    .get('/events', noStore, validate('query', z.object({ date: calendarDay })), (c) => {
      const { date } = c.req.valid('query');
      const release = streams.take(addressKey(clientIp(c)));
      if (!release) throw new ApiError(429, quizText.tooManyRequests);
      return guestLiveStream(
        c,
        deps,
        'team_signups',
        (payload) => (dayOfReservationChange(payload) === date ? JSON.stringify({ date }) : undefined),
        release,
      );
    });
}
