import { sql } from 'kysely';
import { beforeAll, beforeEach, expect } from 'vitest';
import { solvedProof } from '../helpers/api';
import type { TestDatabaseFactory } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { useTestApi } from '../helpers/test-api';
import { clearBookings, postJson } from './booking-helpers';

export const tuesday = '2026-11-24';
export const limits = { maxTeams: 15, minPlayers: 2, maxPlayers: 6 };

/**
 * A quiz-night test file's set-up on one kind of database: a migrated database, the API on a clock
 * the tests set (`q.now`, pinned in the database too by `q.setNow`), a signed-in owner, and before
 * each test no bookings, teams or exceptions. The fields are filled in `beforeAll`.
 */
export function useQuizNight(factory: TestDatabaseFactory) {
  let n = 0;
  const q = Object.assign(useTestApi(factory), {
    cookie: '',
    /** A guest sign-up for the Tuesday with a fresh team name and address; `over` replaces fields. */
    async signUp(over: Record<string, unknown> = {}, path = '/api/team-signups') {
      n++;
      return postJson(q.api, path, {
        date: tuesday,
        teamName: `Team ${n}`,
        players: 4,
        contactName: `Kontakt ${n}`,
        email: `team${n}@example.org`,
        altcha: await solvedProof(q.api),
        ...over,
      });
    },
    staff(method: string, path: string, body?: unknown) {
      return q.api.request(path, {
        method,
        headers: staffHeaders(q.cookie),
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    },
    async makeTeamNight(teams: unknown = limits, date = tuesday) {
      const res = await q.staff('POST', '/api/admin/closed-dates', { date, teams, reason: 'Quiz-Abend' });
      expect(res.status).toBe(201);
    },
    /** The payload of the newest mail of `kind` to `teamName`. */
    async teamMail(teamName: string, kind = 'team-signup') {
      const mail = await q.test.db.kysely
        .selectFrom('mail_outbox')
        .select('payload')
        .where('kind', '=', kind as 'team-signup')
        .where(sql<boolean>`payload ->> 'teamName' = ${teamName}`)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      return mail.payload as { token: string; status: string };
    },
    async night() {
      return (await q.api.request(`/api/team-signups?date=${tuesday}`)).json();
    },
  });

  beforeAll(async () => {
    await createStaffAccount(q.test.db);
    q.cookie = await signIn(q.api);
  });
  beforeEach(async () => {
    n = 0;
    await clearBookings(q.test.db);
    await q.test.db.kysely.deleteFrom('team_signups').execute();
    await q.test.db.kysely.deleteFrom('schedule_exceptions').execute();
  });
  return q;
}
