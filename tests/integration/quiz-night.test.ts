import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runMinuteJobs } from '../../src/server/jobs/minute';
import { solvedProof } from '../helpers/api';
import { databaseFactories } from '../helpers/databases';
import { postJson } from './booking-helpers';
import { tuesday, useQuizNight } from './quiz-helpers';

describe.each(databaseFactories)('the quiz night (docs/quiz.md) on $kind', (factory) => {
  const q = useQuizNight(factory);

  it('leaves the WhatsApp Tuesday as it was where the night has no teams', async () => {
    expect(await q.night()).toMatchObject({ date: tuesday, open: false, maxTeams: 0, free: 0 });
    const res = await q.signUp();
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: 'An diesem Tag ist kein Quiz-Abend mit Team-Anmeldung.',
      fieldErrors: { date: 'An diesem Tag ist kein Quiz-Abend mit Team-Anmeldung.' },
    });
    const day = await (await q.api.request(`/api/availability?date=${tuesday}`)).json();
    expect(day).toMatchObject({ whatsapp: true, teamNight: false, reason: 'Quiz-Abend – Anmeldung nur über WhatsApp' });
  });

  it('signs a team up with the documented answer, its mail and the places left', async () => {
    await q.makeTeamNight();
    const day = await (await q.api.request(`/api/availability?date=${tuesday}`)).json();
    expect(day).toMatchObject({ whatsapp: false, teamNight: true, status: 'closed' });
    const res = await q.signUp({ teamName: '  Die Quizzer ', phone: '07121 12345', note: 'Bringen Kuchen' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      signup: { date: tuesday, teamName: 'Die Quizzer', players: 4, status: 'signed' },
      message: 'Team Die Quizzer ist angemeldet.',
    });
    expect(await q.night()).toMatchObject({
      open: true,
      maxTeams: 15,
      teams: 1,
      free: 14,
      minPlayers: 2,
      maxPlayers: 6,
      startTime: '19:30',
      closesAt: '2026-11-24T18:30:00+00:00',
    });
    expect((await q.teamMail('Die Quizzer')).status).toBe('signed');
  });

  it('keeps names unique per night ignoring case and spaces', async () => {
    await q.makeTeamNight();
    expect((await q.signUp({ teamName: 'Die Quizzer' })).status).toBe(201);
    for (const name of ['die quizzer', 'DieQuizzer', ' DIE  QUIZ ZER ']) {
      const res = await q.signUp({ teamName: name });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'Der Teamname ist an diesem Abend schon vergeben.' });
    }
  });

  it('refuses players outside the night’s limits and bad fields with German errors, changing nothing', async () => {
    await q.makeTeamNight();
    const few = await q.signUp({ players: 1 });
    expect(few.status).toBe(422);
    expect(await few.json()).toMatchObject({ fieldErrors: { players: 'Bitte 2 bis 6 Spieler angeben.' } });
    const short = await q.signUp({ teamName: 'X' });
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      fieldErrors: { teamName: 'Bitte einen Teamnamen mit 2 bis 40 Zeichen angeben.' },
    });
    expect(await q.test.db.kysely.selectFrom('team_signups').select('id').execute()).toEqual([]);
  });

  it('closes sign-up at the night’s start', async () => {
    await q.makeTeamNight();
    await q.setNow(new Date('2026-11-24T18:30:00Z'));
    expect(await q.night()).toMatchObject({ open: false });
    const res = await q.signUp();
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: 'Die Anmeldung für diesen Quiz-Abend ist geschlossen.' });
  });

  it('gives exactly maxTeams places to 50 simultaneous sign-ups', async () => {
    await q.makeTeamNight();
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => ({
        date: tuesday,
        teamName: `Gleichzeitig ${i}`,
        players: 3,
        contactName: `Kontakt ${i}`,
        email: `gleich${i}@example.org`,
        altcha: await solvedProof(q.api),
      })),
    );
    const responses = await Promise.all(bodies.map((b) => postJson(q.api, '/api/team-signups', b)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(15);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    const refused = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
    expect(new Set(refused.map((b) => b.error))).toEqual(new Set(['Der Quiz-Abend ist leider ausgebucht.']));
    expect(await q.test.db.kysely.selectFrom('team_signups').select('id').execute()).toHaveLength(15);
  });

  it('fills a freed place from the waitlist by offer and hold, and lets the team take it', async () => {
    await q.makeTeamNight({ maxTeams: 1, minPlayers: 2, maxPlayers: 6 });
    expect((await q.signUp({ teamName: 'Erste' })).status).toBe(201);
    const full = await q.signUp({ teamName: 'Zweite' });
    expect(full.status).toBe(409);
    const waiting = await q.signUp({ teamName: 'Zweite' }, '/api/team-signups/waitlist');
    expect(waiting.status).toBe(201);
    expect(await waiting.json()).toMatchObject({ signup: { status: 'waiting' } });
    expect(await q.night()).toMatchObject({ teams: 1, free: 0, waiting: 1 });
    const waitingLink = (await q.teamMail('Zweite')).token;

    const first = await q.teamMail('Erste');
    const cancel = await postJson(q.api, '/api/my-team/cancel', { token: first.token });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ message: 'Team Erste ist abgemeldet.' });

    const offer = await q.teamMail('Zweite', 'team-offer');
    expect(offer.status).toBe('offered');
    expect(await q.night()).toMatchObject({ teams: 1, free: 0, waiting: 0 });
    const take = await postJson(q.api, '/api/my-team/accept', { token: offer.token });
    expect(take.status).toBe(200);
    expect(await take.json()).toMatchObject({ team: { teamName: 'Zweite', status: 'signed' } });
    expect((await q.teamMail('Zweite')).status).toBe('signed');
    // Both of the team's links open it: the one from its waiting mail and the offer's.
    for (const token of [waitingLink, offer.token]) {
      const page = await postJson(q.api, '/api/my-team', { token });
      expect(await page.json()).toMatchObject({ team: { teamName: 'Zweite', status: 'signed' } });
    }
  });

  it('lets a lapsed offer pass to the next waiting team with the minute job', async () => {
    await q.makeTeamNight({ maxTeams: 1, minPlayers: 2, maxPlayers: 6 });
    await q.signUp({ teamName: 'Erste' });
    await q.signUp({ teamName: 'Zweite' }, '/api/team-signups/waitlist');
    await q.signUp({ teamName: 'Dritte' }, '/api/team-signups/waitlist');
    await postJson(q.api, '/api/my-team/cancel', { token: (await q.teamMail('Erste')).token });
    await q.setNow(new Date(q.now.getTime() + 31 * 60_000));
    await runMinuteJobs(q.test.db, q.now);
    const rows = await q.test.db.kysely.selectFrom('team_signups').select(['team_name', 'status']).execute();
    expect(rows).toEqual([{ team_name: 'Dritte', status: 'offered' }]);
  });

  it('gives a freed place to the waiting team before any new sign-up', async () => {
    await q.makeTeamNight({ maxTeams: 1, minPlayers: 2, maxPlayers: 6 });
    await q.signUp({ teamName: 'Erste' });
    await q.signUp({ teamName: 'Wartend' }, '/api/team-signups/waitlist');
    // The place frees without an offer yet (as when an offer lapses between two minute jobs).
    await sql`delete from public.team_signups where team_name = 'Erste'`.execute(q.test.db.kysely);
    expect(await q.night()).toMatchObject({ free: 0, waiting: 1 });
    const late = await q.signUp({ teamName: 'Zu spät' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'Der Quiz-Abend ist leider ausgebucht.' });
    // The refused sign-up still made the offer.
    expect((await q.teamMail('Wartend', 'team-offer')).status).toBe('offered');
  });

  it('gives a raised limit’s place to the waiting team first, and keeps the team’s first link', async () => {
    await q.makeTeamNight({ maxTeams: 1, minPlayers: 2, maxPlayers: 6 });
    await q.signUp({ teamName: 'Erste' });
    await q.signUp({ teamName: 'Wartend' }, '/api/team-signups/waitlist');
    const waitingLink = (await q.teamMail('Wartend')).token;
    const accepting = await postJson(q.api, '/api/my-team/accept', { token: waitingLink });
    expect(accepting.status).toBe(409);
    expect(await accepting.json()).toMatchObject({ error: 'Für Ihr Team ist gerade kein Platz angeboten.' });
    // The staff write that raises the limit offers the place at once.
    await q.makeTeamNight({ maxTeams: 2, minPlayers: 2, maxPlayers: 6 });
    expect(await q.night()).toMatchObject({ teams: 2, free: 0, waiting: 0 });
    const late = await q.signUp({ teamName: 'Zu spät' });
    expect(late.status).toBe(409);
    expect((await q.teamMail('Wartend', 'team-offer')).status).toBe('offered');
    const page = await postJson(q.api, '/api/my-team', { token: waitingLink });
    expect(await page.json()).toMatchObject({ team: { teamName: 'Wartend', status: 'offered' } });
  });

  it('takes back a team’s unsent mails when it leaves', async () => {
    await q.makeTeamNight();
    await q.signUp({ teamName: 'Kurz da' });
    const { token } = await q.teamMail('Kurz da');
    await postJson(q.api, '/api/my-team/cancel', { token });
    const left = await q.test.db.kysely
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'team-signup')
      .execute();
    expect(left).toEqual([]);
  });

  it('lets the team change its players within the limits and nothing else', async () => {
    await q.makeTeamNight();
    await q.signUp({ teamName: 'Wechsler' });
    const { token } = await q.teamMail('Wechsler');
    const ok = await postJson(q.api, '/api/my-team/change', { token, players: 6 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ team: { players: 6 } });
    const bad = await postJson(q.api, '/api/my-team/change', { token, players: 7 });
    expect(bad.status).toBe(422);
    const row = await q.test.db.kysely.selectFrom('team_signups').select('players').executeTakeFirstOrThrow();
    expect(row.players).toBe(6);
  });
});
