import { sql } from 'kysely';
import type { TeamLimits } from '../../domain/quiz/team-limits';
import type {
  StaffTeam,
  StaffTeamRequest,
  TeamNightView,
  TeamPatch,
  TeamSignupRequest,
  TeamSignupView,
} from '../../domain/quiz/teams';
import type { AppDatabase } from '../db/database';
import { jsonb } from '../db/jsonb';
import { namedArgs } from '../db/named-args';
import type { Tx } from '../request-db';

/** The night as a guest sees it (`private.team_night_view()`). */
export async function teamNight(tx: Tx, date: string): Promise<TeamNightView> {
  const { rows } = await sql<{ v: TeamNightView }>`select private.team_night_view(${date}::date) as v`.execute(tx);
  if (!rows[0]?.v) throw new Error('team_night_view returned nothing');
  return rows[0].v;
}

/** `private.sign_up_team()`: the team as signed up or waiting, or `{ full }`; throws its SQL errors. */
export async function signUpTeam(tx: Tx, input: TeamSignupRequest, waitlist: boolean) {
  const { rows } = await sql<{
    t: { date: string; teamName: string; players: number; status: string } | { full: true };
  }>`
    select private.sign_up_team(${namedArgs({
      p_date: sql`${input.date}::date`,
      p_team_name: sql`${input.teamName}::text`,
      p_players: sql`${input.players}::integer`,
      p_contact_name: sql`${input.contactName}::text`,
      p_email: sql`${input.email}::text`,
      p_phone: sql`${input.phone ?? null}::text`,
      p_note: sql`${input.note ?? null}::text`,
      p_waitlist: sql`${waitlist}::boolean`,
    })}) as t`.execute(tx);
  if (!rows[0]?.t) throw new Error('sign_up_team returned nothing');
  return rows[0].t;
}

export type TeamAction = 'show' | 'players' | 'cancel' | 'accept';

/** The team of a link's secret after `action` (`private.team_by_token()`); undefined when it opens none. */
export async function teamByToken(
  tx: Tx,
  token: string,
  action: TeamAction,
  players?: number,
): Promise<TeamSignupView | undefined> {
  const { rows } = await sql<{ t: TeamSignupView | null }>`
    select private.team_by_token(${token}::text, ${action}::text, ${players ?? null}::integer) as t`.execute(tx);
  return rows[0]?.t ?? undefined;
}

/** Offers freed places of every team night to waiting teams; how many offers it made. */
export async function offerTeamPlaces(db: AppDatabase, now: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`select private.offer_team_places(${now}::timestamptz) as n`.execute(
    db.kysely,
  );
  return rows[0]?.n ?? 0;
}

/** The standings of a screen link's secret; undefined when it opens no night. */
export async function standingsByToken(tx: Tx, token: string) {
  const { rows } = await sql<{
    s: { date: string; rounds: number; teams: { teamName: string; points: (number | null)[] }[] } | null;
  }>`select private.quiz_standings(${token}::text) as s`.execute(tx);
  return rows[0]?.s ?? undefined;
}

/** The night's teams for staff, in sign-up order (RLS: staff only). */
export async function teamsOn(tx: Tx, date: string): Promise<StaffTeam[]> {
  const { rows } = await sql<StaffTeam>`
    select t.id, t.team_name as "teamName", t.players, t.contact_name as "contactName", t.email,
           public.mail_problem(null, t.id) as "mailProblem", t.phone, t.note,
           t.source, t.status, t.checked_in_at is not null as "checkedIn", to_jsonb(t.table_ids) as "tableIds",
           to_jsonb(t.points) as points, t.offer_expires_at as "offerExpiresAt"
    from public.team_signups t
    where t.date = ${date}::date
    order by t.status = 'waiting', t.created_at, t.id`.execute(tx);
  return rows.map((r) => ({
    ...r,
    points: r.points.map((p) => (p === null ? null : Number(p))),
    offerExpiresAt: r.offerExpiresAt && new Date(r.offerExpiresAt).toISOString(),
  }));
}

/** The night's team limits as the week and its exceptions set them; null: no team night (RLS: staff). */
export async function teamLimitsOn(tx: Tx, date: string): Promise<TeamLimits | null> {
  const { rows } = await sql<{ teams: TeamLimits | null }>`
    select case when e.date is null then w.teams else e.teams end as teams
    from public.booking_week w
    left join public.schedule_exceptions e on e.date = ${date}::date
    where w.weekday = extract(isodow from ${date}::date)`.execute(tx);
  return rows[0]?.teams ?? null;
}

