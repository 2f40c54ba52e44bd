import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { dbErrorInfo } from '../../src/server/db/refusals';
import { runHourlyJobs } from '../../src/server/jobs/hourly';
import { runMinuteJobs } from '../../src/server/jobs/minute';
import { asRole, type RequestRole } from '../../src/server/request-db';
import { solvedProof, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase, testNow } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { clearBookings, postJson } from './booking-helpers';

/** The Tuesday after the test's Saturday: a quiz night, 19:30 (the settings' opening). */
const tuesday = '2026-11-24';
const limits = { maxTeams: 15, minPlayers: 2, maxPlayers: 6 };

describe.each(databaseFactories)('the quiz night (docs/quiz.md) on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let now = testNow;
  let cookie: string;
  let n = 0;

  const signUp = async (over: Record<string, unknown> = {}, path = '/api/team-signups') =>
    postJson(api, path, {
      date: tuesday,
      teamName: `Team ${++n}`,
      players: 4,
      contactName: `Kontakt ${n}`,
      email: `team${n}@example.org`,
      altcha: await solvedProof(api),
      ...over,
    });
  const staff = (method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: staffHeaders(cookie),
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const makeTeamNight = async (teams: unknown = limits, date = tuesday) => {
    const res = await staff('POST', '/api/admin/closed-dates', { date, teams, reason: 'Quiz-Abend' });
    expect(res.status).toBe(201);
  };
  const teamMail = async (teamName: string, kind = 'team-signup') => {
    const mail = await test.db.kysely
      .selectFrom('mail_outbox')
      .select('payload')
      .where('kind', '=', kind as 'team-signup')
      .where(sql<boolean>`payload ->> 'teamName' = ${teamName}`)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return mail.payload as { token: string; status: string };
  };
  const night = async () => (await api.request(`/api/team-signups?date=${tuesday}`)).json();

  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: () => now });
    await createStaffAccount(test.db);
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    now = testNow;
    n = 0;
    await pinDatabaseClock(test.db, now);
    await clearBookings(test.db);
    await test.db.kysely.deleteFrom('team_signups').execute();
    await test.db.kysely.deleteFrom('schedule_exceptions').execute();
  });

  it('leaves the WhatsApp Tuesday as it was where the night has no teams', async () => {
    expect(await night()).toMatchObject({ date: tuesday, open: false, maxTeams: 0, free: 0 });
    const res = await signUp();
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: 'An diesem Tag ist kein Quiz-Abend mit Team-Anmeldung.',
      fieldErrors: { date: 'An diesem Tag ist kein Quiz-Abend mit Team-Anmeldung.' },
    });
    const day = await (await api.request(`/api/availability?date=${tuesday}`)).json();
    expect(day).toMatchObject({ whatsapp: true, teamNight: false, reason: 'Quiz-Abend – Anmeldung nur über WhatsApp' });
  });

  it('signs a team up with the documented answer, its mail and the places left', async () => {
    await makeTeamNight();
    const day = await (await api.request(`/api/availability?date=${tuesday}`)).json();
    expect(day).toMatchObject({ whatsapp: false, teamNight: true, status: 'closed' });
    const res = await signUp({ teamName: '  Die Quizzer ', phone: '07121 12345', note: 'Bringen Kuchen' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      signup: { date: tuesday, teamName: 'Die Quizzer', players: 4, status: 'signed' },
      message: 'Team Die Quizzer ist angemeldet.',
    });
    expect(await night()).toMatchObject({
      open: true,
      maxTeams: 15,
      teams: 1,
      free: 14,
      minPlayers: 2,
      maxPlayers: 6,
      startTime: '19:30',
      closesAt: '2026-11-24T18:30:00+00:00',
    });
    expect((await teamMail('Die Quizzer')).status).toBe('signed');
  });

  it('keeps names unique per night ignoring case and spaces', async () => {
    await makeTeamNight();
    expect((await signUp({ teamName: 'Die Quizzer' })).status).toBe(201);
    for (const name of ['die quizzer', 'DieQuizzer', ' DIE  QUIZ ZER ']) {
      const res = await signUp({ teamName: name });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'Der Teamname ist an diesem Abend schon vergeben.' });
    }
  });

  it('refuses players outside the night’s limits and bad fields with German errors, changing nothing', async () => {
    await makeTeamNight();
    const few = await signUp({ players: 1 });
    expect(few.status).toBe(422);
    expect(await few.json()).toMatchObject({ fieldErrors: { players: 'Bitte 2 bis 6 Spieler angeben.' } });
    const short = await signUp({ teamName: 'X' });
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      fieldErrors: { teamName: 'Bitte einen Teamnamen mit 2 bis 40 Zeichen angeben.' },
    });
    expect(await test.db.kysely.selectFrom('team_signups').select('id').execute()).toEqual([]);
  });

  it('closes sign-up at the night’s start', async () => {
    await makeTeamNight();
    now = new Date('2026-11-24T18:30:00Z');
    await pinDatabaseClock(test.db, now);
    expect(await night()).toMatchObject({ open: false });
    const res = await signUp();
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: 'Die Anmeldung für diesen Quiz-Abend ist geschlossen.' });
  });

  it('gives exactly maxTeams places to 50 simultaneous sign-ups', async () => {
    await makeTeamNight();
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => ({
        date: tuesday,
        teamName: `Gleichzeitig ${i}`,
        players: 3,
        contactName: `Kontakt ${i}`,
        email: `gleich${i}@example.org`,
        altcha: await solvedProof(api),
      })),
    );
    const responses = await Promise.all(bodies.map((b) => postJson(api, '/api/team-signups', b)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(15);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    const refused = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
    expect(new Set(refused.map((b) => b.error))).toEqual(new Set(['Der Quiz-Abend ist leider ausgebucht.']));
    expect(await test.db.kysely.selectFrom('team_signups').select('id').execute()).toHaveLength(15);
  });

  it('fills a freed place from the waitlist by offer and hold, and lets the team take it', async () => {
    await makeTeamNight({ maxTeams: 1, minPlayers: 2, maxPlayers: 6 });
    expect((await signUp({ teamName: 'Erste' })).status).toBe(201);
    const full = await signUp({ teamName: 'Zweite' });
    expect(full.status).toBe(409);
    const waiting = await signUp({ teamName: 'Zweite' }, '/api/team-signups/waitlist');
    expect(waiting.status).toBe(201);
    expect(await waiting.json()).toMatchObject({ signup: { status: 'waiting' } });
    expect(await night()).toMatchObject({ teams: 1, free: 0, waiting: 1 });
    const waitingLink = (await teamMail('Zweite')).token;

    const first = await teamMail('Erste');
    const cancel = await postJson(api, '/api/my-team/cancel', { token: first.token });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ message: 'Team Erste ist abgemeldet.' });

    const offer = await teamMail('Zweite', 'team-offer');
    expect(offer.status).toBe('offered');
    expect(await night()).toMatchObject({ teams: 1, free: 0, waiting: 0 });
    const take = await postJson(api, '/api/my-team/accept', { token: offer.token });
    expect(take.status).toBe(200);
    expect(await take.json()).toMatchObject({ team: { teamName: 'Zweite', status: 'signed' } });
    expect((await teamMail('Zweite')).status).toBe('signed');
    // Both of the team's links open it: the one from its waiting mail and the offer's.
    for (const token of [waitingLink, offer.token]) {
      const page = await postJson(api, '/api/my-team', { token });
      expect(await page.json()).toMatchObject({ team: { teamName: 'Zweite', status: 'signed' } });
    }
  });

  it('lets a lapsed offer pass to the next waiting team with the minute job', async () => {
    await makeTeamNight({ maxTeams: 1, minPlayers: 2, maxPlayers: 6 });
    await signUp({ teamName: 'Erste' });
    await signUp({ teamName: 'Zweite' }, '/api/team-signups/waitlist');
    await signUp({ teamName: 'Dritte' }, '/api/team-signups/waitlist');
    await postJson(api, '/api/my-team/cancel', { token: (await teamMail('Erste')).token });
    now = new Date(now.getTime() + 31 * 60_000);
    await pinDatabaseClock(test.db, now);
    await runMinuteJobs(test.db, now);
    const rows = await test.db.kysely.selectFrom('team_signups').select(['team_name', 'status']).execute();
    expect(rows).toEqual([{ team_name: 'Dritte', status: 'offered' }]);
  });

  it('gives a freed place to the waiting team before any new sign-up', async () => {
    await makeTeamNight({ maxTeams: 1, minPlayers: 2, maxPlayers: 6 });
    await signUp({ teamName: 'Erste' });
    await signUp({ teamName: 'Wartend' }, '/api/team-signups/waitlist');
    // The place frees without an offer yet (as when an offer lapses between two minute jobs).
    await sql`delete from public.team_signups where team_name = 'Erste'`.execute(test.db.kysely);
    expect(await night()).toMatchObject({ free: 0, waiting: 1 });
    const late = await signUp({ teamName: 'Zu spät' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'Der Quiz-Abend ist leider ausgebucht.' });
    // The refused sign-up still made the offer.
    expect((await teamMail('Wartend', 'team-offer')).status).toBe('offered');
  });

  it('gives a raised limit’s place to the waiting team first, and keeps the team’s first link', async () => {
    await makeTeamNight({ maxTeams: 1, minPlayers: 2, maxPlayers: 6 });
    await signUp({ teamName: 'Erste' });
    await signUp({ teamName: 'Wartend' }, '/api/team-signups/waitlist');
    const waitingLink = (await teamMail('Wartend')).token;
    const accepting = await postJson(api, '/api/my-team/accept', { token: waitingLink });
    expect(accepting.status).toBe(409);
    expect(await accepting.json()).toMatchObject({ error: 'Für Ihr Team ist gerade kein Platz angeboten.' });
    // The staff write that raises the limit offers the place at once.
    await makeTeamNight({ maxTeams: 2, minPlayers: 2, maxPlayers: 6 });
    expect(await night()).toMatchObject({ teams: 2, free: 0, waiting: 0 });
    const late = await signUp({ teamName: 'Zu spät' });
    expect(late.status).toBe(409);
    expect((await teamMail('Wartend', 'team-offer')).status).toBe('offered');
    const page = await postJson(api, '/api/my-team', { token: waitingLink });
    expect(await page.json()).toMatchObject({ team: { teamName: 'Wartend', status: 'offered' } });
  });

  it('takes back a team’s unsent mails when it leaves', async () => {
    await makeTeamNight();
    await signUp({ teamName: 'Kurz da' });
    const { token } = await teamMail('Kurz da');
    await postJson(api, '/api/my-team/cancel', { token });
    const left = await test.db.kysely
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'team-signup')
      .execute();
    expect(left).toEqual([]);
  });

  it('lets the team change its players within the limits and nothing else', async () => {
    await makeTeamNight();
    await signUp({ teamName: 'Wechsler' });
    const { token } = await teamMail('Wechsler');
    const ok = await postJson(api, '/api/my-team/change', { token, players: 6 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ team: { players: 6 } });
    const bad = await postJson(api, '/api/my-team/change', { token, players: 7 });
    expect(bad.status).toBe(422);
    const row = await test.db.kysely.selectFrom('team_signups').select('players').executeTakeFirstOrThrow();
    expect(row.players).toBe(6);
  });

  it('runs the night for staff: list, phone team, check-in, points, rounds and the screen', async () => {
    await makeTeamNight({ maxTeams: 1, minPlayers: 2, maxPlayers: 6 });
    await signUp({ teamName: 'Online' });
    const added = await staff('POST', '/api/admin/team-signups', {
      date: tuesday,
      teamName: 'Am Telefon',
      players: 5,
      contactName: 'Frau Berg',
      phone: '07121 555',
      source: 'telefon',
    });
    expect(added.status).toBe(201);
    const { team } = await added.json();
    const patched = await staff('PATCH', `/api/admin/team-signups/${team.id}`, {
      checkedIn: true,
      tableIds: [4, 5],
      points: [5, 2.5, null, 3],
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      team: { teamName: 'Am Telefon', checkedIn: true, tableIds: [4, 5], points: [5, 2.5, null, 3] },
    });
    expect((await staff('PUT', `/api/admin/quiz-nights/${tuesday}`, { rounds: 8 })).status).toBe(200);
    const list = await (await staff('GET', `/api/admin/team-signups?date=${tuesday}`)).json();
    expect(list.rounds).toBe(8);
    expect(list.teams.map((t: { teamName: string }) => t.teamName)).toEqual(['Online', 'Am Telefon']);
    expect(list.teams[0]).toMatchObject({ contactName: 'Kontakt 1', email: 'team1@example.org', checkedIn: false });

    const screen = await (await staff('POST', `/api/admin/quiz-nights/${tuesday}/screen`)).json();
    const token = new URL(screen.url).hash.slice(1);
    const standings = await postJson(api, '/api/quiz-screen', { token });
    expect(await standings.json()).toEqual({
      date: tuesday,
      rounds: 8,
      teams: [
        { teamName: 'Online', points: [] },
        { teamName: 'Am Telefon', points: [5, 2.5, null, 3] },
      ],
    });
    expect((await postJson(api, '/api/quiz-screen', { token: 'f'.repeat(48) })).status).toBe(404);
    // The screen's and the team page's limits speak of what they limit, not of reservations.
    await postJson(api, '/api/quiz-screen', { token }, '10.99.0.1');
    await postJson(api, '/api/my-team', { token: 'f'.repeat(48) }, '10.99.0.1');
    await sql`update private.request_counts set hits = 100000 where bucket in ('quiz-screen', 'team-link')`.execute(
      test.db.kysely,
    );
    const limited = [
      await postJson(api, '/api/quiz-screen', { token }, '10.99.0.1'),
      await postJson(api, '/api/my-team', { token: 'f'.repeat(48) }, '10.99.0.1'),
    ];
    expect(await Promise.all(limited.map(async (r) => [r.status, (await r.json()).error]))).toEqual([
      [429, 'Zu viele Anfragen an die Punktetafel. Bitte versuchen Sie es später erneut.'],
      [429, 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.'],
    ]);
  });

  it('refuses staff changes that break the night’s rules with German errors, and scores one cell at a time', async () => {
    await makeTeamNight();
    await signUp({ teamName: 'Online' });
    const list = await (await staff('GET', `/api/admin/team-signups?date=${tuesday}`)).json();
    const id = list.teams[0].id as string;
    const refused = async (body: unknown, status: number, error: string) => {
      const res = await staff('PATCH', `/api/admin/team-signups/${id}`, body);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ error });
    };
    await refused({ players: 21 }, 422, 'Bitte eine Spielerzahl von 1 bis 20 angeben.');
    await refused({ players: 7 }, 422, 'Bitte 2 bis 6 Spieler angeben.');
    await refused({ email: null }, 422, 'Ein online angemeldetes Team behält seine E-Mail-Adresse.');
    await refused({ tableIds: [2 ** 31] }, 422, 'Bitte gültige Tische wählen.');
    await signUp({ teamName: 'Zweites' });
    await refused({ teamName: 'zweites' }, 409, 'Der Teamname ist an diesem Abend schon vergeben.');
    expect((await staff('PATCH', `/api/admin/team-signups/${id}`, { score: { round: 2, points: 4 } })).status).toBe(
      200,
    );
    const both = await staff('PATCH', `/api/admin/team-signups/${id}`, { score: { round: 0, points: 1.5 } });
    expect(await both.json()).toMatchObject({ team: { points: [1.5, null, 4] } });
  });

  it('answers a team that is gone with 404 and its text; its staff functions raise P0002', async () => {
    await makeTeamNight();
    const id = crypto.randomUUID();
    for (const [method, body] of [['DELETE'], ['PATCH', { teamName: 'Neu' }]] as const) {
      const res = await staff(method, `/api/admin/team-signups/${id}`, body);
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
      const error = await asRole(test.db, staffRole, (tx) => call.execute(tx)).catch((e: unknown) => e);
      expect(dbErrorInfo(error)).toMatchObject({ code: 'P0002', message: 'not-found' });
    }
  });

  it('refuses guests the staff routes, and the guest role every row and column of the team list', async () => {
    await makeTeamNight();
    await signUp();
    expect((await api.request(`/api/admin/team-signups?date=${tuesday}`)).status).toBe(401);
    const asAnon = await test.db.kysely.transaction().execute(async (tx) => {
      await sql`set local role anon`.execute(tx);
      return sql`select count(*)::integer as n from public.team_signups`.execute(tx).then(
        () => 'read',
        (e: { code?: string }) => e.code,
      );
    });
    expect(asAnon).toBe('42501');
  });

  it('deletes the night’s teams 23 hours after its end', async () => {
    await makeTeamNight();
    await signUp();
    const purge = async (at: string) =>
      (await sql<{ n: number }>`select private.purge_quiz_nights(${at}::timestamptz) as n`.execute(test.db.kysely))
        .rows[0]?.n;
    // The night ends at midnight (Berlin) of the 25th = 23:00 UTC on the 24th.
    expect(await purge('2026-11-25T21:59:00Z')).toBe(0);
    expect(await purge('2026-11-25T22:00:00Z')).toBe(1);
    // The Node server's hourly job runs the same purge.
    await signUp();
    await runHourlyJobs(test.db, new Date('2026-11-25T22:00:00Z'));
    expect(await test.db.kysely.selectFrom('team_signups').select('id').execute()).toEqual([]);
  });
});
