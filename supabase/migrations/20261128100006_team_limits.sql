-- Why: a team night's limits were checked by two copies of one constraint (the week's, a dated
-- exception's), and the places a night's limit counts by three copies of one count. The domain
-- public.team_limits holds the rule once, each table's constraint keeps its name and casts its
-- column to it; private.team_places_taken() is the one count (signed teams and offers still held)
-- for the night's page, a sign-up and the offers of freed places.
create domain public.team_limits as jsonb check (value is null or case
  when jsonb_typeof(value) = 'object'
    and jsonb_typeof(value -> 'maxTeams') = 'number' and (value ->> 'maxTeams') ~ '^\d{1,3}$'
    and jsonb_typeof(value -> 'minPlayers') = 'number' and (value ->> 'minPlayers') ~ '^\d{1,2}$'
    and jsonb_typeof(value -> 'maxPlayers') = 'number' and (value ->> 'maxPlayers') ~ '^\d{1,2}$'
  then (value ->> 'maxTeams')::integer between 1 and 100
    and (value ->> 'minPlayers')::integer between 1 and 20
    and (value ->> 'maxPlayers')::integer between (value ->> 'minPlayers')::integer and 20
  else false end);

alter table public.booking_week
  drop constraint booking_week_teams_valid,
  add constraint booking_week_teams_valid check (teams::public.team_limits = teams);

alter table public.schedule_exceptions
  drop constraint schedule_exceptions_teams_valid,
  add constraint schedule_exceptions_teams_valid check (teams::public.team_limits = teams);

create or replace function private.team_places_taken(p_date date, p_now timestamptz)
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer
  from public.team_signups t
  where t.date = p_date and (t.status = 'signed' or (t.status = 'offered' and t.offer_expires_at > p_now))
$$;

revoke all on function private.team_places_taken(date, timestamptz) from public, anon, authenticated;

create or replace function private.team_night_view(p_date date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'date', p_date,
    'open', n.teams is not null and private.clock() < n.starts_at
            and p_date <= (private.clock() at time zone 'Europe/Berlin')::date + s.booking_horizon_days,
    'maxTeams', coalesce((n.teams ->> 'maxTeams')::integer, 0),
    'teams', c.teams,
    -- Waiting teams come first: a place they have not been offered yet is not free for others.
    'free', case when c.waiting > 0 then 0 else greatest(coalesce((n.teams ->> 'maxTeams')::integer, 0) - c.teams, 0) end,
    'waiting', c.waiting,
    'minPlayers', (n.teams ->> 'minPlayers')::integer,
    'maxPlayers', (n.teams ->> 'maxPlayers')::integer,
    'startTime', to_char(n.start_time, 'HH24:MI'),
    'closesAt', n.starts_at)
  from private.team_night(p_date) n
  cross join public.business_settings s
  cross join lateral (
    select private.team_places_taken(p_date, private.clock()) as teams,
           (select count(*)::integer from public.team_signups t where t.date = p_date and t.status = 'waiting') as waiting
  ) c
$$;

create or replace function private.sign_up_team(
  p_date date,
  p_team_name text,
  p_players integer,
  p_contact_name text,
  p_email text,
  p_phone text default null,
  p_note text default null,
  p_waitlist boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_teams jsonb;
  v_token text := private.mint_link_secret();
  v_email text := lower(btrim(p_email));
  v_taken integer;
  v_row public.team_signups;
begin
  v_teams := private.team_night_rules(p_date, p_players, false);
  perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(p_date::text));
  if (select count(*) from public.team_signups t where t.date = p_date and lower(t.email) = v_email) >= 2 then
    raise exception using errcode = '22023', message = 'email-limit';
  end if;
  perform private.offer_team_places(private.clock(), p_date);
  v_taken := private.team_places_taken(p_date, private.clock());
  if exists (select from public.team_signups t where t.date = p_date and t.status = 'waiting') then
    v_taken := greatest(v_taken, (v_teams ->> 'maxTeams')::integer);
  end if;
  if v_taken >= (v_teams ->> 'maxTeams')::integer and not p_waitlist then
    -- Answered, not raised: the offers made above stand.
    return jsonb_build_object('full', true);
  end if;
  begin
    insert into public.team_signups (date, team_name, players, contact_name, email, phone, note, status, token_hash)
    values (p_date, btrim(p_team_name), p_players, btrim(p_contact_name), btrim(p_email),
            nullif(btrim(p_phone), ''), nullif(btrim(p_note), ''),
            case when v_taken >= (v_teams ->> 'maxTeams')::integer then 'waiting' else 'signed' end,
            private.link_hash(v_token))
    returning * into v_row;
  exception when unique_violation then
    raise exception using errcode = '22023', message = 'name-taken';
  end;
  insert into public.mail_outbox (kind, payload, purge_after)
  select 'team-signup', private.team_mail_data(v_row, v_token), n.ends_at + interval '23 hours'
  from private.team_night(p_date) n;
  return jsonb_build_object('date', v_row.date, 'teamName', v_row.team_name, 'players', v_row.players,
                            'status', v_row.status);
end
$$;

create or replace function private.offer_team_places(p_now timestamptz default private.clock(), p_date date default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_date date;
  v_night record;
  v_row public.team_signups;
  v_token text;
  v_count integer := 0;
begin
  for v_date in
    select distinct t.date from public.team_signups t
    where t.status in ('waiting', 'offered') and t.date >= (p_now at time zone 'Europe/Berlin')::date - 1
      and (p_date is null or t.date = p_date)
    order by 1
  loop
    perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(v_date::text));
    delete from public.team_signups t where t.date = v_date and t.status = 'offered' and t.offer_expires_at <= p_now;
    select * into v_night from private.team_night(v_date);
    if v_night.teams is null or p_now >= v_night.starts_at then
      continue;
    end if;
    while private.team_places_taken(v_date, p_now) < (v_night.teams ->> 'maxTeams')::integer loop
      select * into v_row from public.team_signups t
      where t.date = v_date and t.status = 'waiting' order by t.created_at, t.id limit 1;
      exit when not found;
      v_token := private.mint_link_secret();
      update public.team_signups t
      set status = 'offered', offer_token_hash = private.link_hash(v_token),
          offer_expires_at = least(p_now + make_interval(mins => (select s.offer_minutes from public.business_settings s)),
                                   v_night.starts_at)
      where t.id = v_row.id
      returning * into v_row;
      insert into public.mail_outbox (kind, payload, purge_after)
      values ('team-offer', private.team_mail_data(v_row, v_token), v_night.ends_at + interval '23 hours');
      v_count := v_count + 1;
    end loop;
  end loop;
  return v_count;
end
$$;