/** The rounds of a night (6 until staff change them). */
export async function roundsOn(tx: Tx, date: string): Promise<number> {
  const row = await tx.selectFrom('quiz_nights').select('rounds').where('date', '=', date).executeTakeFirst();
  return row?.rounds ?? 6;
}

export async function setRounds(tx: Tx, date: string, rounds: number, now: Date): Promise<void> {
  await tx
    .insertInto('quiz_nights')
    .values({ date, rounds, updated_at: now })
    .onConflict((oc) => oc.column('date').doUpdateSet({ rounds, updated_at: now }))
    .execute();
}

/** `public.staff_add_team()`: the new team's id; throws its SQL errors. */
export async function addTeam(tx: Tx, input: StaffTeamRequest): Promise<string> {
  const { rows } = await sql<{ id: string }>`select public.staff_add_team(${namedArgs({
    p_date: sql`${input.date}::date`,
    p_team_name: sql`${input.teamName}::text`,
    p_players: sql`${input.players}::integer`,
    p_contact_name: sql`${input.contactName}::text`,
    p_email: sql`${input.email ?? null}::text`,
    p_phone: sql`${input.phone ?? null}::text`,
    p_note: sql`${input.note ?? null}::text`,
    p_source: sql`${input.source ?? 'telefon'}::text`,
  })}) as id`.execute(tx);
  if (!rows[0]?.id) throw new Error('staff_add_team returned nothing');
  return rows[0].id;
}

/** What a staff change must check against: the team's night and contact as stored. */
export async function teamForChange(tx: Tx, id: string) {
  return tx
    .selectFrom('team_signups')
    .select(['date', 'email', 'phone', 'source'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Writes a checked staff change (`changeTeam()`); the name goes through its function. */
export async function writeTeamChange(tx: Tx, id: string, patch: TeamPatch, now: Date): Promise<void> {
  if (patch.teamName !== undefined) {
    await sql`select public.staff_rename_team(${id}::uuid, ${patch.teamName}::text)`.execute(tx);
  }
  const set = {
    ...(patch.players !== undefined && { players: patch.players }),
    ...(patch.contactName !== undefined && { contact_name: patch.contactName }),
    ...(patch.email !== undefined && { email: patch.email ?? null }),
    ...(patch.phone !== undefined && { phone: patch.phone ?? null }),
    ...(patch.note !== undefined && { note: patch.note ?? null }),
    ...(patch.checkedIn !== undefined && { checked_in_at: patch.checkedIn ? now : null }),
    ...(patch.tableIds !== undefined && { table_ids: sql<number[]>`${intArray(patch.tableIds)}` }),
    ...(patch.points !== undefined && { points: sql<(number | null)[]>`${numericArray(patch.points)}` }),
  };
  if (Object.keys(set).length > 0) await tx.updateTable('team_signups').set(set).where('id', '=', id).execute();
  if (patch.score) {
    // One cell only: Postgres fills the rounds before it with nulls.
    await sql`update public.team_signups set points[${patch.score.round + 1}::integer] = ${patch.score.points}::numeric
      where id = ${id}::uuid`.execute(tx);
  }
}

// Arrays travel as JSON text: the two drivers pass JS arrays to Postgres differently.
const intArray = (values: readonly number[]) =>
  sql`array(select v::integer from jsonb_array_elements_text(${jsonb(values)}) with ordinality as e(v, i) order by i)`;
const numericArray = (values: readonly (number | null)[]) =>
  sql`array(select v::numeric from jsonb_array_elements_text(${jsonb(values)}) with ordinality as e(v, i) order by i)`;

/** `public.staff_remove_team()`: raises P0002 'not-found' when there is no such team. */
export async function removeTeam(tx: Tx, id: string): Promise<void> {
  await sql`select public.staff_remove_team(${id}::uuid)`.execute(tx);
}

/** A new secret for the night's screen (`public.staff_quiz_screen_link()`). */
export async function screenSecret(tx: Tx, date: string): Promise<string> {
  const { rows } = await sql<{ s: string }>`select public.staff_quiz_screen_link(${date}::date) as s`.execute(tx);
  if (!rows[0]?.s) throw new Error('staff_quiz_screen_link returned nothing');
  return rows[0].s;
}
