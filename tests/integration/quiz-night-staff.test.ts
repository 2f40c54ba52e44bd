import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dbErrorInfo } from '../../src/server/db/refusals';
import { runHourlyJobs } from '../../src/server/jobs/hourly';
import { asRole, type RequestRole } from '../../src/server/request-db';
import { databaseFactories } from '../helpers/databases';
import { postJson } from './booking-helpers';
import { tuesday, useQuizNight } from './quiz-helpers';

describe.each(databaseFactories)('the quiz night for staff (docs/quiz.md) on $kind', (factory) => {
  const q = useQuizNight(factory);

  it('runs the night for staff: list, phone team, check-in, points, rounds and the screen', async () => {
    await q.makeTeamNight({ maxTeams: 1, minPlayers: 2, maxPlayers: 6 });
    await q.signUp({ teamName: 'Online' });
    const added = await q.staff('POST', '/api/admin/team-signups', {
      date: tuesday,
      teamName: 'Am Telefon',
      players: 5,
      contactName: 'Frau Berg',
      phone: '07121 555',
      source: 'telefon',
    });
    expect(added.status).toBe(201);
    const { team } = await added.json();
    const patched = await q.staff('PATCH', `/api/admin/team-signups/${team.id}`, {
      checkedIn: true,
      tableIds: [4, 5],
      points: [5, 2.5, null, 3],
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      team: { teamName: 'Am Telefon', checkedIn: true, tableIds: [4, 5], points: [5, 2.5, null, 3] },
    });
    expect((await q.staff('PUT', `/api/admin/quiz-nights/${tuesday}`, { rounds: 8 })).status).toBe(200);
    const list = await (await q.staff('GET', `/api/admin/team-signups?date=${tuesday}`)).json();
    expect(list.rounds).toBe(8);
    expect(list.teams.map((t: { teamName: string }) => t.teamName)).toEqual(['Online', 'Am Telefon']);
    expect(list.teams[0]).toMatchObject({ contactName: 'Kontakt 1', email: 'team1@example.org', checkedIn: false });

    const screen = await (await q.staff('POST', `/api/admin/quiz-nights/${tuesday}/screen`)).json();
    const token = new URL(screen.url).hash.slice(1);
    const standings = await postJson(q.api, '/api/quiz-screen', { token });
    expect(await standings.json()).toEqual({
      date: tuesday,
      rounds: 8,
      teams: [
        { teamName: 'Online', points: [] },
        { teamName: 'Am Telefon', points: [5, 2.5, null, 3] },
      ],
    });
    expect((await postJson(q.api, '/api/quiz-screen', { token: 'f'.repeat(48) })).status).toBe(404);
    // The screen's and the team page's limits speak of what they limit, not of reservations.
    await postJson(q.api, '/api/quiz-screen', { token }, '10.99.0.1');
    await postJson(q.api, '/api/my-team', { token: 'f'.repeat(48) }, '10.99.0.1');
    await sql`update private.request_counts set hits = 100000 where bucket in ('quiz-screen', 'team-link')`.execute(
      q.test.db.kysely,
    );
    const limited = [
      await postJson(q.api, '/api/quiz-screen', { token }, '10.99.0.1'),
      await postJson(q.api, '/api/my-team', { token: 'f'.repeat(48) }, '10.99.0.1'),
    ];
    expect(await Promise.all(limited.map(async (r) => [r.status, (await r.json()).error]))).toEqual([
      [429, 'Zu viele Anfragen an die Punktetafel. Bitte versuchen Sie es später erneut.'],
      [429, 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.'],
    ]);
  });

  it('refuses staff changes that break the night’s rules with German errors, and scores one cell at a time', async () => {
    await q.makeTeamNight();
    await q.signUp({ teamName: 'Online' });
    const list = await (await q.staff('GET', `/api/admin/team-signups?date=${tuesday}`)).json();
    const id = list.teams[0].id as string;
    const refused = async (body: unknown, status: number, error: string) => {
      const res = await q.staff('PATCH', `/api/admin/team-signups/${id}`, body);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ error });
    };
    await refused({ players: 21 }, 422, 'Bitte eine Spielerzahl von 1 bis 20 angeben.');
    await refused({ players: 7 }, 422, 'Bitte 2 bis 6 Spieler angeben.');
    await refused({ email: null }, 422, 'Ein online angemeldetes Team behält seine E-Mail-Adresse.');
    await refused({ tableIds: [2 ** 31] }, 422, 'Bitte gültige Tische wählen.');
    await q.signUp({ teamName: 'Zweites' });
    await refused({ teamName: 'zweites' }, 409, 'Der Teamname ist an diesem Abend schon vergeben.');
    expect((await q.staff('PATCH', `/api/admin/team-signups/${id}`, { score: { round: 2, points: 4 } })).status).toBe(
      200,
    );
    const both = await q.staff('PATCH', `/api/admin/team-signups/${id}`, { score: { round: 0, points: 1.5 } });
    expect(await both.json()).toMatchObject({ team: { points: [1.5, null, 4] } });
  });

  it('answers a team that is gone with 404 and its text; its staff functions raise P0002', async () => {
    await q.makeTeamNight();
    const id = crypto.randomUUID();
    for (const [method, body] of [['DELETE'], ['PATCH', { teamName: 'Neu' }]] as const) {
      const res = await q.staff(method, `/api/admin/team-signups/${id}`, body);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 404,
        body: { error: 'Diese Anmeldung wurde nicht gefunden.' },
      });
    }
    const staffRole: RequestRole = { role: 'authenticated', claims: { staff_role: 'admin' } };
    for (const call of [
      sql`select public.staff_remove_team(${id}::uuid)`,
      sql`select public.staff_rename_team(${id}::uuid, 'Neu')`,
    ]) {
      const error = await asRole(q.test.db, staffRole, (tx) => call.execute(tx)).catch((e: unknown) => e);
      expect(dbErrorInfo(error)).toMatchObject({ code: 'P0002', message: 'not-found' });
    }
  });

  it('refuses guests the staff routes, and the guest role every row and column of the team list', async () => {
    await q.makeTeamNight();
    await q.signUp();
    expect((await q.api.request(`/api/admin/team-signups?date=${tuesday}`)).status).toBe(401);
    const asAnon = await q.test.db.kysely.transaction().execute(async (tx) => {
      await sql`set local role anon`.execute(tx);
      return sql`select count(*)::integer as n from public.team_signups`.execute(tx).then(
        () => 'read',
        (e: { code?: string }) => e.code,
      );
    });
    expect(asAnon).toBe('42501');
  });

  it('deletes the night’s teams 23 hours after its end', async () => {
    await q.makeTeamNight();
    await q.signUp();
    const purge = async (at: string) =>
      (await sql<{ n: number }>`select private.purge_quiz_nights(${at}::timestamptz) as n`.execute(q.test.db.kysely))
        .rows[0]?.n;
    // The night ends at midnight (Berlin) of the 25th = 23:00 UTC on the 24th.
    expect(await purge('2026-11-25T21:59:00Z')).toBe(0);
    expect(await purge('2026-11-25T22:00:00Z')).toBe(1);
    // The Node server's hourly job runs the same purge.
    await q.signUp();
    await runHourlyJobs(q.test.db, new Date('2026-11-25T22:00:00Z'));
    expect(await q.test.db.kysely.selectFrom('team_signups').select('id').execute()).toEqual([]);
  });
});
