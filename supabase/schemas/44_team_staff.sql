-- Why: the quizmaster adds teams that signed up by phone, WhatsApp or at the door
-- (docs/quiz.md#the-quizmaster): the night's player limits hold, the team limit does not (staff
-- decide who else fits), and sign-up stays open until the night's end. Checks is_staff().
-- Errors: those of team_night_rules() | 22023 'name-taken'.
create or replace function public.staff_add_team(
  p_date date,
  p_team_name text,
  p_players integer,
  p_contact_name text,
  p_email text,
  p_phone text,
  p_note text,
  p_source text
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can add teams';
  end if;
  perform private.team_night_rules(p_date, p_players, true);
  perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(p_date::text));
  begin
    insert into public.team_signups (date, team_name, players, contact_name, email, phone, note, source, created_by)
    values (p_date, btrim(p_team_name), p_players, btrim(p_contact_name), nullif(btrim(p_email), ''),
            nullif(btrim(p_phone), ''), nullif(btrim(p_note), ''), p_source,
            (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid)
    returning id into v_id;
  exception when unique_violation then
    raise exception using errcode = '22023', message = 'name-taken';
  end;
  return v_id;
end
$$;

revoke all on function public.staff_add_team(date, text, integer, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.staff_add_team(date, text, integer, text, text, text, text, text) to authenticated;

-- Why: a team that cannot come, or a waiting team taken off the list, by staff: its place goes to
-- the next waiting team at once. Checks is_staff(). Errors: P0002 'not-found' when there is no
-- such team.
create or replace function public.staff_remove_team(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_date date;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can remove teams';
  end if;
  select t.date into v_date from public.team_signups t where t.id = p_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(v_date::text));
  delete from public.team_signups t where t.id = p_id;
  perform private.offer_team_places(private.clock(), v_date);
end
$$;

revoke all on function public.staff_remove_team(uuid) from public, anon, authenticated;
grant execute on function public.staff_remove_team(uuid) to authenticated;

-- Why: staff rename a team (a typo, a pun that came late); names stay unique per night.
-- Checks is_staff(). Errors: 22023 'name-taken' | 'team-name'; P0002 'not-found' when there is
-- no such team.
create or replace function public.staff_rename_team(p_id uuid, p_team_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can rename teams';
  end if;
  update public.team_signups t set team_name = btrim(p_team_name) where t.id = p_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
exception
  when unique_violation then
    raise exception using errcode = '22023', message = 'name-taken';
  when check_violation then
    raise exception using errcode = '22023', message = 'team-name';
end
$$;

revoke all on function public.staff_rename_team(uuid, text) from public, anon, authenticated;
grant execute on function public.staff_rename_team(uuid, text) to authenticated;

-- Why: a team's links belong to the address they were mailed to. When a team's e-mail changes (the
-- quizmaster's 'Ändern' writes the column under its grant; whoever writes it), no link sent before
-- opens anything: the team's and its offer's secrets give way to one new secret, which only the
-- mail to the new address carries ('team-offer' while a place is held for the team, 'team-signup'
-- otherwise), and the team's mails still waiting for the old address are taken back. A team that
-- never had a link (entered by staff) gets none now; a removed address gets no link. A change of
-- letter case only is the same address.
create or replace function private.relink_team()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := case when new.email is not null and (old.token_hash is not null or old.offer_token_hash is not null)
                       then private.mint_link_secret() end;
begin
  delete from public.mail_outbox m
  where m.status = 'pending' and m.payload ->> 'signupId' = new.id::text and m.kind in ('team-signup', 'team-offer');
  -- A mail given up keeps its content for 'Erneut senden', which would send it to the old address.
  update public.mail_outbox m set payload = null
  where m.status = 'failed' and m.payload ->> 'signupId' = new.id::text and m.kind in ('team-signup', 'team-offer');
  new.token_hash := private.link_hash(v_token);
  new.offer_token_hash := null;
  if v_token is not null then
    insert into public.mail_outbox (kind, payload, purge_after)
    select case when new.status = 'offered' then 'team-offer' else 'team-signup' end,
           private.team_mail_data(new, v_token), n.ends_at + interval '23 hours'
    from private.team_night(new.date) n;
  end if;
  return new;
end
$$;

revoke all on function private.relink_team() from public, anon, authenticated;

create trigger team_signups_relink_on_new_address
  before update of email on public.team_signups
  for each row
  when (lower(old.email) is distinct from lower(new.email))
  execute function private.relink_team();

-- Why: the link staff open on the pub's screen (docs/quiz.md#the-screen): a new secret for the
-- night, kept as sha256. Checks is_staff(); answers the secret.
create or replace function public.staff_quiz_screen_link(p_date date)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.mint_link_secret();
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can open the screen';
  end if;
  if (select n.teams from private.team_night(p_date) n) is null then
    raise exception using errcode = '22023', message = 'not-team-night';
  end if;
  insert into public.quiz_screen_links (token_hash, date) values (private.link_hash(v_token), p_date);
  return v_token;
end
$$;

revoke all on function public.staff_quiz_screen_link(date) from public, anon, authenticated;
grant execute on function public.staff_quiz_screen_link(date) to authenticated;

-- Why: what the pub's screen shows: team names and points of the signed teams, nothing else.
-- Null when the secret opens no night (unknown, or its night is gone).
create or replace function private.quiz_standings(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'date', l.date,
    'rounds', coalesce((select q.rounds from public.quiz_nights q where q.date = l.date), 6),
    'teams', coalesce((
      select jsonb_agg(jsonb_build_object('teamName', t.team_name, 'points', to_jsonb(t.points))
                       order by t.created_at, t.id)
      from public.team_signups t where t.date = l.date and t.status = 'signed'), '[]'::jsonb))
  from public.quiz_screen_links l
  where l.token_hash = private.link_hash(p_token)
$$;

revoke all on function private.quiz_standings(text) from public, anon, authenticated;
grant execute on function private.quiz_standings(text) to anon;

-- Why: the privacy text promises that sign-ups, team names and scores are deleted at the latest
-- 24 hours after the night: teams, rounds and screen links go 23 hours after the night's end (with
-- the hourly retention jobs). The delete keeps the signed teams' anonymous counts
-- (private.keep_team_counts(), while figures.purging is on). Returns how many teams it deleted.
create or replace function private.purge_quiz_nights(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform set_config('figures.purging', 'on', true);
  delete from public.team_signups t
  where (select n.ends_at from private.team_night(t.date) n) <= p_now - interval '23 hours';
  get diagnostics v_count = row_count;
  perform set_config('figures.purging', 'off', true);
  delete from public.quiz_nights q
  where (select n.ends_at from private.team_night(q.date) n) <= p_now - interval '23 hours';
  delete from public.quiz_screen_links l
  where (select n.ends_at from private.team_night(l.date) n) <= p_now - interval '23 hours';
  return v_count;
end
$$;

revoke all on function private.purge_quiz_nights(timestamptz) from public, anon, authenticated;
