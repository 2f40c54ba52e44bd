-- Why: what a guest sees of a night before signing up (docs/quiz.md#guests): whether it takes
-- sign-ups now, the limits and the places left (none while teams wait). No team names.
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

revoke all on function private.team_night_view(date) from public, anon, authenticated;
grant execute on function private.team_night_view(date) to anon;

-- Why: the rules every team write shares: a team night, before its start, inside the horizon
-- (staff: any time before the night's end), players within the night's limits.
-- Errors: 22023 'not-team-night' | 'signup-closed' | 'beyond-horizon' | 'players' (detail: 'min-max').
create or replace function private.team_night_rules(p_date date, p_players integer, p_staff boolean)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_night record;
  v_now timestamptz := private.clock();
begin
  select * into v_night from private.team_night(p_date);
  if p_date is null or v_night.teams is null then
    raise exception using errcode = '22023', message = 'not-team-night';
  end if;
  if v_now >= (case when p_staff then v_night.ends_at else v_night.starts_at end) then
    raise exception using errcode = '22023', message = 'signup-closed';
  end if;
  if not p_staff and p_date > (v_now at time zone 'Europe/Berlin')::date
       + (select s.booking_horizon_days from public.business_settings s) then
    raise exception using errcode = '22023', message = 'beyond-horizon',
      detail = (select s.booking_horizon_days from public.business_settings s)::text;
  end if;
  if p_players is null or p_players not between (v_night.teams ->> 'minPlayers')::integer
                                            and (v_night.teams ->> 'maxPlayers')::integer then
    raise exception using errcode = '22023', message = 'players',
      detail = (v_night.teams ->> 'minPlayers') || '-' || (v_night.teams ->> 'maxPlayers');
  end if;
  return v_night.teams;
end
$$;

revoke all on function private.team_night_rules(date, integer, boolean) from public, anon, authenticated;

-- Why: the only way a guest signs up a team (docs/quiz.md#guests). The night's sign-ups queue on
-- one lock, so however many arrive at once, never more than maxTeams are signed or offered. Lapsed
-- offers and freed places are settled first, and waiting teams come first: a night with a waiting
-- team is full. A full night answers `{ full: true }` (and commits the offers it made), or with
-- p_waitlist puts the team on the night's waitlist. One address signs up at most 2 teams a night.
-- Queues the confirmation mail with the team's link.
-- Errors: those of team_night_rules() | 22023 'email-limit' | 'name-taken'.
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

revoke all on function private.sign_up_team(date, text, integer, text, text, text, text, boolean) from public, anon, authenticated;
grant execute on function private.sign_up_team(date, text, integer, text, text, text, text, boolean) to anon;

-- Why: freed places go to waiting teams by themselves (docs/quiz.md#the-waitlist), by the rule of
-- the table waitlist: lapsed offers leave the list; then, while the night has room and its start is
-- ahead, the earliest waiting team is offered the place, held for offerMinutes (never past the
-- start), with a mail carrying a link of its own (the team's first link keeps working). Run every
-- minute for every night, and for its own night by each write that may free a place, which holds
-- that night's lock already: a write never waits for a second night, so two cannot deadlock.
-- Returns how many offers it made.
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

revoke all on function private.offer_team_places(timestamptz, date) from public, anon, authenticated;

-- Why: what the team's own page shows (docs/quiz.md#the-teams-own-page): the team, the night's
-- limits and, for an offer, until when it is held. Null when the secret opens nothing.
create or replace function private.team_signup_view(t public.team_signups)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'date', t.date, 'teamName', t.team_name, 'players', t.players, 'contactName', t.contact_name,
    'status', t.status, 'offerExpiresAt', t.offer_expires_at,
    'minPlayers', (n.teams ->> 'minPlayers')::integer, 'maxPlayers', (n.teams ->> 'maxPlayers')::integer,
    'startTime', to_char(n.start_time, 'HH24:MI'), 'closesAt', n.starts_at)
  from private.team_night(t.date) n
$$;

revoke all on function private.team_signup_view(public.team_signups) from public, anon, authenticated;

-- Why: one reading of a team's link for team_by_token(): a team holds its own link and, while a
-- place is offered to it, the offer's (both keep working); a secret opens the team that holds it
-- as either, or nothing (null).
create or replace function private.team_by_link(p_token text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select t.id from public.team_signups t where private.link_hash(p_token) in (t.token_hash, t.offer_token_hash)
$$;

-- Only its owner calls it: team_by_token() runs as owner (security definer).
revoke all on function private.team_by_link(text) from public, anon, authenticated;

-- Why: the team's link: 'show' changes nothing but a lapse that is due; 'players' changes the size
-- within the limits before the start; 'cancel' leaves the night or its waitlist (the place goes to
-- the next waiting team); 'accept' takes an offered place (the confirmation mail follows).
-- Answers the team as it is afterwards ('cancelled': as it was), or null when the secret opens
-- nothing. Errors: those of team_night_rules() | 22023 'offer-expired'.
create or replace function private.team_by_token(p_token text, p_action text, p_players integer default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.team_signups;
  v_view jsonb;
begin
  select * into v_row from public.team_signups t where t.id = private.team_by_link(p_token);
  if not found then
    return null;
  end if;
  perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(v_row.date::text));
  -- Read again under the lock: the team may have gone or changed meanwhile.
  select * into v_row from public.team_signups t
  where t.id = v_row.id and t.id = private.team_by_link(p_token);
  if not found then
    return null;
  end if;
  if v_row.status = 'offered' and v_row.offer_expires_at <= private.clock() then
    delete from public.team_signups t where t.id = v_row.id;
    perform private.offer_team_places(private.clock(), v_row.date);
    return null;
  end if;
  if p_action = 'show' then
    return private.team_signup_view(v_row);
  end if;
  if private.clock() >= (select n.starts_at from private.team_night(v_row.date) n) then
    raise exception using errcode = '22023', message = 'signup-closed';
  end if;
  if p_action = 'cancel' then
    v_view := private.team_signup_view(v_row) || jsonb_build_object('status', 'cancelled');
    delete from public.team_signups t where t.id = v_row.id;
    perform private.offer_team_places(private.clock(), v_row.date);
    return v_view;
  elsif p_action = 'players' then
    perform private.team_night_rules(v_row.date, p_players, false);
    update public.team_signups t set players = p_players where t.id = v_row.id returning * into v_row;
  elsif p_action = 'accept' then
    if v_row.status <> 'offered' then
      return private.team_signup_view(v_row);
    end if;
    -- The offer's link stays the team's link: the page that took the place keeps working.
    update public.team_signups t set status = 'signed', offer_expires_at = null
    where t.id = v_row.id
    returning * into v_row;
    insert into public.mail_outbox (kind, payload, purge_after)
    select 'team-signup', private.team_mail_data(v_row, p_token), n.ends_at + interval '23 hours'
    from private.team_night(v_row.date) n;
  else
    raise exception using errcode = '22023', message = 'unknown-action';
  end if;
  return private.team_signup_view(v_row);
end
$$;

revoke all on function private.team_by_token(text, text, integer) from public, anon, authenticated;
grant execute on function private.team_by_token(text, text, integer) to anon;
